import { Form, Select } from 'antd';
import { serviceApi } from '../../api/service';
import { NONE } from '../../components/fleet/pickers';
import FormDialog from '../../components/list/FormDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

/** Assigns the conversations `ids` to a staff member (or to nobody); `onAssigned` once done. */
export default function AssignDialog({
  ids,
  staffChoices,
  staffLoading,
  onClose,
  onAssigned,
}: {
  ids: number[] | null;
  staffChoices: { value: number | string; label: string }[];
  staffLoading: boolean;
  onClose: () => void;
  onAssigned: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (
    <FormDialog<{ staffId: number | typeof NONE }>
      open={ids !== null}
      title={t('service.assignTitle', { count: ids?.length ?? 0 })}
      fields={['staffId']}
      onClose={onClose}
      submit={async (v) => {
        const r = await serviceApi.assign({
          conversationIds: ids ?? [],
          staffId: v.staffId === NONE ? null : v.staffId,
        });
        void message.success(t('service.assigned', { count: r.assigned }));
        await onAssigned();
      }}
    >
      <Form.Item name="staffId" label={t('service.staff')} rules={[{ required: true }]}>
        <Select loading={staffLoading} options={staffChoices} />
      </Form.Item>
    </FormDialog>
  );
}
