import type { AccountItem } from '@reelfleet/contract';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { accountsApi } from '../../api/account';
import { label } from '../../components/fleet/format';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import FormDialog, { type DialogProps } from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { optionalZodRule, zodRule } from '../../utils/formRules';
import { lazySchema, lazyShape } from '../../utils/lazySchema';

export type AccountEditing = { mode: 'add' } | { mode: 'edit'; account: AccountItem } | null;

const addField = lazyShape((s) => s.accountAddBody.shape);
const newPassword = lazySchema((s) => s.accountUpdateBody.shape.password.unwrap());

type Values = { account?: string; password?: string; labelId: OrNone<number> };

/**
 * Adds one account by hand, or changes an account's password and tag. The
 * login account itself never changes once set (spec 5), so it is read-only
 * when editing; the password is never shown, only replaced.
 */
export default function AccountFormDialog({
  editing,
  onClose,
  onSaved,
}: DialogProps<'onSaved', { editing: AccountEditing }>) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = useFeedback();
  const current = editing?.mode === 'edit' ? editing.account : null;

  const save = async (values: Values) => {
    const labelId = noneToNull(values.labelId) ?? null;
    if (current) {
      const password = values.password?.trim() ? values.password.trim() : undefined;
      await accountsApi.update({ id: current.id, password, labelId }, { silent: true });
    } else {
      await accountsApi.add(
        { account: values.account?.trim() ?? '', password: values.password?.trim() ?? '', labelId },
        { silent: true },
      );
    }
    void message.success(label(current ? 'common.updateSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog<Values>
      open={editing !== null}
      title={current ? t('accounts.editTitle') : t('accounts.addTitle')}
      submit={save}
      onClose={onClose}
      fields={['account', 'password', 'labelId']}
      initialValues={{ account: current?.account, labelId: current?.labelId ?? NONE }}
    >
      <Form.Item
        name="account"
        label={t('accounts.account')}
        rules={current ? [] : [zodRule('account', addField('account'), lang)]}
        extra={current ? label('account.accountImmutable') : undefined}
      >
        <Input disabled={current !== null} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={current ? t('accounts.newPassword') : t('accounts.password')}
        rules={[
          current
            ? optionalZodRule('password', newPassword, lang)
            : zodRule('password', addField('password'), lang),
        ]}
        extra={current ? t('accounts.passwordKeep') : undefined}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="labelId" label={t('accounts.tag')}>
        <TagSelect kind="account" withNone allowClear={false} aria-label={t('accounts.tag')} />
      </Form.Item>
    </FormDialog>
  );
}
