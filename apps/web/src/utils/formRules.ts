import {
  formatIssues,
  type Lang,
  PARSE_REPORTING_INPUT,
  type SelectionWhat,
  translate,
} from '@reelfleet/contract';
import type { Rule } from 'antd/es/form';
import { z } from 'zod';

export {
  checkedRule,
  serverFieldErrors,
  showServerFieldErrors,
  stripNonAscii,
} from './formInput';

/**
 * An antd rule from a contract field schema: the form checks exactly what the
 * server checks, with the catalogue's message in the console's language.
 */
export function zodRule(field: string, schema: z.ZodType, lang: Lang): Rule {
  const shape = z.object({ [field]: schema });
  return {
    validator: async (_rule, value: unknown) => {
      const result = shape.safeParse({ [field]: value ?? undefined }, PARSE_REPORTING_INPUT);
      if (!result.success) throw new Error(formatIssues(result.error.issues, lang)[0]?.message);
    },
  };
}

/** Like zodRule, for a field that may be left empty (then it is not sent and not checked). */
export function optionalZodRule(field: string, schema: z.ZodType, lang: Lang): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value.trim()) return;
      const result = z
        .object({ [field]: schema })
        .safeParse({ [field]: value.trim() }, PARSE_REPORTING_INPUT);
      if (!result.success) throw new Error(formatIssues(result.error.issues, lang)[0]?.message);
    },
  };
}

/** A list field that must hold at least one value; `message` says so. */
export function nonEmptyListRule(message: string): Rule {
  return { required: true, type: 'array', min: 1, message };
}

/** A choice that must be made ("Please select devices first"); `many`: at least one of a list. */
export function choiceRule(what: SelectionWhat, lang: Lang, many = false): Rule {
  const message = translate('common.selectionRequired', lang, { what });
  return many ? nonEmptyListRule(message) : { required: true, message };
}

/** Spec 5 "Max time cannot be less than min time": a max field's rule against its min field. */
export function notBelowRule(minField: string, lang: Lang): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: number | null) => {
      const min = getFieldValue(minField) as number | null;
      if (value != null && min != null && value < min)
        throw new Error(translate('validation.maxBelowMin', lang));
    },
  });
}

/** A password typed again: required, and equal to the field `of`. */
export function confirmRules(of: string, lang: Lang): Rule[] {
  return [
    { required: true, message: translate('auth.confirmRequired', lang) },
    ({ getFieldValue }) => ({
      validator: async (_rule, value) => {
        if (value && value !== getFieldValue(of)) throw new Error(translate('auth.confirmMismatch', lang));
      },
    }),
  ];
}
