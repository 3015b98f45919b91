import { DeleteOutlined, EditOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import type { ProxyItem, ProxyListBody } from '@reelfleet/contract';
import { App, Button, Flex, Form, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxiesApi } from '../../api/proxy';
import FilterBar from '../../components/fleet/FilterBar';
import { formatDateTime, label } from '../../components/fleet/format';
import { noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import { useFleetRefresh } from '../../components/fleet/queries';
import TagAssignDialog from '../../components/fleet/TagAssignDialog';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useSelectionGuard } from '../../components/fleet/useSelectionGuard';
import ListPagination from '../../components/ListPagination';
import PageContainer from '../../components/PageContainer';
import ProxyAddDialog from './ProxyAddDialog';
import ProxyEditDialog from './ProxyEditDialog';

type Filters = { host?: string; labelId?: OrNone<number> };

/** The proxy list (/proxy/agentmanage): credentials only ever shown masked, as the server returns them. */
export default function ProxyListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useFleetList<ProxyListBody, ProxyItem>('proxies', proxiesApi.list, {});
  const refresh = useFleetRefresh();
  const requireSelection = useSelectionGuard();
  const [adding, setAdding] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [editing, setEditing] = useState<ProxyItem | null>(null);

  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('proxies.deleteTitle'),
      content: `${name ? t('proxies.deleteOne', { name }) : t('proxies.deleteMany', { count: ids.length })} ${t('proxies.deleteNote')}`,
      okText: t('fleet.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await (ids.length === 1 ? proxiesApi.remove(ids[0]!) : proxiesApi.removeMany(ids));
        void message.success(label('common.deleteSuccess'));
        list.clearSelection();
        await refresh();
      },
    });

  const columns: ColumnsType<ProxyItem> = [
    {
      key: 'proxyInfo',
      title: t('proxies.proxy'),
      dataIndex: 'proxyInfo',
      render: (v: string) => <span className="rf-fleet-mono">{v}</span>,
    },
    { key: 'host', title: t('proxies.host'), dataIndex: 'host' },
    { key: 'port', title: t('proxies.port'), dataIndex: 'port', align: 'right' },
    {
      key: 'label',
      title: t('proxies.tag'),
      dataIndex: 'labelName',
      render: (v: string | null) => (v ? <Tag>{v}</Tag> : '—'),
    },
    { key: 'deviceCount', title: t('proxies.devices'), dataIndex: 'deviceCount', align: 'right' },
    {
      key: 'createTime',
      title: t('proxies.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
    },
    {
      key: 'actions',
      title: t('fleet.actions'),
      fixed: 'right',
      render: (_, proxy) => (
        <Flex gap={4}>
          <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(proxy)}>
            {t('fleet.edit')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={() => remove([proxy.id], proxy.proxyInfo)}
          >
            {t('fleet.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer title={t('route.proxyList')}>
      <FilterBar<Filters>
        onSearch={(v) => list.search({ host: v.host?.trim() || undefined, labelId: noneToNull(v.labelId) })}
      >
        <Form.Item name="host">
          <Input
            allowClear
            placeholder={t('proxies.host')}
            aria-label={t('proxies.host')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="labelId">
          <TagSelect
            kind="proxy"
            withNone
            placeholder={t('proxies.tag')}
            aria-label={t('proxies.tag')}
            style={{ width: 180 }}
          />
        </Form.Item>
      </FilterBar>
      <Flex gap={8} wrap className="rf-fleet-actions">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('proxies.add')}
        </Button>
        <Button
          icon={<TagsOutlined />}
          onClick={() => requireSelection(list.selected, 'selection.proxies') && setTagging(true)}
        >
          {t('fleet.tagSelected')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => requireSelection(list.selected, 'selection.proxies') && remove(list.selected)}
        >
          {t('fleet.deleteSelected')}
        </Button>
      </Flex>
      <Table<ProxyItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={list.rowSelection}
        locale={{ emptyText: t('proxies.empty') }}
      />
      <ListPagination
        {...list.page}
        total={list.total}
        selected={list.selected.length}
        onChange={list.setPage}
      />
      <ProxyAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void refresh();
        }}
      />
      <ProxyEditDialog
        proxy={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <TagAssignDialog
        kind="proxy"
        open={tagging}
        count={list.selected.length}
        onClose={() => setTagging(false)}
        onSubmit={async (labelId) => {
          await proxiesApi.tag({ ids: list.selected, labelId });
          void message.success(label('tag.taggingSuccess'));
          list.clearSelection();
          await refresh();
        }}
      />
    </PageContainer>
  );
}
