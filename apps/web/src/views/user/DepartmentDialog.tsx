import type { DepartmentItem } from '@reelfleet/contract';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { divisionApi } from '../../api/division';
import { label } from '../../components/fleet/format';
import { GroupSelect, TagSelect } from '../../components/fleet/pickers';
import FormDialog from '../../components/list/FormDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

interface DepartmentValues {
  name: string;
  groupIds?: number[];
  accountLabelIds?: number[];
}

/** Adds a department, or edits `department`: its name, device groups and account tags. */
export default function DepartmentDialog({
  open,
  department: editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  department?: DepartmentItem;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (
    <FormDialog<DepartmentValues>
      open={open}
      title={editing ? t('division.editDepartment', { name: editing.name }) : t('division.addDepartment')}
      fields={['name', 'groupIds', 'accountLabelIds']}
      initialValues={
        editing
          ? {
              name: editing.name,
              groupIds: editing.groups.map((g) => g.id),
              accountLabelIds: editing.accountTags.map((g) => g.id),
            }
          : { groupIds: [], accountLabelIds: [] }
      }
      onClose={onClose}
      submit={async (v) => {
        const body = { name: v.name, groupIds: v.groupIds ?? [], accountLabelIds: v.accountLabelIds ?? [] };
        if (editing) await divisionApi.updateDepartment({ id: editing.id, ...body });
        else await divisionApi.addDepartment(body);
        void message.success(label(editing ? 'common.updateSuccess' : 'common.addSuccess'));
        await onSaved();
      }}
    >
      <Form.Item name="name" label={t('division.name')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name="groupIds" label={t('division.groups')} extra={t('division.groupsHint')}>
        <GroupSelect mode="multiple" placeholder={t('division.pickGroups')} />
      </Form.Item>
      <Form.Item name="accountLabelIds" label={t('division.accountTags')} extra={t('division.tagsHint')}>
        <TagSelect kind="account" mode="multiple" withCounts placeholder={t('division.pickTags')} />
      </Form.Item>
    </FormDialog>
  );
}
