import { Form } from 'antd';
import { accountsApi } from '../../api/account';
import { label } from '../../components/fleet/format';
import { DeviceSelect } from '../../components/fleet/pickers';
import SetOrClearDialog from '../../components/fleet/SetOrClearDialog';
import type { RowsDialogProps } from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { choiceRule } from '../../utils/formRules';

/** Binds the accounts `ids` (open while not null) to one device of the workspace, or unbinds them. */
export default function BindDialog({ ids, onClose, onBound }: RowsDialogProps<'onBound'>) {
  const { t } = useTranslation();
  return (
    <SetOrClearDialog
      ids={ids}
      title={t('accounts.bindTitle', { count: ids?.length ?? 0 })}
      field="deviceId"
      choices={{ set: t('accounts.bindToDevice'), clear: t('accounts.unbind') }}
      send={(ids, deviceId) => accountsApi.bind({ ids, deviceId }, { silent: true })}
      savedText={(unbound) => (unbound ? t('accounts.unbound') : label('account.bindSuccess'))}
      onClose={onClose}
      onSaved={onBound}
    >
      <Form.Item
        name="deviceId"
        label={t('accounts.device')}
        rules={[choiceRule('selection.devices', currentLang())]}
      >
        <DeviceSelect placeholder={t('accounts.searchDevice')} aria-label={t('accounts.device')} />
      </Form.Item>
    </SetOrClearDialog>
  );
}
