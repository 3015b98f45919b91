import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../../../api/material';

/**
 * Text materials of one subtype (comment, private message) whose texts a task
 * uses beside the typed ones (spec 3: materials of subtype comment / private message).
 */
export function TextMaterialsField({
  subtype,
  name = 'materialIds',
  single = false,
  label = 'tasks.field.textMaterials',
  hint = 'tasks.hint.textMaterials',
}: {
  subtype: 'comment' | 'message';
  /** The form field; `single` picks one material instead of several (a reply, an auto-reply rule). */
  name?: string;
  single?: boolean;
  label?: string;
  hint?: string | null;
}) {
  const { t } = useTranslation();
  const materials = useQuery({
    queryKey: ['materials', 'text', subtype, 'all'],
    queryFn: () => materialsApi.all({ type: 'text', subtype }),
    staleTime: 30_000,
  });
  return (
    <Form.Item name={name} label={t(label)} extra={hint ? t(hint) : undefined}>
      <Select
        mode={single ? undefined : 'multiple'}
        allowClear
        loading={materials.isLoading}
        placeholder={t('tasks.placeholder.textMaterials')}
        optionFilterProp="label"
        notFoundContent={t('tasks.picker.noMaterials')}
        options={(materials.data ?? []).map((m) => ({
          value: m.id,
          label: `${m.name}: ${(m.text ?? '').slice(0, 60)}`,
        }))}
      />
    </Form.Item>
  );
}
