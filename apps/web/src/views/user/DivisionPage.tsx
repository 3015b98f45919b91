import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import {
  type DepartmentItem,
  type DivisionQueryBody,
  ROLE_AREAS,
  STAFF_ROLES,
  type StaffItem,
} from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { divisionApi } from '../../api/division';
import { SelectFilter } from '../../components/fleet/choiceFilter';
import { loginColumns } from '../../components/fleet/columns';
import FilterBar from '../../components/fleet/FilterBar';
import { formatDateTime } from '../../components/fleet/format';
import { TextFilter, textOrUnset } from '../../components/fleet/textFilter';
import { lazyDialog } from '../../components/lazyDialog';
import Table from '../../components/list/LazyTable';
import ListPage from '../../components/list/ListPage';
import { actionsColumn, addAction, editAction, editDeleteColumn } from '../../components/list/RowActions';
import { useConfirmDelete } from '../../components/list/useConfirmDelete';
import { useDialog } from '../../components/list/useDialog';
import { usePagedList } from '../../components/list/usePagedList';
import PageContainer from '../../components/PageContainer';
import RoleTags from '../../components/RoleTags';
import { useTranslation } from '../../i18n/useTranslation';
import { useUserStore } from '../../stores/user';
import { useFeedback } from '../../utils/feedback';
import { areaLabel, KEY, WHOLE } from './division';

// The department and member dialogs are fetched when first opened.
const DepartmentDialog = lazyDialog(() => import('./DepartmentDialog'), 'open');
const StaffDialog = lazyDialog(() => import('./StaffDialog'), 'open');

/**
 * Department management (/user/division): departments with the device groups
 * and account tags their members may use, and the staff logins with their
 * roles (which decide the menu areas) and department. The owner and managers
 * of the whole workspace manage departments; a department's own manager adds
 * and edits that department's members and is told so up front.
 */
export default function DivisionPage() {
  const { t } = useTranslation();
  const scope = useQuery({ queryKey: [...KEY, 'scope'], queryFn: divisionApi.scope });
  const departments = scope.data?.departments ?? false;
  return (
    <PageContainer title={t('route.userDivision')}>
      {scope.data && !departments && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('division.ownDepartment', { name: scope.data.departmentName ?? '' })}
          data-testid="division-own-department"
        />
      )}
      <Tabs
        items={[
          {
            key: 'departments',
            label: t('division.departments'),
            children: <DepartmentsTab manage={departments} />,
          },
          {
            key: 'members',
            label: t('division.members'),
            children: <MembersTab wholeWorkspace={departments} />,
          },
          { key: 'roles', label: t('division.rolesTab'), children: <RolesTab /> },
        ]}
      />
    </PageContainer>
  );
}

/** Names as tags; an honest "none" when the list is empty. */
function Names({ items, none }: { items: ReadonlyArray<{ id: number; name: string }>; none: string }) {
  if (items.length === 0) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {items.map((i) => (
        <Tag key={i.id}>{i.name}</Tag>
      ))}
    </Flex>
  );
}

function useDivisionRefresh() {
  const client = useQueryClient();
  // Departments change what the pickers and members show; staff lists show department names.
  return () => client.invalidateQueries({ queryKey: KEY });
}

function DepartmentsTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const refresh = useDivisionRefresh();
  // Open with the department edited, or with none to add one.
  const dialog = useDialog<{ department?: DepartmentItem }>();
  const list = usePagedList<{ name?: string }, DepartmentItem>({
    key: [...KEY, 'departments'],
    fetch: divisionApi.departments,
  });
  const confirmDelete = useConfirmDelete({
    title: t('division.deleteDepartment'),
    content: (_ids, name) => t('division.deleteDepartmentConfirm', { name }),
    api: { remove: divisionApi.deleteDepartment, removeMany: async () => undefined },
    done: refresh,
  });
  const columns: ColumnsType<DepartmentItem> = [
    { key: 'name', title: t('division.name'), dataIndex: 'name' },
    {
      key: 'groups',
      title: t('division.groups'),
      render: (_, d) => <Names items={d.groups} none={t('division.noGroups')} />,
    },
    {
      key: 'tags',
      title: t('division.accountTags'),
      render: (_, d) => <Names items={d.accountTags} none={t('division.noTags')} />,
    },
    { key: 'members', title: t('division.memberCount'), dataIndex: 'members', align: 'right' },
    { key: 'updated', title: t('division.updated'), dataIndex: 'updateTime', render: formatDateTime },
  ];
  if (manage)
    columns.push(
      editDeleteColumn<DepartmentItem>(t, {
        edit: (department) => dialog.open({ department }),
        remove: (d) => confirmDelete([d.id], d.name),
      }),
    );
  return (
    <ListPage
      list={list}
      columns={columns}
      selectable={false}
      emptyText={t('division.noDepartments')}
      testId="division-departments"
      actions={manage ? [addAction(t('division.addDepartment'), () => dialog.open({}))] : []}
    >
      <DepartmentDialog
        open={dialog.isOpen}
        department={dialog.value?.department}
        onClose={dialog.close}
        onSaved={async () => {
          dialog.close();
          await refresh();
        }}
      />
    </ListPage>
  );
}

