import {
  formatIssues,
  type Lang,
  PARSE_REPORTING_INPUT,
  type SelectionWhat,
  translate,
} from '@reelfleet/contract';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

export {
  checkedRule,
  serverFieldErrors,
  showServerFieldErrors,
  stripNonAscii,
} from './formInput';

/**
 * A contract schema, or a function fetching it (with zod) the first time a field is checked, so a
 * screen whose rules are its only use of zod loads it when the user first types, not with its code.
 */
export type SchemaLike = z.ZodType | (() => Promise<z.ZodType>);

/** The schema itself, whether given or still to be fetched. */
export const schemaOf = async (schema: SchemaLike): Promise<z.ZodType> =>
  typeof schema === 'function' ? schema() : schema;

/**
 * An antd rule from a contract field schema: the form checks exactly what the
 * server checks, with the catalogue's message in the console's language.
 */
export function zodRule(field: string, schema: SchemaLike, lang: Lang): Rule {
  return {
    validator: async (_rule, value: unknown) =>
      fieldCheck(field, await schemaOf(schema), value ?? undefined, lang),
  };
}

/** Like zodRule, for a field that may be left empty (then it is not sent and not checked). */
export function optionalZodRule(field: string, schema: SchemaLike, lang: Lang): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value.trim()) return;
      fieldCheck(field, await schemaOf(schema), value.trim(), lang);
    },
  };
}

/**
 * Throws the first issue of `value` as the field `field` of a body: the issues' paths get the
 * field in front, so the message names it as the server's would. The schema parses the value
 * itself (not a one-field object built here), so this file loads no zod of its own.
 */
function fieldCheck(field: string, schema: z.ZodType, value: unknown, lang: Lang): void {
  const result = schema.safeParse(value, PARSE_REPORTING_INPUT);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] }));
  throw new Error(formatIssues(issues, lang)[0]?.message);
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
