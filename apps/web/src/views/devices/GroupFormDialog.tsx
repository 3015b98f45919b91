import { GROUP_NAME_MAX, type GroupItem } from '@reelfleet/contract';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { groupsApi } from '../../api/devices';
import { label } from '../../components/fleet/format';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import FormDialog from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { zodRule } from '../../utils/formRules';
import { lazySchema } from '../../utils/lazySchema';

export type GroupEditing = { mode: 'add' } | { mode: 'edit'; group: GroupItem } | null;

const groupName = lazySchema((s) => s.groupName);

type Values = { name: string; labelId: OrNone<number> };

/** Creates a group or renames (and re-tags) one; `onSaved` gets the group as saved. */
export default function GroupFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: GroupEditing;
  onClose: () => void;
  onSaved: (group: GroupItem) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const group = editing?.mode === 'edit' ? editing.group : null;

  const save = async ({ name, labelId }: Values) => {
    const body = { name: name.trim(), labelId: noneToNull(labelId) ?? null };
    const saved = group
      ? await groupsApi.update({ id: group.id, ...body }, { silent: true })
      : await groupsApi.add(body, { silent: true });
    void message.success(label(group ? 'common.updateSuccess' : 'common.addSuccess'));
    onSaved(saved);
  };

  return (
    <FormDialog<Values>
      open={editing !== null}
      title={group ? t('groups.editTitle') : t('groups.addTitle')}
      submit={save}
      onClose={onClose}
      fields={['name', 'labelId']}
      initialValues={{ name: group?.name ?? '', labelId: group?.labelId ?? NONE }}
    >
      <Form.Item name="name" label={t('groups.name')} rules={[zodRule('name', groupName, currentLang())]}>
        <Input autoFocus maxLength={GROUP_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="labelId" label={t('groups.tag')}>
        <TagSelect kind="group" withNone allowClear={false} aria-label={t('groups.tag')} />
      </Form.Item>
    </FormDialog>
  );
}
