import type { MaterialSubtype, MaterialType } from '@reelfleet/contract';
import { useQueries } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { materialsApi } from '../../../api/material';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { choiceRule } from '../../../utils/formRules';

interface MaterialsFieldProps {
  /** The body field of the material ids. */
  name: string;
  /** The material types offered (ready ones). */
  types: readonly MaterialType[];
  /** Text materials of this subtype only. */
  subtype?: MaterialSubtype;
  label: string;
  extra?: string;
  placeholder?: string;
  /** One material instead of several. */
  single?: boolean;
  notFound?: string;
  /** At least one is needed (a source that says materials). */
  required?: boolean;
}

/** A multiple select of the workspace's ready materials of some types (texts shown with their first words). */
export function MaterialsField({
  name,
  types,
  subtype,
  label,
  extra,
  placeholder,
  notFound,
  required,
  single = false,
}: MaterialsFieldProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const lists = useQueries({
    queries: types.map((type) => ({
      queryKey: ['materials', type, subtype ?? 'any', 'all'],
      queryFn: () => materialsApi.all({ type, ...(subtype && { subtype }) }),
      staleTime: 30_000,
    })),
  });
  const options = lists
    .flatMap((l) => l.data ?? [])
    .map((m) => ({ value: m.id, label: m.text ? `${m.name}: ${m.text.slice(0, 60)}` : m.name }));
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={required ? [choiceRule('selection.materials', lang)] : []}
    >
      <Select
        mode={single ? undefined : 'multiple'}
        allowClear
        aria-label={label}
        loading={lists.some((l) => l.isLoading)}
        placeholder={placeholder}
        optionFilterProp="label"
        notFoundContent={notFound ?? t('tasks.picker.noMaterials')}
        options={options}
      />
    </Form.Item>
  );
}

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
  return (
    <MaterialsField
      name={name}
      single={single}
      types={['text']}
      subtype={subtype}
      label={t(label)}
      extra={hint ? t(hint) : undefined}
      placeholder={t('tasks.placeholder.textMaterials')}
    />
  );
}
