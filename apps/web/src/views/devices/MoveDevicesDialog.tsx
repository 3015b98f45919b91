import { Alert, App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../api/devices';
import { ApiError } from '../../api/request';
import { label } from '../../components/fleet/format';
import { DeviceSelect, GroupSelect, noneToNull, type OrNone } from '../../components/fleet/pickers';

type Values = { deviceIds?: number[]; groupId?: OrNone<number> };

/**
 * Moves devices into a group (or into no group). Given `deviceIds` (the device
 * list's selection) it asks only where to; otherwise the devices are picked
 * here. The server moves all or nothing ('batch group failed').
 */
export default function MoveDevicesDialog({
  open,
  deviceIds,
  groupId,
  onClose,
  onMoved,
}: {
  open: boolean;
  deviceIds?: number[];
  /** The target chosen at first (the group page's row). */
  groupId?: number;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const move = async (values: Values) => {
    const ids = deviceIds ?? values.deviceIds ?? [];
    setSaving(true);
    setFailure(null);
    try {
      await groupsApi.move({ ids, groupId: noneToNull(values.groupId) ?? null }, { silent: true });
      void message.success(label('device.groupingSuccess'));
      onMoved();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') setFailure(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={deviceIds ? t('groups.moveTitleSelected', { count: deviceIds.length }) : t('groups.moveTitle')}
      open={open}
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
        name="groupMove"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ groupId: groupId ?? undefined }}
        onFinish={move}
        onValuesChange={() => setFailure(null)}
      >
        {!deviceIds && (
          <Form.Item
            name="deviceIds"
            label={t('groups.devicesToMove')}
            rules={[
              {
                required: true,
                message: label('common.selectionRequired', { what: 'selection.devices' }),
              },
            ]}
          >
            <DeviceSelect
              mode="multiple"
              placeholder={t('groups.searchDevices')}
              aria-label={t('groups.devicesToMove')}
            />
          </Form.Item>
        )}
        <Form.Item
          name="groupId"
          label={t('groups.target')}
          rules={[
            { required: true, message: label('common.selectionRequired', { what: 'selection.groups' }) },
          ]}
        >
          <GroupSelect
            withNone
            allowClear={false}
            placeholder={t('groups.choose')}
            aria-label={t('groups.target')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
