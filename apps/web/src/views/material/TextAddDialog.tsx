import { MATERIAL_TEXT_LINES_MAX, materialLines } from '@reelfleet/contract';
import { Flex, Form } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import TextArea from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { materialsApi } from '../../api/material';
import { label } from '../../components/fleet/format';
import FormDialog, { type DialogProps } from '../../components/list/FormDialog';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import EmojiPicker from './EmojiPicker';
import MaterialFields, { labelOf, type MaterialFieldValues } from './MaterialFields';

type Values = MaterialFieldValues & { texts: string };

/** Adds text materials as a batch: one material a non-empty line, emoji inserted where the cursor is. */
export default function TextAddDialog({ open, onClose, onAdded }: DialogProps<'onAdded'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const area = useRef<TextAreaRef>(null);
  const texts = Form.useWatch('texts', form) ?? '';
  const lines = materialLines(texts).length;

  const insert = (emoji: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const current: string = form.getFieldValue('texts') ?? '';
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    form.setFieldValue('texts', current.slice(0, start) + emoji + current.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const save = async (values: Values) => {
    const result = await materialsApi.add(
      {
        name: values.name,
        subtype: values.subtype!,
        description: values.description,
        texts: values.texts,
        ...labelOf(values),
      },
      { silent: true },
    );
    void message.success(t('material.added', { count: result.added }));
    onAdded();
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      keepInput
      title={t('material.addText')}
      submit={save}
      onClose={onClose}
      width={640}
      fields={['name', 'subtype', 'labelName', 'labelId', 'description', 'texts']}
      initialValues={{ tagMode: 'id', subtype: 'comment' }}
    >
      <MaterialFields form={form} />
      <Form.Item
        label={t('material.texts')}
        required
        extra={
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Text type="secondary" data-testid="material-line-count">
              {t('material.textsHint', { count: lines, max: MATERIAL_TEXT_LINES_MAX })}
            </Text>
            <EmojiPicker onPick={insert} />
          </Flex>
        }
      >
        <Form.Item
          name="texts"
          noStyle
          rules={[
            {
              validator: async (_rule, value?: string) => {
                if (!value?.trim()) throw new Error(label('material.textRequired'));
              },
            },
          ]}
        >
          <TextArea ref={area} rows={6} aria-label={t('material.texts')} />
        </Form.Item>
      </Form.Item>
    </FormDialog>
  );
}
