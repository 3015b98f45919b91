import type { TagAssignBody } from '@reelfleet/contract';
import { Form } from 'antd';
import { useState } from 'react';
import type { FleetTagKind } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import ChoiceField from '../ChoiceField';
import FormDialog from '../list/FormDialog';
import { label } from './format';
import { withNewTag } from './NewTag';
import { TagSelect } from './pickers';

export interface TagAssignProps {
  kind: FleetTagKind;
  /** The rows to tag; the dialog is open while this is not null. */
  ids: number[] | null;
  /** The kind's tag call (a null labelId removes the tag). */
  assign: (body: TagAssignBody) => Promise<unknown>;
  onClose: () => void;
  /** After the rows are tagged (the dialog has closed). */
  onTagged: () => void;
}

type Values = { mode: 'set' | 'clear'; labelId?: number };

/** Gives the selected rows one tag of their kind, or takes their tag away. */
export default function TagAssignDialog({ kind, ids, assign, onClose, onTagged }: TagAssignProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const [picking, setPicking] = useState(false);

  const save = async ({ mode, labelId }: Values) => {
    if (!ids) return;
    await assign({ ids, labelId: mode === 'clear' ? null : (labelId ?? null) });
    void message.success(label('tag.taggingSuccess'));
    onClose();
    onTagged();
  };

  return (
    <FormDialog<Values>
      open={ids !== null}
      form={form}
      title={t('tags.assignTitle', { count: ids?.length ?? 0 })}
      submit={save}
      onClose={onClose}
      fields={['labelId']}
      initialValues={{ mode: 'set' }}
    >
      <ChoiceField name="mode" choices={{ set: t('tags.assignSet'), clear: t('tags.assignClear') }} />
      {mode !== 'clear' && (
        <Form.Item
          name="labelId"
          label={t('tags.tag')}
          rules={[{ required: true, message: label('validation.tagEmpty') }]}
        >
          <TagSelect
            kind={kind}
            placeholder={t('tags.choose')}
            aria-label={t('tags.tag')}
            open={picking}
            onOpenChange={setPicking}
            popupRender={withNewTag({ kind, field: 'labelId', onMade: () => setPicking(false) })}
          />
        </Form.Item>
      )}
    </FormDialog>
  );
}
