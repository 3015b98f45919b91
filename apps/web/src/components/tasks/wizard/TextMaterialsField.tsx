import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../../../api/material';

/**
 * Text materials of one subtype (comment, private message) whose texts a task
 * uses beside the typed ones (spec 3: materials of subtype comment / private message).
 */
export function TextMaterialsField({ subtype }: { subtype: 'comment' | 'message' }) {
  const { t } = useTranslation();
  const materials = useQuery({
    queryKey: ['materials', 'text', subtype, 'all'],
    queryFn: () => materialsApi.all({ type: 'text', subtype }),
    staleTime: 30_000,
  });
  return (
    <Form.Item
      name="materialIds"
      label={t('tasks.field.textMaterials')}
      extra={t('tasks.hint.textMaterials')}
    >
      <Select
        mode="multiple"
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
