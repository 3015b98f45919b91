import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined, TagsOutlined } from '@ant-design/icons';
import type { GroupItem, GroupListBody } from '@reelfleet/contract';
import { App, Button, Flex, Form, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../api/devices';
import FilterBar from '../../components/fleet/FilterBar';
import { formatDateTime, label } from '../../components/fleet/format';
import { noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import { useFleetRefresh } from '../../components/fleet/queries';
import TagAssignDialog from '../../components/fleet/TagAssignDialog';
import TagManagerDrawer from '../../components/fleet/TagManagerDrawer';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useSelectionGuard } from '../../components/fleet/useSelectionGuard';
import ListPagination from '../../components/ListPagination';
import PageContainer from '../../components/PageContainer';
import GroupFormDialog, { type GroupEditing } from './GroupFormDialog';
import MoveDevicesDialog from './MoveDevicesDialog';

type Filters = { name?: string; labelId?: OrNone<number> };

/** Group management (/devices/group): create, rename, tag and delete groups; move devices between them. */
export default function DeviceGroupPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useFleetList<GroupListBody, GroupItem>('groups', groupsApi.list, {});
  const refresh = useFleetRefresh();
  const requireSelection = useSelectionGuard();
  const [editing, setEditing] = useState<GroupEditing>(null);
  const [moveTo, setMoveTo] = useState<{ groupId?: number } | null>(null);
  const [tagging, setTagging] = useState(false);
  const [managingTags, setManagingTags] = useState(false);

  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('groups.deleteTitle'),
      content: `${name ? t('groups.deleteOne', { name }) : t('groups.deleteMany', { count: ids.length })} ${t('groups.deleteNote')}`,
      okText: t('fleet.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await (ids.length === 1 ? groupsApi.remove(ids[0]!) : groupsApi.removeMany(ids));
        void message.success(label('common.deleteSuccess'));
        if (ids === list.selected) list.clearSelection();
        await refresh();
      },
    });

  const columns: ColumnsType<GroupItem> = [
    { key: 'name', title: t('groups.name'), dataIndex: 'name' },
    {
      key: 'tag',
      title: t('groups.tag'),
      dataIndex: 'labelName',
      render: (v: string | null) => (v ? <Tag>{v}</Tag> : '—'),
    },
    { key: 'deviceCount', title: t('groups.deviceCount'), dataIndex: 'deviceCount', align: 'right' },
    { key: 'createTime', title: t('groups.createTime'), dataIndex: 'createTime', render: formatDateTime },
    {
      key: 'actions',
      title: t('fleet.actions'),
      fixed: 'right',
      render: (_, group) => (
        <Flex gap={4} wrap={false}>
          <Button
            size="small"
            type="link"
            icon={<SwapOutlined />}
            onClick={() => setMoveTo({ groupId: group.id })}
          >
            {t('groups.moveIn')}
          </Button>
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            onClick={() => setEditing({ mode: 'edit', group })}
          >
            {t('groups.rename')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={() => remove([group.id], group.name)}
          >
            {t('fleet.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('route.deviceGroup')}
      extra={
        <Flex gap={8} wrap>
          <Button icon={<TagsOutlined />} onClick={() => setManagingTags(true)}>
            {t('groups.manageTags')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            {t('groups.add')}
          </Button>
        </Flex>
      }
    >
      <FilterBar<Filters>
        onSearch={(v) => list.search({ name: v.name?.trim() || undefined, labelId: noneToNull(v.labelId) })}
      >
        <Form.Item name="name">
          <Input
            allowClear
            placeholder={t('groups.name')}
            aria-label={t('groups.name')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="labelId">
          <TagSelect
            kind="group"
            withNone
            placeholder={t('groups.tag')}
            aria-label={t('groups.tag')}
            style={{ width: 180 }}
          />
        </Form.Item>
      </FilterBar>
      <Flex gap={8} wrap className="rf-fleet-actions">
        <Button icon={<SwapOutlined />} onClick={() => setMoveTo({})}>
          {t('groups.moveDevices')}
        </Button>
        <Button
          icon={<TagsOutlined />}
          onClick={() => requireSelection(list.selected, 'selection.groups') && setTagging(true)}
        >
          {t('fleet.tagSelected')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => requireSelection(list.selected, 'selection.groups') && remove(list.selected)}
        >
          {t('fleet.deleteSelected')}
        </Button>
      </Flex>
      <Table<GroupItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={list.rowSelection}
        locale={{ emptyText: t('groups.empty') }}
      />
      <ListPagination
        {...list.page}
        total={list.total}
        selected={list.selected.length}
        onChange={list.setPage}
      />
      <GroupFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <MoveDevicesDialog
        open={moveTo !== null}
        groupId={moveTo?.groupId}
        onClose={() => setMoveTo(null)}
        onMoved={() => {
          setMoveTo(null);
          void refresh();
        }}
      />
      <TagAssignDialog
        kind="group"
        open={tagging}
        count={list.selected.length}
        onClose={() => setTagging(false)}
        onSubmit={async (labelId) => {
          await groupsApi.tag({ ids: list.selected, labelId });
          void message.success(label('tag.taggingSuccess'));
          list.clearSelection();
          await refresh();
        }}
      />
      <TagManagerDrawer kind="group" open={managingTags} onClose={() => setManagingTags(false)} />
    </PageContainer>
  );
}
