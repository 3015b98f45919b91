import { Form } from 'antd';
import { groupsApi } from '../../api/devices';
import { label } from '../../components/fleet/format';
import { DeviceSelect, noneToNull, type OrNone } from '../../components/fleet/pickers';
import FormDialog from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { choiceRule } from '../../utils/formRules';
import GroupSelectWithNew from './GroupSelectWithNew';

type Values = { deviceIds?: number[]; groupId?: OrNone<number> };

/**
 * Moves devices into a group (or into no group, or a group made here). Given
 * `deviceIds` (the device list's selection) it asks only where to; otherwise
 * the devices are picked here. The server moves all or nothing ('batch group failed').
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
  const { message } = useFeedback();

  const move = async (values: Values) => {
    const ids = deviceIds ?? values.deviceIds ?? [];
    await groupsApi.move({ ids, groupId: noneToNull(values.groupId) ?? null }, { silent: true });
    void message.success(label('device.groupingSuccess'));
    onMoved();
  };

  return (
    <FormDialog<Values>
      open={open}
      title={deviceIds ? t('groups.moveTitleSelected', { count: deviceIds.length }) : t('groups.moveTitle')}
      submit={move}
      onClose={onClose}
      initialValues={{ groupId: groupId ?? undefined }}
    >
      {!deviceIds && (
        <Form.Item
          name="deviceIds"
          label={t('groups.devicesToMove')}
          rules={[choiceRule('selection.devices', currentLang())]}
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
        rules={[choiceRule('selection.groups', currentLang())]}
      >
        <GroupSelectWithNew
          withNone
          allowClear={false}
          placeholder={t('groups.choose')}
          aria-label={t('groups.target')}
        />
      </Form.Item>
    </FormDialog>
  );
}
