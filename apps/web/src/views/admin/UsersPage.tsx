import { PlusOutlined } from '@ant-design/icons';
import {
  type AdminUserItem,
  type AdminUserQueryBody,
  ASSIGNABLE_ROLES,
  Role,
  USER_STATUSES,
  USER_TYPES,
} from '@reelfleet/contract';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminApi } from '../../api/admin';
import { SelectFilter } from '../../components/fleet/choiceFilter';
import { countColumn, loginColumns } from '../../components/fleet/columns';
import FilterBar from '../../components/fleet/FilterBar';
import { TextFilter, textOrUnset } from '../../components/fleet/textFilter';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { usePagedList } from '../../components/list/usePagedList';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import type { UserDialog } from './UserDialogs';

// The add, edit, password and recharge dialogs are fetched when one is first opened.
const UserDialogs = lazyDialog(() => import('./UserDialogs'), 'dialog');

const ROLES = [Role.agent, ...ASSIGNABLE_ROLES] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((v) => v === value);

/** The filters a link names (the control panel's cards): `?userType=staff`, `?status=disabled`, `?role=agent`. */
function linkedFilter(params: URLSearchParams): AdminUserQueryBody {
  const filter: AdminUserQueryBody = {
    userType: oneOf(USER_TYPES, params.get('userType')),
    status: oneOf(USER_STATUSES, params.get('status')),
    role: oneOf(ROLES, params.get('role')),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as AdminUserQueryBody;
}

/** User administration: every user; create owners and agents, disable, reset passwords, levels and roles, recharge. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [params] = useSearchParams();
  const link = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's text is what changes
  const linked = useMemo(() => linkedFilter(params), [link]);
  const list = usePagedList<AdminUserQueryBody, AdminUserItem>({
    key: ['admin', 'users'],
    fetch: adminApi.users,
    initial: linked,
  });
  // The page stays alive between visits: a card's link followed again applies its filter now.
  const shownLink = useRef(link);
  useEffect(() => {
    if (shownLink.current === link) return;
    shownLink.current = link;
    list.search(linked);
  }, [link, linked, list]);
  const done = async (text: string) => {
    message.success(text);
    setDialog(null);
    await list.refetch();
  };
  const toggle = async (user: AdminUserItem) => {
    await adminApi.updateUser({ id: user.id, status: user.status === 'active' ? 'disabled' : 'active' });
    await done(t(user.status === 'active' ? 'admin.disabled' : 'admin.enabled', { name: user.username }));
  };
  const typeOptions = USER_TYPES.map((v) => ({ value: v, label: t(`admin.type.${v}`) }));
  const statusOptions = USER_STATUSES.map((v) => ({ value: v, label: t(`agent.statusValue.${v}`) }));
  const roleOptions = ROLES.map((v) => ({ value: v, label: t(`admin.role.${v}`) }));

  const columns: ColumnsType<AdminUserItem> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    { key: 'username', title: t('admin.username'), dataIndex: 'username' },
    {
      key: 'type',
      title: t('admin.userType'),
      dataIndex: 'userType',
      render: (v: string) => t(`admin.type.${v}`),
    },
    {
      key: 'roles',
      title: t('admin.roles'),
      dataIndex: 'roles',
      render: (roles: string[]) => roles.map((r) => <Tag key={r}>{t(`admin.role.${r}`)}</Tag>),
    },
    {
      key: 'level',
      title: t('admin.level'),
      dataIndex: 'level',
      render: (v: number, r) => (v > 0 && r.levelName ? `${v} · ${r.levelName}` : String(v)),
    },
    countColumn('balance', t('admin.balance')),
    ...loginColumns<AdminUserItem>(t),
    {
      key: 'actions',
      title: t('admin.actions'),
      fixed: 'right',
      render: (_, user) =>
        user.userType === 'admin' ? (
          '—'
        ) : (
          <Flex gap={4} wrap>
            <Button size="small" onClick={() => setDialog({ kind: 'edit', user })}>
              {t('admin.edit')}
            </Button>
            <Button size="small" onClick={() => setDialog({ kind: 'password', user })}>
              {t('admin.resetPassword')}
            </Button>
            {user.userType === 'owner' && (
              <Button size="small" onClick={() => setDialog({ kind: 'recharge', user })}>
                {t('admin.recharge')}
              </Button>
            )}
            <Button size="small" danger={user.status === 'active'} onClick={() => void toggle(user)}>
              {t(user.status === 'active' ? 'admin.disable' : 'admin.enable')}
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <ListPage
      title={t('route.adminUsers')}
      list={list}
      columns={columns}
      selectable={false}
      emptyText={t('admin.noUsers')}
      testId="admin-users"
      filters={
        <FilterBar<AdminUserQueryBody>
          key={link}
          initial={linked}
          onSearch={(v) => list.search({ ...v, username: textOrUnset(v.username) })}
        >
          <TextFilter name="username" label="admin.username" />
          <SelectFilter name="userType" label="admin.userType" width={140} options={typeOptions} />
          <SelectFilter name="status" label="admin.status" width={120} options={statusOptions} />
          <SelectFilter name="role" label="admin.roles" width={140} options={roleOptions} />
        </FilterBar>
      }
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          {t('admin.addUser')}
        </Button>
      }
    >
      <UserDialogs dialog={dialog} onClose={() => setDialog(null)} done={done} />
    </ListPage>
  );
}
