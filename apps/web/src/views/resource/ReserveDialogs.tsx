import { accountResourceAddBody } from '@reelfleet/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountResourcesApi } from '../../api/resource';
import { label } from '../../components/fleet/format';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import FormDialog, { type DialogProps } from '../../components/list/FormDialog';
import SchemaField from '../../components/SchemaField';
import { useFeedback } from '../../utils/feedback';

type AddValues = { account?: string; password?: string; labelId: OrNone<number> };

/** Adds one reserve account by hand (its password stored sealed, never shown again). */
export function ReserveAddDialog({ open, onClose, onSaved }: DialogProps<'onSaved'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const shape = accountResourceAddBody.shape;
  const save = async (v: AddValues) => {
    await accountResourcesApi.add(
      {
        account: v.account?.trim() ?? '',
        password: v.password?.trim() ?? '',
        labelId: noneToNull(v.labelId) ?? null,
      },
      { silent: true },
    );
    void message.success(label('common.addSuccess'));
    onSaved();
  };
  return (
    <FormDialog<AddValues>
      open={open}
      title={t('resources.reserve.addTitle')}
      submit={save}
      onClose={onClose}
      fields={['account', 'password', 'labelId']}
      initialValues={{ labelId: NONE }}
    >
      <SchemaField name="account" label={t('resources.reserve.account')} schema={shape.account}>
        <Input autoComplete="off" />
      </SchemaField>
      <SchemaField name="password" label={t('accounts.password')} schema={shape.password}>
        <Input.Password autoComplete="new-password" />
      </SchemaField>
      <Form.Item name="labelId" label={t('resources.reserve.tag')}>
        <TagSelect
          kind="accountResource"
          withNone
          allowClear={false}
          aria-label={t('resources.reserve.tag')}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** "Move to account list": the selected reserve accounts join the fleet, with a fleet account tag if chosen. */
export function ReserveMoveDialog({
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
