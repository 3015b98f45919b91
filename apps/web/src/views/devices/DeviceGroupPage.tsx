import { SwapOutlined } from '@ant-design/icons';
import type { GroupItem, GroupListBody } from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import { groupsApi } from '../../api/devices';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime } from '../../components/fleet/format';
import TextTagFilters from '../../components/fleet/TextTagFilters';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useTagManager } from '../../components/fleet/useTagManager';
import { useTagSelected } from '../../components/fleet/useTagSelected';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { addAction, deleteSelectedAction, editDeleteColumn } from '../../components/list/RowActions';
import { useDialog } from '../../components/list/useDialog';
import { useTranslation } from '../../i18n/useTranslation';
import type { GroupEditing } from './GroupFormDialog';

// The dialogs are fetched when first opened, not with the list.
const GroupFormDialog = lazyDialog(() => import('./GroupFormDialog'), 'editing');
const MoveDevicesDialog = lazyDialog(() => import('./MoveDevicesDialog'), 'open');

/** Group management (/devices/group): create, rename, tag and delete groups; move devices between them. */
export default function DeviceGroupPage() {
  const { t } = useTranslation();
  const { list, remove, done, saved } = useFleetList<GroupListBody, GroupItem>({
    api: groupsApi,
    texts: 'groups',
  });
  const tagging = useTagSelected('group', groupsApi.tag, 'selection.groups', () => done(list.selected));
  const editing = useDialog<NonNullable<GroupEditing>>();
  const moveTo = useDialog<{ groupId?: number }>();
  const tagManager = useTagManager('group', t('groups.manageTags'));

  const columns: ColumnsType<GroupItem> = [
    { key: 'name', title: t('groups.name'), dataIndex: 'name' },
    tagColumn(t('groups.tag')),
    { key: 'deviceCount', title: t('groups.deviceCount'), dataIndex: 'deviceCount', align: 'right' },
    { key: 'createTime', title: t('groups.createTime'), dataIndex: 'createTime', render: formatDateTime },
    editDeleteColumn<GroupItem>(t, {
      more: (group) => [
        {
          key: 'move',
          label: t('groups.moveIn'),
          icon: <SwapOutlined />,
          onClick: () => moveTo.open({ groupId: group.id }),
        },
      ],
      edit: (group) => editing.open({ mode: 'edit', group }),
      editLabel: t('groups.rename'),
      remove: (group) => remove([group.id], group.name),
    }),
  ];

  return (
    <ListPage
      title={t('route.deviceGroup')}
      buttons={[tagManager.button, addAction(t('groups.add'), () => editing.open({ mode: 'add' }))]}
      list={list}
      columns={columns}
      emptyText={t('groups.empty')}
      filters={
        <TextTagFilters search={list.search} text={['name', 'groups.name']} tag={['group', 'groups.tag']} />
      }
      actions={[
        {
          key: 'move',
          icon: <SwapOutlined />,
          label: t('groups.moveDevices'),
          onClick: () => moveTo.open({}),
        },
        tagging.action,
        deleteSelectedAction(t, 'selection.groups', (ids) => remove(ids)),
      ]}
    >
      <GroupFormDialog editing={editing.value} onClose={editing.close} onSaved={saved(editing.close)} />
      <MoveDevicesDialog
        open={moveTo.isOpen}
        groupId={moveTo.value?.groupId}
        onClose={moveTo.close}
        onMoved={saved(moveTo.close)}
      />
      {tagging.dialog}
      {tagManager.drawer}
    </ListPage>
  );
}
