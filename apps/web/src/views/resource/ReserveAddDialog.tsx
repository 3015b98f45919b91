import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { accountResourcesApi } from '../../api/resource';
import { label } from '../../components/fleet/format';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import FormDialog, { type DialogProps } from '../../components/list/FormDialog';
import SchemaField from '../../components/SchemaField';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { lazyShape } from '../../utils/lazySchema';

const addField = lazyShape((s) => s.accountResourceAddBody.shape);

type AddValues = { account?: string; password?: string; labelId: OrNone<number> };

/** Adds one reserve account by hand (its password stored sealed, never shown again). */
export default function ReserveAddDialog({ open, onClose, onSaved }: DialogProps<'onSaved'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const save = async (v: AddValues) => {
    await accountResourcesApi.add(
      {
        account: v.account?.trim() ?? '',
        password: v.password?.trim() ?? '',
        labelId: noneToNull(v.labelId) ?? null,
      },
      { silent: true },
    );
    void message.success(label('common.addSuccess'));
    onSaved();
  };
  return (
    <FormDialog<AddValues>
      open={open}
      title={t('resources.reserve.addTitle')}
      submit={save}
      onClose={onClose}
      fields={['account', 'password', 'labelId']}
      initialValues={{ labelId: NONE }}
    >
      <SchemaField name="account" label={t('resources.reserve.account')} schema={addField('account')}>
        <Input autoComplete="off" />
      </SchemaField>
      <SchemaField name="password" label={t('accounts.password')} schema={addField('password')}>
        <Password autoComplete="new-password" />
      </SchemaField>
      <Form.Item name="labelId" label={t('resources.reserve.tag')}>
        <TagSelect
          kind="accountResource"
          withNone
          allowClear={false}
          aria-label={t('resources.reserve.tag')}
        />
      </Form.Item>
    </FormDialog>
  );
}
