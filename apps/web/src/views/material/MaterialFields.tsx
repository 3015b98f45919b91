import {
  MATERIAL_SUBTYPE_LABELS,
  MATERIAL_SUBTYPES,
  MATERIAL_TAG_MODES,
  type MaterialSubtype,
  type MaterialTagMode,
  TAG_NAME_MAX,
} from '@reelfleet/contract';
import { Form, type FormInstance, Segmented, Select } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { label } from '../../components/fleet/format';
import { TagSelect } from '../../components/fleet/pickers';
import { useTranslation } from '../../i18n/useTranslation';

/** The fields every material form has: name, subtype, label (by name or by id) and description. */
export interface MaterialFieldValues {
  name: string;
  subtype?: MaterialSubtype;
  tagMode: MaterialTagMode;
  labelName?: string;
  labelId?: number | null;
  description?: string;
}

/**
 * Name, subtype, the tag-mode switch and the label of that mode (spec 5: only
 * one is validated; changing the subtype clears the label id), description.
 * `nameOptional` for uploads, where the file's name is the default.
 */
export default function MaterialFields<V extends MaterialFieldValues>({
  form,
  nameOptional = false,
}: {
  form: FormInstance<V>;
  nameOptional?: boolean;
}) {
  const { t } = useTranslation();
  const mode = (Form.useWatch('tagMode', form) as MaterialTagMode | undefined) ?? 'id';
  return (
    <>
      <Form.Item
        name="name"
        label={t('material.name')}
        extra={nameOptional ? t('material.nameFromFile') : undefined}
        rules={
          nameOptional ? [] : [{ required: true, whitespace: true, message: label('material.nameRequired') }]
        }
      >
        <Input maxLength={60} aria-label={t('material.name')} />
      </Form.Item>
      <Form.Item
        name="subtype"
        label={t('material.subtype')}
        rules={[{ required: true, message: label('material.subtypeRequired') }]}
      >
        <Select
          aria-label={t('material.subtype')}
          options={MATERIAL_SUBTYPES.map((s) => ({ value: s, label: label(MATERIAL_SUBTYPE_LABELS[s]) }))}
          // Spec 5: changing the subtype clears the label id.
          onChange={() => form.setFieldValue('labelId' as never, undefined as never)}
        />
      </Form.Item>
      <Form.Item name="tagMode" label={t('material.tagMode')}>
        <Segmented
          options={MATERIAL_TAG_MODES.map((m) => ({ value: m, label: t(`material.tagModes.${m}`) }))}
        />
      </Form.Item>
      {mode === 'name' ? (
        <Form.Item
          name="labelName"
          label={t('material.label')}
          rules={[{ required: true, whitespace: true, message: label('material.labelNameRequired') }]}
        >
          <Input
            maxLength={TAG_NAME_MAX}
            placeholder={t('material.labelNameHint')}
            aria-label={t('material.label')}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="labelId"
          label={t('material.label')}
          rules={[{ required: true, message: label('material.labelIdRequired') }]}
        >
          <TagSelect kind="material" aria-label={t('material.label')} />
        </Form.Item>
      )}
      <Form.Item name="description" label={t('material.description')}>
        <TextArea rows={2} maxLength={500} aria-label={t('material.description')} />
      </Form.Item>
    </>
  );
}

/** Only the label field of the chosen mode is sent. */
export function labelOf(values: MaterialFieldValues) {
  return values.tagMode === 'name'
    ? { tagMode: 'name' as const, labelName: values.labelName?.trim() }
    : { tagMode: 'id' as const, labelId: values.labelId ?? undefined };
}
