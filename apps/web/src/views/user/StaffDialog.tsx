import { ROLE_AREAS, STAFF_ROLES, type StaffItem, type StaffRole } from '@reelfleet/contract';
import { Form, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { divisionApi } from '../../api/division';
import FormDialog from '../../components/list/FormDialog';
import NewLoginFields from '../../components/NewLoginFields';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { areaLabel, WHOLE } from './division';

interface StaffValues {
  username: string;
  password: string;
  name?: string;
  email?: string;
  roles: StaffRole[];
  departmentId: number;
}

/** The areas the chosen roles see, under the roles field. */
function AreasOf({ roles }: { roles: readonly StaffRole[] | undefined }) {
  const { t } = useTranslation();
  const areas = [...new Set((roles ?? []).flatMap((r) => ROLE_AREAS[r] ?? []))];
  if (areas.length === 0) return null;
  return (
    <span>{t('division.seesAreas', { areas: areas.map(areaLabel).join(t('division.listSeparator')) })}</span>
  );
}

/**
 * Adds a staff login, or edits `staff`: name, roles (the areas they see, shown as they are
 * chosen) and department (`departments`, with the whole workspace for who manages it).
 */
export default function StaffDialog({
  open,
  staff: editing,
  departments,
  wholeWorkspace,
  firstDepartment,
  onClose,
  onSaved,
}: {
  open: boolean;
  staff?: StaffItem;
  departments: { value: number; label: string }[];
  wholeWorkspace: boolean;
  /** The department a new member starts in. */
  firstDepartment: number;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<StaffValues>();
  const chosenRoles = Form.useWatch('roles', form);
  const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }));
  return (
    <FormDialog<StaffValues>
      open={open}
      form={form}
      title={editing ? t('admin.editUser', { name: editing.username }) : t('division.addMember')}
      fields={['username', 'password', 'name', 'email', 'roles', 'departmentId']}
      initialValues={
        editing
          ? {
              name: editing.name,
              roles: editing.roles as StaffRole[],
              departmentId: editing.departmentId ?? WHOLE,
            }
          : // A department by default: the whole workspace is a choice, not an accident.
            { roles: ['operator'], departmentId: firstDepartment }
      }
      onClose={onClose}
      submit={async (v) => {
        const departmentId = v.departmentId === WHOLE ? null : v.departmentId;
        if (editing) {
          const same = editing.departmentId === departmentId;
          await divisionApi.updateStaff({
            id: editing.id,
            name: v.name,
            roles: v.roles,
            ...(same ? {} : { departmentId }),
          });
        } else {
          await divisionApi.addStaff({
            username: v.username,
            password: v.password,
            roles: v.roles,
            departmentId,
            ...(v.name ? { name: v.name } : {}),
            ...(v.email ? { email: v.email } : {}),
          });
        }
        void message.success(
          editing ? t('admin.updated', { name: editing.username }) : t('admin.added', { name: v.username }),
        );
        await onSaved();
      }}
    >
      {!editing && <NewLoginFields emailRequired={false} />}
      <Form.Item name="name" label={t('division.memberName')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="roles"
        label={t('admin.roles')}
        rules={[{ required: true }]}
        extra={<AreasOf roles={chosenRoles} />}
      >
        <Select mode="multiple" options={roleOptions} />
      </Form.Item>
      <Form.Item name="departmentId" label={t('division.department')} extra={t('division.departmentHint')}>
        <Select options={departments} disabled={!wholeWorkspace && departments.length <= 1} />
      </Form.Item>
    </FormDialog>
  );
}
