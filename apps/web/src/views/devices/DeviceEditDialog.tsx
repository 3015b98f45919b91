import { DEVICE_NAME_MAX, type DeviceItem } from '@reelfleet/contract';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { devicesApi } from '../../api/devices';
import { label } from '../../components/fleet/format';
import { GroupSelect, NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import FormDialog, { type EditDialogProps } from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { zodRule } from '../../utils/formRules';
import { lazySchema } from '../../utils/lazySchema';

// The schema's name rule is wrapped in optional(); the form always sends a name.
const deviceName = lazySchema((s) => s.deviceUpdateBody.shape.name.unwrap());

type Values = { name: string; groupId: OrNone<number>; labelId: OrNone<number> };

/** Renames a device and sets its group and tag. */
export default function DeviceEditDialog({ device, ...dialog }: EditDialogProps<'device', DeviceItem>) {
  const { t } = useTranslation();

  const save = async (values: Values) => {
    if (!device) return;
    await devicesApi.update(
      {
        id: device.id,
        name: values.name.trim(),
        groupId: noneToNull(values.groupId) ?? null,
        labelId: noneToNull(values.labelId) ?? null,
      },
      { silent: true },
    );
  };

  const nameRule = zodRule('name', deviceName, currentLang());

  return (
    <FormDialog<Values>
      open={device !== null}
      {...dialog}
      title={t('devices.editTitle')}
      submit={save}
      savedText={label('common.updateSuccess')}
      fields={['name', 'groupId', 'labelId']}
      initialValues={{
        name: device?.name,
        groupId: device?.groupId ?? NONE,
        labelId: device?.labelId ?? NONE,
      }}
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
    </FormDialog>
  );
}
