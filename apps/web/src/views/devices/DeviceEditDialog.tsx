import { DEVICE_NAME_MAX, type DeviceItem, deviceUpdateBody } from '@reelfleet/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesApi } from '../../api/devices';
import { label } from '../../components/fleet/format';
import { reportFormError } from '../../components/fleet/formErrors';
import { GroupSelect, NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import { currentLang } from '../../i18n';
import { zodRule } from '../login/formRules';

type Values = { name: string; groupId: OrNone<number>; labelId: OrNone<number> };

/** Renames a device and sets its group and tag. */
export default function DeviceEditDialog({
  device,
  onClose,
  onSaved,
}: {
  device: DeviceItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    if (!device) return;
    setSaving(true);
    try {
      await devicesApi.update(
        {
          id: device.id,
          name: values.name.trim(),
          groupId: noneToNull(values.groupId) ?? null,
          labelId: noneToNull(values.labelId) ?? null,
        },
        { silent: true },
      );
      void message.success(label('common.updateSuccess'));
      onSaved();
    } catch (error) {
      reportFormError(form, error, ['name', 'groupId', 'labelId']);
    } finally {
      setSaving(false);
    }
  };

  // The schema's name rule is wrapped in optional(); the form always sends a name.
  const nameRule = zodRule('name', deviceUpdateBody.shape.name.unwrap(), currentLang());

  return (
    <Modal
      title={t('devices.editTitle')}
      open={device !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values>
        name="deviceEdit"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: device?.name,
          groupId: device?.groupId ?? NONE,
          labelId: device?.labelId ?? NONE,
        }}
        onFinish={save}
      >
        <Form.Item name="name" label={t('devices.name')} rules={[nameRule]}>
          <Input maxLength={DEVICE_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="groupId" label={t('devices.group')}>
          <GroupSelect withNone allowClear={false} aria-label={t('devices.group')} />
        </Form.Item>
        <Form.Item name="labelId" label={t('devices.tag')}>
          <TagSelect kind="device" withNone allowClear={false} aria-label={t('devices.tag')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
