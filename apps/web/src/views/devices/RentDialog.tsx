import { DEVICE_RENT_MAX, RENEWAL_MONTHS } from '@reelfleet/contract';
import { Form } from 'antd';
import { devicesApi } from '../../api/devices';
import { TagSelect } from '../../components/fleet/pickers';
import FormDialog, { type DialogProps } from '../../components/list/FormDialog';
import NumberInput from '../../components/NumberInput';
import SchemaField from '../../components/SchemaField';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { lazyShape } from '../../utils/lazySchema';
import ChargeSummary from './ChargeSummary';
import GroupSelectWithNew from './GroupSelectWithNew';
import MonthsSelect from './MonthsSelect';
import { useBalanceChanged } from './points';

const rentField = lazyShape((s) => s.deviceRentBody.shape);

type Values = { count: number; months: number; groupId?: number; labelId?: number };

/**
 * Rent `count` devices for 1-12 months, optionally into a group (one may be
 * made here). The price comes from the price table and the total is shown
 * before confirming; the server charges it in the same transaction as the
 * devices, or rents nothing (its message is shown here).
 */
export default function RentDialog({ open, onClose, onRented }: DialogProps<'onRented'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const count = Form.useWatch('count', form) ?? 0;
  const months = Form.useWatch('months', form) ?? 0;
  const balanceChanged = useBalanceChanged();

  const rent = async (values: Values) => {
    const result = await devicesApi.rent(
      { count: values.count, months: values.months, groupId: values.groupId, labelId: values.labelId },
      { silent: true },
    );
    void message.success(
      `${t('devices.rented', { count: result.devices.length })} · ${t('devices.charged', { points: result.points, count: result.points })}`,
    );
    balanceChanged(result.balance);
    onRented();
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title={t('devices.rentTitle')}
      okText={t('devices.rentConfirm')}
      submit={rent}
      onClose={onClose}
      fields={['count', 'months', 'groupId', 'labelId']}
      initialValues={{ count: 1, months: 1 }}
      after={<ChargeSummary open={open} months={months} count={count} />}
    >
      <SchemaField
        name="count"
        label={t('devices.rentCount')}
        schema={rentField('count')}
        extra={t('devices.rentCountHint', { max: DEVICE_RENT_MAX, count: DEVICE_RENT_MAX })}
      >
        <NumberInput min={1} max={DEVICE_RENT_MAX} style={{ width: '100%' }} />
      </SchemaField>
      <SchemaField
        name="months"
        label={t('devices.months')}
        schema={rentField('months')}
        extra={t('devices.monthsHint', {
          min: RENEWAL_MONTHS.min,
          max: RENEWAL_MONTHS.max,
          count: RENEWAL_MONTHS.max,
        })}
      >
        <MonthsSelect aria-label={t('devices.months')} />
      </SchemaField>
      <Form.Item name="groupId" label={t('devices.group')}>
        <GroupSelectWithNew placeholder={t('devices.groupOptional')} aria-label={t('devices.group')} />
      </Form.Item>
      <Form.Item name="labelId" label={t('devices.tag')}>
        <TagSelect kind="device" placeholder={t('devices.tagOptional')} aria-label={t('devices.tag')} />
      </Form.Item>
    </FormDialog>
  );
}
