import { formatIssues, type MessageKey, translate } from '@reelfleet/contract';
import { Form } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { type SchemaLike, schemaOf } from '../../../utils/formRules';
import { textsOf } from './texts';

/**
 * Texts typed one a line (comments, private messages), checked line by line
 * with the contract's schema of the list; none at all says `requiredKey`.
 */
export function TextsField({
  name,
  label,
  extra,
  placeholder,
  schema,
  requiredKey,
  unlessField,
}: {
  name: string;
  label: string;
  extra: string;
  placeholder: string;
  schema: SchemaLike;
  requiredKey: MessageKey;
  /** A list field that, when not empty, makes typed texts optional (text materials chosen). */
  unlessField?: string;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Form.Item
      name={name}
      label={t(label)}
      extra={extra}
      dependencies={unlessField ? [unlessField] : undefined}
      rules={[
        ({ getFieldValue }) => ({
          validator: async (_r, text: string | undefined) => {
            const lines = textsOf(text);
            const other = unlessField
              ? ((getFieldValue(unlessField) as unknown[] | undefined)?.length ?? 0)
              : 0;
            if (lines.length === 0 && other > 0) return;
            if (lines.length === 0) throw new Error(translate(requiredKey, lang));
            const parsed = (await schemaOf(schema)).safeParse(lines);
            if (!parsed.success) {
              const issue = parsed.error.issues[0]!;
              const line =
                typeof issue.path[0] === 'number' ? `${t('tasks.line', { n: issue.path[0] + 1 })}: ` : '';
              throw new Error(line + (formatIssues([issue], lang)[0]?.message ?? ''));
            }
          },
        }),
      ]}
    >
      <TextArea rows={4} placeholder={placeholder} />
    </Form.Item>
  );
}
