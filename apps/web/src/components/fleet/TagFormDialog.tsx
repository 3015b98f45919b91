import type { TagItem } from '@reelfleet/contract';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { type FleetTagKind, tagsApi } from '../../api/tags';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { zodRule } from '../../utils/formRules';
import { lazySchema } from '../../utils/lazySchema';
import FormDialog, { type DialogProps } from '../list/FormDialog';
import { label } from './format';

const tagName = lazySchema((s) => s.tagName);

/** What the tag dialog is open for: a new tag, or renaming one; null while closed. */
export type TagEditing = { mode: 'add' } | { mode: 'rename'; tag: TagItem } | null;

/** Adds a tag of the kind or renames one (the contract's name rule). */
export default function TagFormDialog({
  kind,
  editing,
  onClose,
  onSaved,
}: DialogProps<'onSaved', { editing: TagEditing }> & { kind: FleetTagKind }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const api = tagsApi(kind);

  const save = async ({ name }: { name: string }) => {
    if (!editing) return;
    if (editing.mode === 'add') await api.add(name.trim(), { silent: true });
    else await api.rename(editing.tag.id, name.trim(), { silent: true });
    void message.success(label(editing.mode === 'add' ? 'common.addSuccess' : 'common.updateSuccess'));
    onSaved();
  };

  return (
    <FormDialog<{ name: string }>
      open={editing !== null}
      title={editing?.mode === 'rename' ? t('tags.renameTitle') : t('tags.addTitle')}
      submit={save}
      onClose={onClose}
      fields={['name']}
      initialValues={{ name: editing?.mode === 'rename' ? editing.tag.name : '' }}
    >
      <Form.Item name="name" label={t('tags.name')} rules={[zodRule('name', tagName, currentLang())]}>
        <Input autoFocus maxLength={30} showCount />
      </Form.Item>
    </FormDialog>
  );
}
