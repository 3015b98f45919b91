import { MATERIAL_TEXT_MAX, type MaterialItem } from '@reelfleet/contract';
import { Form } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { materialsApi } from '../../api/material';
import { label } from '../../components/fleet/format';
import FormDialog, { type EditDialogProps } from '../../components/list/FormDialog';
import { useTranslation } from '../../i18n/useTranslation';
import EmojiPicker from './EmojiPicker';
import MaterialFields, { labelOf, type MaterialFieldValues } from './MaterialFields';

type Values = MaterialFieldValues & { text?: string };

/** Edits a material's name, subtype, label, description (and a text material's text). */
export default function MaterialEditDialog({
  material,
  ...dialog
}: EditDialogProps<'material', MaterialItem>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const isText = material?.type === 'text';

  const save = async (values: Values) => {
    if (!material) return;
    await materialsApi.update(
      {
        id: material.id,
        name: values.name,
        subtype: values.subtype!,
        description: values.description ?? '',
        ...(isText ? { text: values.text } : {}),
        ...labelOf(values),
      },
      { silent: true },
    );
  };

  return (
    <FormDialog<Values>
      open={material !== null}
      {...dialog}
      form={form}
      title={t('material.editTitle')}
      submit={save}
      savedText={label('common.updateSuccess')}
      width={600}
      fields={['name', 'subtype', 'labelName', 'labelId', 'description', 'text']}
      initialValues={
        material
          ? {
              name: material.name,
              subtype: material.subtype,
              tagMode: 'id',
              labelId: material.labelId ?? undefined,
              description: material.description,
              text: material.text ?? undefined,
            }
          : undefined
      }
    >
      <MaterialFields form={form} />
      {isText && (
        <Form.Item
          label={t('material.text')}
          required
          extra={
            <EmojiPicker
              onPick={(e) => form.setFieldValue('text', `${form.getFieldValue('text') ?? ''}${e}`)}
            />
          }
        >
          <Form.Item
            name="text"
            noStyle
            rules={[{ required: true, whitespace: true, message: label('material.textRequired') }]}
          >
            <TextArea rows={3} maxLength={MATERIAL_TEXT_MAX} aria-label={t('material.text')} />
          </Form.Item>
        </Form.Item>
      )}
    </FormDialog>
  );
}
