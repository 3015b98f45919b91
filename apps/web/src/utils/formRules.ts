import {
  type FieldError,
  formatIssues,
  type Lang,
  PARSE_REPORTING_INPUT,
  type SelectionWhat,
  translate,
} from '@reelfleet/contract';
import type { FormInstance, Rule } from 'antd/es/form';
import { z } from 'zod';
import { ApiError } from '../api/request';

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

/** A choice that must be made ("Please select devices first"); `many`: at least one of a list. */
export function choiceRule(what: SelectionWhat, lang: Lang, many = false): Rule {
  const message = translate('common.selectionRequired', lang, { what });
  return many ? { required: true, type: 'array', min: 1, message } : { required: true, message };
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

/** A checkbox that must be ticked (an age confirmation, an agreement). */
export function checkedRule(message: string): Rule {
  return {
    validator: async (_rule, value) => {
      if (value !== true) throw new Error(message);
    },
  };
}

/**
 * The field errors of a rejected request: `data.errors` of a validation answer,
 * or the one `data.field` of a rule the server checked itself (wrong captcha,
 * taken username, wrong current password).
 */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return [];
  const data = error.data as { errors?: unknown; field?: unknown };
  if (Array.isArray(data.errors)) {
    return data.errors.filter(
      (e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string',
    );
  }
  if (typeof data.field === 'string') return [{ field: data.field, message: error.message }];
  return [];
}

/**
 * Puts the server's field errors next to the form's fields. Returns false when
 * none of them names a field of this form, so the caller shows the message.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): boolean {
  const errors = serverFieldErrors(error).filter((e) => fields.includes(e.field));
  if (errors.length === 0) return false;
  const byField = new Map<string, string[]>();
  for (const e of errors) byField.set(e.field, [...(byField.get(e.field) ?? []), e.message]);
  form.setFields([...byField].map(([name, messages]) => ({ name, errors: messages })));
  return true;
}

/**
 * Spec 5: the username is ASCII only; anything else is dropped as it is typed
 * (spaces too: the server accepts printable ASCII without spaces).
 */
export function stripNonAscii(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[^!-~]/g, '') : '';
}
