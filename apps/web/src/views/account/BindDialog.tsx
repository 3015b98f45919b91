import { Alert, App, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/account';
import { ApiError } from '../../api/request';
import { label } from '../../components/fleet/format';
import { DeviceSelect } from '../../components/fleet/pickers';

type Values = { mode: 'bind' | 'unbind'; deviceId?: number };

/** Binds the selected accounts to one device of the workspace, or unbinds them. */
export default function BindDialog({
  ids,
  onClose,
  onBound,
}: {
  /** The accounts; the dialog is open while this is not null. */
  ids: number[] | null;
  onClose: () => void;
  onBound: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: Values) => {
    if (!ids) return;
    setSaving(true);
    setFailure(null);
    try {
      const deviceId = values.mode === 'unbind' ? null : (values.deviceId ?? null);
      await accountsApi.bind({ ids, deviceId }, { silent: true });
      void message.success(values.mode === 'unbind' ? t('accounts.unbound') : label('account.bindSuccess'));
      onBound();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') setFailure(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('accounts.bindTitle', { count: ids?.length ?? 0 })}
      open={ids !== null}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        name="accountBind"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ mode: 'bind' }}
        onFinish={save}
      >
        <Form.Item name="mode">
          <Radio.Group
            options={[
              { value: 'bind', label: t('accounts.bindToDevice') },
              { value: 'unbind', label: t('accounts.unbind') },
            ]}
          />
        </Form.Item>
        {mode !== 'unbind' && (
          <Form.Item
            name="deviceId"
            label={t('accounts.device')}
            rules={[
              { required: true, message: label('common.selectionRequired', { what: 'selection.devices' }) },
            ]}
          >
            <DeviceSelect placeholder={t('accounts.searchDevice')} aria-label={t('accounts.device')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
