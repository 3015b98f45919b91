import { GROUP_NAME_MAX, type GroupItem, groupName } from '@reelfleet/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../api/devices';
import { label } from '../../components/fleet/format';
import { reportFormError } from '../../components/fleet/formErrors';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import { currentLang } from '../../i18n';
import { zodRule } from '../login/formRules';

export type GroupEditing = { mode: 'add' } | { mode: 'edit'; group: GroupItem } | null;

type Values = { name: string; labelId: OrNone<number> };

/** Creates a group or renames (and re-tags) one. */
export default function GroupFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: GroupEditing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const group = editing?.mode === 'edit' ? editing.group : null;

  const save = async ({ name, labelId }: Values) => {
    setSaving(true);
    const body = { name: name.trim(), labelId: noneToNull(labelId) ?? null };
    try {
      if (group) await groupsApi.update({ id: group.id, ...body }, { silent: true });
      else await groupsApi.add(body, { silent: true });
      void message.success(label(group ? 'common.updateSuccess' : 'common.addSuccess'));
      onSaved();
    } catch (error) {
      reportFormError(form, error, ['name', 'labelId']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={group ? t('groups.editTitle') : t('groups.addTitle')}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values>
        name="groupForm"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: group?.name ?? '', labelId: group?.labelId ?? NONE }}
        onFinish={save}
      >
        <Form.Item name="name" label={t('groups.name')} rules={[zodRule('name', groupName, currentLang())]}>
          <Input autoFocus maxLength={GROUP_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="labelId" label={t('groups.tag')}>
          <TagSelect kind="group" withNone allowClear={false} aria-label={t('groups.tag')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
