import { Form } from 'antd';
import { accountsApi } from '../../api/account';
import ChoiceField from '../../components/ChoiceField';
import { label } from '../../components/fleet/format';
import { DeviceSelect } from '../../components/fleet/pickers';
import FormDialog, { type RowsDialogProps } from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { choiceRule } from '../../utils/formRules';

type Values = { mode: 'bind' | 'unbind'; deviceId?: number };

/** Binds the accounts `ids` (open while not null) to one device of the workspace, or unbinds them. */
export default function BindDialog({ ids, onClose, onBound }: RowsDialogProps<'onBound'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);

  const save = async (values: Values) => {
    if (!ids) return;
    const deviceId = values.mode === 'unbind' ? null : (values.deviceId ?? null);
    await accountsApi.bind({ ids, deviceId }, { silent: true });
    void message.success(values.mode === 'unbind' ? t('accounts.unbound') : label('account.bindSuccess'));
    onBound();
  };

  return (
    <FormDialog<Values>
      open={ids !== null}
      form={form}
      title={t('accounts.bindTitle', { count: ids?.length ?? 0 })}
      submit={save}
      onClose={onClose}
      fields={['deviceId']}
      initialValues={{ mode: 'bind' }}
    >
      <ChoiceField name="mode" choices={{ bind: t('accounts.bindToDevice'), unbind: t('accounts.unbind') }} />
      {mode !== 'unbind' && (
        <Form.Item
          name="deviceId"
          label={t('accounts.device')}
          rules={[choiceRule('selection.devices', currentLang())]}
        >
          <DeviceSelect placeholder={t('accounts.searchDevice')} aria-label={t('accounts.device')} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
