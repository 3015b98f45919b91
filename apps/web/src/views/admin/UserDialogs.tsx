import {
  type AdminUserItem,
  AGENT_LEVEL_MAX,
  ASSIGNABLE_ROLES,
  MAX_ENTRY_POINTS,
  OWNER_ROLES,
  STAFF_ROLES,
} from '@reelfleet/contract';
import { Form, Select } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { adminApi } from '../../api/admin';
import FormDialog from '../../components/list/FormDialog';
import NewLoginFields from '../../components/NewLoginFields';
import NumberInput from '../../components/NumberInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import { wholeNumberRule } from '../../utils/wholeNumberRule';

/** What the users page has open: adding a user, or editing, a new password or a recharge of one. */
export type UserDialog =
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
      <Form.Item
        name="level"
        label={t('admin.level')}
        extra={t('admin.levelHint')}
        rules={[wholeNumberRule(t('admin.level'), currentLang(), { min: 0, max: AGENT_LEVEL_MAX })]}
      >
        <NumberInput min={0} max={AGENT_LEVEL_MAX} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="levelName" label={t('admin.levelName')}>
        <Input />
      </Form.Item>
    </>
  );
}

/** The users page's dialogs; `done` shows its text, closes the dialog and reloads the list. */
export default function UserDialogs({
  dialog,
  onClose,
  done,
}: {
  dialog: UserDialog;
  onClose: () => void;
  done: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const roleOptions = (roles: readonly string[]) =>
    roles.map((r) => ({ value: r, label: t(`admin.role.${r}`) }));
  const current = dialog && dialog.kind !== 'add' ? dialog.user : null;
  return (
    <>
      <FormDialog
        open={dialog?.kind === 'add'}
        title={t('admin.addUser')}
        fields={['username', 'password', 'email', 'level', 'levelName', 'roles']}
        initialValues={{ level: 0, roles: ['user'] }}
        onClose={onClose}
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
        <NewLoginFields emailRequired />
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
        onClose={onClose}
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
        onClose={onClose}
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
          <Password autoComplete="new-password" />
        </Form.Item>
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'recharge'}
        title={t('admin.rechargeOf', { name: current?.username })}
        fields={['amount', 'voucher', 'remark']}
        onClose={onClose}
        submit={async (v: { amount: number; voucher?: string; remark?: string }) => {
          if (!current) return;
          const r = await adminApi.recharge({ userId: current.id, idemKey: newKey(), ...v });
          await done(
            t('admin.recharged', { name: current.username, n: toThousands(r.amount), count: r.amount }),
          );
        }}
      >
        <Form.Item
          name="amount"
          label={t('finance.amount')}
          rules={[
            wholeNumberRule(t('finance.amount'), currentLang(), {
              min: 1,
              max: MAX_ENTRY_POINTS,
              required: true,
            }),
          ]}
        >
          <NumberInput min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="voucher" label={t('finance.voucher')}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('finance.remark')}>
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  );
}
