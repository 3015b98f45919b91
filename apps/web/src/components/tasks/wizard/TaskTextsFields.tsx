import type { TFunction } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/useTranslation';
import type { SchemaLike } from '../../../utils/formRules';
import { NumberRow, numberLines } from './SettingsFields';
import { TextMaterialsField } from './TextMaterialsField';
import { TextsField } from './TextsField';
import { textsOf } from './texts';
import type { VideoTaskExtra } from './VideoTaskWizard';

/** What the texts field says when neither texts nor materials are given (the server says the same). */
const TEXTS_REQUIRED = {
  comment: 'task.commentsNeedTexts',
  message: 'task.messageTextsRequired',
} as const;

/**
 * What a comment or message task sends: texts typed one a line, or text
 * materials of that subtype (either is enough); `schema` is the body's texts.
 */
export function TaskTextsFields({ subtype, schema }: { subtype: 'comment' | 'message'; schema: SchemaLike }) {
  const { t } = useTranslation();
  return (
    <>
      <TextsField
        name="texts"
        label={`tasks.field.${subtype}Texts`}
        extra={t(`tasks.hint.${subtype}Texts`)}
        placeholder={t(`tasks.placeholder.${subtype}Texts`)}
        schema={schema}
        requiredKey={TEXTS_REQUIRED[subtype]}
        unlessField="materialIds"
      />
      <TextMaterialsField subtype={subtype} />
    </>
  );
}

/** How many texts a TaskTextsFields holds, typed and materials, for the confirmation. */
const taskTextsCount = (v: Record<string, unknown>) =>
  textsOf(v.texts).length + ((v.materialIds as unknown[] | undefined)?.length ?? 0);

/**
 * A comment or message kind's own settings: its texts (TaskTextsFields, sent one a line) first,
 * then the kind's `more` number fields and others, in the form as in the confirm step.
 */
export function withTaskTexts(
  t: TFunction,
  subtype: 'comment' | 'message',
  schema: SchemaLike,
  { initial, numbers = [], content, confirm }: Omit<VideoTaskExtra, 'body'>,
): VideoTaskExtra {
  return {
    initial: { texts: '', materialIds: [], ...initial },
    content: (
      <>
        <TaskTextsFields subtype={subtype} schema={schema} />
        <NumberRow fields={numbers} />
        {content}
      </>
    ),
    body: (v) => ({ texts: textsOf(v.texts) }),
    confirm: (v) => [
      { key: 'texts', label: t(`tasks.field.${subtype}Texts`), children: taskTextsCount(v) },
      ...numberLines(t, numbers, v),
      ...(confirm?.(v) ?? []),
    ],
  };
}
