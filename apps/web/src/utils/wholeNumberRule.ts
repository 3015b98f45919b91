import { type Lang, translate } from '@reelfleet/contract';
import type { Rule } from 'antd/es/form';

// Apart from formRules.ts: most screens with a number box load formRules for other fields, and
// the heaviest task wizard route has no room to spare (issue 10's 350 KB).
/**
 * A number box's rule: a whole number within `min`..`max` (either may be unset), and with
 * `required` not empty, said with the field's label. The box keeps what was typed (NumberInput): a
 * value out of range is refused here, never changed into one the user did not type.
 */
export function wholeNumberRule(
  field: string,
  lang: Lang,
  { min, max, required = false }: { min?: number; max?: number; required?: boolean },
): Rule {
  const refuse = (key: string, params?: object) => {
    throw new Error(translate(key, lang, { field, ...params }));
  };
  return {
    required,
    validator: async (_rule, value: number | null | undefined) => {
      if (value === null || value === undefined) return required ? refuse('validation.required') : undefined;
      if (!Number.isInteger(value)) refuse('validation.integer');
      if (min !== undefined && value < min) refuse('validation.tooSmall', { min });
      if (max !== undefined && value > max) refuse('validation.tooBig', { max });
    },
  };
}
