import { DeleteOutlined, EditOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import type { ProxyItem, ProxyListBody } from '@reelfleet/contract';
import { Button, Flex, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxiesApi } from '../../api/proxy';
import FilterBar from '../../components/fleet/FilterBar';
import { formatDateTime } from '../../components/fleet/format';
import { noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import { FLEET_KEY, useFleetRefresh } from '../../components/fleet/queries';
import TagAssignDialog from '../../components/fleet/TagAssignDialog';
import ListPage from '../../components/list/ListPage';
import { useConfirmDelete } from '../../components/list/useConfirmDelete';
import { usePagedList } from '../../components/list/usePagedList';
import ProxyAddDialog from './ProxyAddDialog';
import ProxyEditDialog from './ProxyEditDialog';

type Filters = { host?: string; labelId?: OrNone<number> };

/** The proxy list (/proxy/agentmanage): credentials only ever shown masked, as the server returns them. */
export default function ProxyListPage() {
  const { t } = useTranslation();
  const list = usePagedList<ProxyListBody, ProxyItem>({
    key: [FLEET_KEY, 'proxies'],
    fetch: proxiesApi.list,
    initial: {},
  });
  const refresh = useFleetRefresh();
  const [adding, setAdding] = useState(false);
  const [tagging, setTagging] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<ProxyItem | null>(null);
  const done = () => {
    list.clearSelection();
    return refresh();
  };
  const remove = useConfirmDelete({
    title: t('proxies.deleteTitle'),
    content: (ids, name) =>
      `${name ? t('proxies.deleteOne', { name }) : t('proxies.deleteMany', { count: ids.length })} ${t('proxies.deleteNote')}`,
    api: proxiesApi,
    done,
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
    <ListPage
      title={t('route.proxyList')}
      list={list}
      columns={columns}
      emptyText={t('proxies.empty')}
      filters={
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
      }
      actions={[
        {
          key: 'add',
          primary: true,
          icon: <PlusOutlined />,
          label: t('proxies.add'),
          onClick: () => setAdding(true),
        },
        {
          key: 'tag',
          icon: <TagsOutlined />,
          label: t('fleet.tagSelected'),
          selection: 'selection.proxies',
          onClick: setTagging,
        },
        {
          key: 'delete',
          danger: true,
          icon: <DeleteOutlined />,
          label: t('fleet.deleteSelected'),
          selection: 'selection.proxies',
          onClick: (ids) => remove(ids),
        },
      ]}
    >
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
        ids={tagging}
        assign={proxiesApi.tag}
        onClose={() => setTagging(null)}
        onTagged={done}
      />
    </ListPage>
  );
}
