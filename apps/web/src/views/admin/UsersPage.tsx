import { PlusOutlined } from '@ant-design/icons';
import {
  type AdminUserItem,
  type AdminUserQueryBody,
  AGENT_LEVEL_MAX,
  ASSIGNABLE_ROLES,
  OWNER_ROLES,
  STAFF_ROLES,
} from '@reelfleet/contract';
import { Button, Flex, Form, Input, InputNumber, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../api/admin';
import { countColumn, loginColumns } from '../../components/fleet/columns';
import FilterBar from '../../components/fleet/FilterBar';
import { SelectFilter, TextFilter, textOrUnset } from '../../components/fleet/filterFields';
import FormDialog from '../../components/list/FormDialog';
import ListPage from '../../components/list/ListPage';
import { usePagedList } from '../../components/list/usePagedList';
import { useFeedback } from '../../utils/feedback';
import { toThousands } from '../../utils/number';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: AdminUserItem }
  | { kind: 'password'; user: AdminUserItem }
  | { kind: 'recharge'; user: AdminUserItem }
  | null;

type Assignable = (typeof ASSIGNABLE_ROLES)[number];

const newKey = () => `console-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** An owner's agent level (0: not an agent) and the name shown for it. */
function LevelFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="level" label={t('admin.level')} extra={t('admin.levelHint')}>
        <InputNumber min={0} max={AGENT_LEVEL_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="levelName" label={t('admin.levelName')}>
        <Input />
      </Form.Item>
    </>
  );
}

/** User administration: every user; create owners and agents, disable, reset passwords, levels and roles, recharge. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = usePagedList<AdminUserQueryBody, AdminUserItem>({
    key: ['admin', 'users'],
    fetch: adminApi.users,
  });
  const done = async (text: string) => {
    message.success(text);
    setDialog(null);
    await list.refetch();
  };
  const toggle = async (user: AdminUserItem) => {
    await adminApi.updateUser({ id: user.id, status: user.status === 'active' ? 'disabled' : 'active' });
    await done(t(user.status === 'active' ? 'admin.disabled' : 'admin.enabled', { name: user.username }));
  };
  const typeOptions = ['owner', 'staff', 'admin'].map((v) => ({ value: v, label: t(`admin.type.${v}`) }));
  const statusOptions = ['active', 'disabled'].map((v) => ({ value: v, label: t(`agent.statusValue.${v}`) }));
  const roleOptions = (roles: readonly string[]) =>
    roles.map((r) => ({ value: r, label: t(`admin.role.${r}`) }));

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
      render: (v: number, r) => (v > 0 ? `${v} · ${r.levelName}` : '0'),
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

  const current = dialog && dialog.kind !== 'add' ? dialog.user : null;
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
          onSearch={(v) => list.search({ ...v, username: textOrUnset(v.username) })}
        >
          <TextFilter name="username" label="admin.username" />
          <SelectFilter name="userType" label="admin.userType" width={140} options={typeOptions} />
          <SelectFilter name="status" label="admin.status" width={120} options={statusOptions} />
        </FilterBar>
      }
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          {t('admin.addUser')}
        </Button>
      }
    >
      <FormDialog
        open={dialog?.kind === 'add'}
        title={t('admin.addUser')}
        fields={['username', 'password', 'email', 'level', 'levelName', 'roles']}
        initialValues={{ level: 0, roles: ['user'] }}
        onClose={() => setDialog(null)}
        submit={async (v: {
          username: string;
          password: string;
          email: string;
          level: number;
          levelName?: string;
          roles: ('user' | 'vip')[];
        }) => {
          await adminApi.addUser({ ...v, levelName: v.levelName || undefined });
          await done(t('admin.added', { name: v.username }));
        }}
      >
        <Form.Item name="username" label={t('admin.username')} rules={[{ required: true }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('admin.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="email" label={t('admin.email')} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="roles" label={t('admin.roles')}>
          <Select mode="multiple" options={roleOptions(OWNER_ROLES)} />
        </Form.Item>
        <LevelFields />
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'edit'}
        title={t('admin.editUser', { name: current?.username })}
        fields={['level', 'levelName', 'roles']}
        initialValues={
          current
            ? {
                level: current.level,
                levelName: current.levelName,
                roles: current.roles.filter((r): r is Assignable =>
                  (ASSIGNABLE_ROLES as readonly string[]).includes(r),
                ),
              }
            : {}
        }
        onClose={() => setDialog(null)}
        submit={async (v: { level?: number; levelName?: string; roles: Assignable[] }) => {
          if (!current) return;
          const staff = current.userType === 'staff';
          await adminApi.updateUser({
            id: current.id,
            roles: v.roles,
            ...(staff ? {} : { level: v.level, levelName: v.levelName }),
          });
          await done(t('admin.updated', { name: current.username }));
        }}
      >
        <Form.Item name="roles" label={t('admin.roles')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            options={roleOptions(current?.userType === 'staff' ? STAFF_ROLES : OWNER_ROLES)}
          />
        </Form.Item>
        {current?.userType !== 'staff' && <LevelFields />}
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'password'}
        title={t('admin.resetPasswordOf', { name: current?.username })}
        fields={['password']}
        onClose={() => setDialog(null)}
        submit={async (v: { password: string }) => {
          if (!current) return;
          await adminApi.password({ id: current.id, password: v.password });
          await done(t('admin.passwordReset', { name: current.username }));
        }}
      >
        <Form.Item
          name="password"
          label={t('admin.newPassword')}
          extra={t('admin.passwordHint')}
          rules={[{ required: true }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'recharge'}
        title={t('admin.rechargeOf', { name: current?.username })}
        fields={['amount', 'voucher', 'remark']}
        onClose={() => setDialog(null)}
        submit={async (v: { amount: number; voucher?: string; remark?: string }) => {
          if (!current) return;
          const r = await adminApi.recharge({ userId: current.id, idemKey: newKey(), ...v });
          await done(
            t('admin.recharged', { name: current.username, n: toThousands(r.amount), count: r.amount }),
          );
        }}
      >
        <Form.Item name="amount" label={t('finance.amount')} rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="voucher" label={t('finance.voucher')}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('finance.remark')}>
          <Input />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
