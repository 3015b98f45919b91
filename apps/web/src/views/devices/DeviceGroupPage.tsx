import { PlusOutlined, SwapOutlined, TagsOutlined } from '@ant-design/icons';
import type { GroupItem, GroupListBody } from '@reelfleet/contract';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../api/devices';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime } from '../../components/fleet/format';
import { useTagSelected } from '../../components/fleet/TagAssignDialog';
import TagManagerDrawer from '../../components/fleet/TagManagerDrawer';
import TextTagFilters from '../../components/fleet/TextTagFilters';
import { useFleetList } from '../../components/fleet/useFleetList';
import ListPage from '../../components/list/ListPage';
import {
  actionsColumn,
  deleteAction,
  deleteSelectedAction,
  editAction,
} from '../../components/list/RowActions';
import GroupFormDialog, { type GroupEditing } from './GroupFormDialog';
import MoveDevicesDialog from './MoveDevicesDialog';

/** Group management (/devices/group): create, rename, tag and delete groups; move devices between them. */
export default function DeviceGroupPage() {
  const { t } = useTranslation();
  const { list, remove, done, saved } = useFleetList<GroupListBody, GroupItem>({
    api: groupsApi,
    texts: 'groups',
  });
  const tagging = useTagSelected('group', groupsApi.tag, 'selection.groups', () => done(list.selected));
  const [editing, setEditing] = useState<GroupEditing>(null);
  const [moveTo, setMoveTo] = useState<{ groupId?: number } | null>(null);
  const [managingTags, setManagingTags] = useState(false);

  const columns: ColumnsType<GroupItem> = [
    { key: 'name', title: t('groups.name'), dataIndex: 'name' },
    tagColumn(t('groups.tag')),
    { key: 'deviceCount', title: t('groups.deviceCount'), dataIndex: 'deviceCount', align: 'right' },
    { key: 'createTime', title: t('groups.createTime'), dataIndex: 'createTime', render: formatDateTime },
    actionsColumn<GroupItem>(t, (group) => [
      {
        key: 'move',
        label: t('groups.moveIn'),
        icon: <SwapOutlined />,
        onClick: () => setMoveTo({ groupId: group.id }),
      },
      editAction(t, () => setEditing({ mode: 'edit', group }), t('groups.rename')),
      deleteAction(t, () => remove([group.id], group.name)),
    ]),
  ];

  return (
    <ListPage
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
      list={list}
      columns={columns}
      emptyText={t('groups.empty')}
      filters={
        <TextTagFilters
          textLabel={t('groups.name')}
          tagKind="group"
          tagLabel={t('groups.tag')}
          onSearch={({ text, labelId }) => list.search({ name: text, labelId })}
        />
      }
      actions={[
        { key: 'move', icon: <SwapOutlined />, label: t('groups.moveDevices'), onClick: () => setMoveTo({}) },
        tagging.action,
        deleteSelectedAction(t, 'selection.groups', (ids) => remove(ids)),
      ]}
    >
      <GroupFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={saved(() => setEditing(null))}
      />
      <MoveDevicesDialog
        open={moveTo !== null}
        groupId={moveTo?.groupId}
        onClose={() => setMoveTo(null)}
        onMoved={saved(() => setMoveTo(null))}
      />
      {tagging.dialog}
      <TagManagerDrawer kind="group" open={managingTags} onClose={() => setManagingTags(false)} />
    </ListPage>
  );
}
