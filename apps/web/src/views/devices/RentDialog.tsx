import { DEVICE_RENT_MAX, deviceRentBody, RENEWAL_MONTHS } from '@reelfleet/contract';
import { Alert, App, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesApi } from '../../api/devices';
import { ApiError } from '../../api/request';
import { useFreshFooter } from '../../components/fleet/freshFooter';
import { GroupSelect, TagSelect } from '../../components/fleet/pickers';
import { currentLang } from '../../i18n';
import { toThousands } from '../../utils/number';
import { zodRule } from '../login/formRules';
import ChargeSummary from './ChargeSummary';
import MonthsSelect from './MonthsSelect';
import { useBalanceChanged } from './points';

type Values = { count: number; months: number; groupId?: number; labelId?: number };

/**
 * Rent `count` devices for 1-12 months. The price comes from the price table
 * and the total is shown before confirming; the server charges it in the same
 * transaction as the devices, or rents nothing (its message is shown here).
 */
export default function RentDialog({
  open,
  onClose,
  onRented,
}: {
  open: boolean;
  onClose: () => void;
  onRented: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const count = Form.useWatch('count', form) ?? 0;
  const months = Form.useWatch('months', form) ?? 0;
  const [saving, setSaving] = useState(false);
  const footer = useFreshFooter(open);
  const [failure, setFailure] = useState<string | null>(null);
  const balanceChanged = useBalanceChanged();
  const shape = deviceRentBody.shape;

  const rent = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await devicesApi.rent(
        { count: values.count, months: values.months, groupId: values.groupId, labelId: values.labelId },
        { silent: true },
      );
      void message.success(
        `${t('devices.rented', { count: result.devices.length })} · ${t('devices.charged', { points: toThousands(result.points), count: result.points })}`,
      );
      balanceChanged(result.balance);
      form.resetFields();
      onRented();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') setFailure(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      footer={footer}
      title={t('devices.rentTitle')}
      open={open}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('devices.rentConfirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        name="deviceRent"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ count: 1, months: 1 }}
        onFinish={rent}
        onValuesChange={() => setFailure(null)}
      >
        <Form.Item
          name="count"
          label={t('devices.rentCount')}
          rules={[zodRule('count', shape.count, lang)]}
          extra={t('devices.rentCountHint', { max: DEVICE_RENT_MAX, count: DEVICE_RENT_MAX })}
        >
          <InputNumber min={1} max={DEVICE_RENT_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="months"
          label={t('devices.months')}
          rules={[zodRule('months', shape.months, lang)]}
          extra={t('devices.monthsHint', {
            min: RENEWAL_MONTHS.min,
            max: RENEWAL_MONTHS.max,
            count: RENEWAL_MONTHS.max,
          })}
        >
          <MonthsSelect aria-label={t('devices.months')} />
        </Form.Item>
        <Form.Item name="groupId" label={t('devices.group')}>
          <GroupSelect placeholder={t('devices.groupOptional')} aria-label={t('devices.group')} />
        </Form.Item>
        <Form.Item name="labelId" label={t('devices.tag')}>
          <TagSelect kind="device" placeholder={t('devices.tagOptional')} aria-label={t('devices.tag')} />
        </Form.Item>
      </Form>
      <ChargeSummary open={open} months={months} count={count} />
    </Modal>
  );
}
