import { Form } from 'antd';
import { devicesApi } from '../../api/devices';
import { label } from '../../components/fleet/format';
import FormDialog, { type RowsDialogProps } from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { zodRule } from '../../utils/formRules';
import { lazySchema } from '../../utils/lazySchema';
import ChargeSummary from './ChargeSummary';
import MonthsSelect from './MonthsSelect';
import { useBalanceChanged } from './points';

type Values = { months: number };

/** Renews the devices `ids` (open while not null) by 1-12 months, charged like a rental; the total is shown first. */
export default function RenewDialog({ ids, onClose, onRenewed }: RowsDialogProps<'onRenewed'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const months = Form.useWatch('months', form) ?? 0;
  const balanceChanged = useBalanceChanged();
  const open = ids !== null;

  const renew = async ({ months }: Values) => {
    if (!ids) return;
    const result = await devicesApi.renew({ ids, months }, { silent: true });
    void message.success(
      `${label('device.renewalSuccess')} · ${t('devices.charged', { points: result.points, count: result.points })}`,
    );
    balanceChanged(result.balance);
    onRenewed();
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title={t('devices.renewTitle', { count: ids?.length ?? 0 })}
      okText={t('devices.renewConfirm')}
      submit={renew}
      onClose={onClose}
      fields={['months']}
      initialValues={{ months: 1 }}
      after={<ChargeSummary open={open} months={months} count={ids?.length ?? 0} />}
    >
      <Form.Item
        name="months"
        label={t('devices.months')}
        rules={[
          zodRule(
            'months',
            lazySchema((s) => s.deviceRenewBody.shape.months),
            currentLang(),
          ),
        ]}
      >
        <MonthsSelect aria-label={t('devices.months')} />
      </Form.Item>
    </FormDialog>
  );
}
