import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetTagKind } from '../../api/tags';
import { label } from './format';
import { TagSelect } from './pickers';

interface Props {
  kind: FleetTagKind;
  open: boolean;
  /** How many rows get the tag. */
  count: number;
  onClose: () => void;
  /** Resolves when saved; the dialog closes then. Null removes the tag. */
  onSubmit: (labelId: number | null) => Promise<unknown>;
}

type Values = { mode: 'set' | 'clear'; labelId?: number };

/** Gives the selected rows one tag of their kind, or takes their tag away. */
export default function TagAssignDialog({ kind, open, count, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const [saving, setSaving] = useState(false);

  const save = async ({ mode, labelId }: Values) => {
    setSaving(true);
    try {
      await onSubmit(mode === 'clear' ? null : (labelId ?? null));
      onClose();
    } catch {
      // The request layer showed the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('tags.assignTitle', { count })}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values>
        name="tagAssign"
        form={form}
        layout="vertical"
        initialValues={{ mode: 'set' }}
        onFinish={save}
        requiredMark={false}
      >
        <Form.Item name="mode">
          <Radio.Group
            options={[
              { value: 'set', label: t('tags.assignSet') },
              { value: 'clear', label: t('tags.assignClear') },
            ]}
          />
        </Form.Item>
        {mode !== 'clear' && (
          <Form.Item
            name="labelId"
            label={t('tags.tag')}
            rules={[{ required: true, message: label('validation.tagEmpty') }]}
          >
            <TagSelect kind={kind} placeholder={t('tags.choose')} aria-label={t('tags.tag')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