function MembersTab({ wholeWorkspace }: { wholeWorkspace: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useDivisionRefresh();
  // Open with the member edited, or with none to add one.
  const dialog = useDialog<{ staff?: StaffItem }>();
  const myId = useUserStore((st) => st.user?.id);
  const all = useQuery({ queryKey: [...KEY, 'departments', 'all'], queryFn: divisionApi.allDepartments });
  const departmentFilter = (all.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  const departmentOptions = [
    ...(wholeWorkspace ? [{ value: WHOLE, label: t('division.wholeWorkspace') }] : []),
    ...departmentFilter,
  ];
  const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }));
  const list = usePagedList<DivisionQueryBody, StaffItem>({
    key: [...KEY, 'staff'],
    fetch: divisionApi.staff,
  });
  const toggle = async (s: StaffItem) => {
    await divisionApi.updateStaff({ id: s.id, status: s.status === 'active' ? 'disabled' : 'active' }, {});
    void message.success(t(s.status === 'active' ? 'admin.disabled' : 'admin.enabled', { name: s.username }));
    await refresh();
  };
  const columns: ColumnsType<StaffItem> = [
    { key: 'username', title: t('admin.username'), dataIndex: 'username' },
    { key: 'name', title: t('division.memberName'), dataIndex: 'name' },
    { key: 'roles', title: t('admin.roles'), render: (_, s) => <RoleTags roles={s.roles} /> },
    {
      key: 'department',
      title: t('division.department'),
      render: (_, s) =>
        s.departmentName ?? (
          <Typography.Text type="secondary">{t('division.wholeWorkspace')}</Typography.Text>
        ),
    },
    ...loginColumns<StaffItem>(t),
    // Nobody changes their own roles, status or department (the server refuses it too).
    actionsColumn(t, (s: StaffItem) =>
      s.id === myId
        ? []
        : [
            editAction(t, () => dialog.open({ staff: s })),
            {
              key: 'status',
              label: t(s.status === 'active' ? 'admin.disable' : 'admin.enable'),
              icon: s.status === 'active' ? <StopOutlined /> : <CheckCircleOutlined />,
              danger: s.status === 'active',
              onClick: () => void toggle(s),
            },
          ],
    ),
  ];
  return (
    <ListPage
      list={list}
      columns={columns}
      selectable={false}
      emptyText={t('division.noMembers')}
      testId="division-members"
      filters={
        <FilterBar<DivisionQueryBody>
          onSearch={(v) =>
            list.search({
              username: textOrUnset(v.username),
              role: v.role,
              departmentId: v.departmentId,
            })
          }
        >
          <TextFilter name="username" label="admin.username" />
          <SelectFilter name="role" label="admin.roles" width={160} options={roleOptions} />
          <SelectFilter
            name="departmentId"
            label="division.department"
            width={160}
            options={departmentFilter}
          />
        </FilterBar>
      }
      actions={[addAction(t('division.addMember'), () => dialog.open({}))]}
    >
      <StaffDialog
        open={dialog.isOpen}
        staff={dialog.value?.staff}
        departments={departmentOptions}
        wholeWorkspace={wholeWorkspace}
        firstDepartment={all.data?.[0]?.id ?? WHOLE}
        onClose={dialog.close}
        onSaved={async () => {
          dialog.close();
          await refresh();
        }}
      />
    </ListPage>
  );
}

/** What each staff role sees (contract ROLE_AREAS), so the owner picks roles knowingly. */
function RolesTab() {
  const { t } = useTranslation();
  const rows = STAFF_ROLES.map((role) => ({ role, areas: ROLE_AREAS[role] }));
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('division.rolesIntro')}
      </Typography.Paragraph>
      <Table
        rowKey="role"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'role', title: t('admin.roles'), render: (_, r) => <RoleTags roles={[r.role]} /> },
          {
            key: 'areas',
            title: t('division.areas'),
            render: (_, r) => (
              <Flex gap={4} wrap>
                {r.areas.map((a) => (
                  <Tag key={a}>{areaLabel(a)}</Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
