import { deviceRenewBody } from '@reelfleet/contract';
import { Alert, App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesApi } from '../../api/devices';
import { ApiError } from '../../api/request';
import { label } from '../../components/fleet/format';
import { currentLang } from '../../i18n';
import { toThousands } from '../../utils/number';
import { zodRule } from '../login/formRules';
import ChargeSummary from './ChargeSummary';
import MonthsSelect from './MonthsSelect';
import { useBalanceChanged } from './points';

/** Renews the given devices by 1-12 months, charged like a rental; the total is shown first. */
export default function RenewDialog({
  ids,
  onClose,
  onRenewed,
}: {
  /** The devices to renew; the dialog is open while this is not null. */
  ids: number[] | null;
  onClose: () => void;
  onRenewed: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ months: number }>();
  const months = Form.useWatch('months', form) ?? 0;
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const balanceChanged = useBalanceChanged();
  const open = ids !== null;

  const renew = async ({ months }: { months: number }) => {
    if (!ids) return;
    setSaving(true);
    setFailure(null);
    try {
      const result = await devicesApi.renew({ ids, months }, { silent: true });
      void message.success(
        `${label('device.renewalSuccess')} · ${t('devices.charged', { points: toThousands(result.points), count: result.points })}`,
      );
      balanceChanged(result.balance);
      onRenewed();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') setFailure(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('devices.renewTitle', { count: ids?.length ?? 0 })}
      open={open}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('devices.renewConfirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form
        name="deviceRenew"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ months: 1 }}
        onFinish={renew}
        onValuesChange={() => setFailure(null)}
      >
        <Form.Item
          name="months"
          label={t('devices.months')}
          rules={[zodRule('months', deviceRenewBody.shape.months, currentLang())]}
        >
          <MonthsSelect aria-label={t('devices.months')} />
        </Form.Item>
      </Form>
      <ChargeSummary open={open} months={months} count={ids?.length ?? 0} />
    </Modal>
  );
}
