import { Alert, Form } from 'antd';
import { accountResourcesApi } from '../../api/resource';
import { label } from '../../components/fleet/format';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import FormDialog from '../../components/list/FormDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

/** "Move to account list": the selected reserve accounts join the fleet, with a fleet account tag if chosen. */
export default function ReserveMoveDialog({
  ids,
  onClose,
  onMoved,
}: {
  ids: number[] | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const move = async (v: { accountLabelId?: OrNone<number> }) => {
    if (!ids) return;
    const accountLabelId = noneToNull(v.accountLabelId) ?? null;
    const result = await accountResourcesApi.move({ ids, accountLabelId });
    void message.success(label('resource.account.moveSuccess', { ...result }));
    onClose();
    onMoved();
  };
  return (
    <FormDialog<{ accountLabelId?: OrNone<number> }>
      open={ids !== null}
      title={t('resources.reserve.moveTitle', { count: ids?.length ?? 0 })}
      okText={t('resources.reserve.move')}
      submit={move}
      onClose={onClose}
      fields={['accountLabelId']}
      initialValues={{ accountLabelId: NONE }}
    >
      <Alert type="info" showIcon title={t('resources.reserve.moveHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="accountLabelId" label={t('resources.reserve.moveTag')}>
        <TagSelect kind="account" withNone allowClear={false} aria-label={t('resources.reserve.moveTag')} />
      </Form.Item>
    </FormDialog>
  );
}
