import type { FieldError } from '@reelfleet/contract';
import type { FormInstance, Rule, RuleObject } from 'antd/es/form';
import { ApiError } from '../api/request';

/**
 * The form helpers that need neither zod nor the contract's message catalogue, so a screen can
 * use them without carrying either on its first load (the login page). formRules.ts re-exports them.
 */

/** A checkbox that must be ticked (an age confirmation, an agreement). */
export function checkedRule(message: string): Rule {
  return {
    validator: async (_rule, value) => {
      if (value !== true) throw new Error(message);
    },
  };
}

/**
 * A rule whose check is loaded on first use (a contract schema rule from a chunk of its own):
 * the field answers exactly as the loaded rule does, once it has arrived.
 */
export function deferredRule(load: () => Promise<Rule>): RuleObject {
  return {
    validator: async (rule, value, callback) => {
      const loaded = await load();
      if (typeof loaded === 'function') throw new Error('deferredRule: a rule object, not a rule render');
      return loaded.validator?.(rule, value, callback);
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
 * Puts the server's field errors next to the form's fields (an antd form's or a PlainForm's). Returns false when
 * none of them names a field of this form, so the caller shows the message.
 */
export function showServerFieldErrors(
  form: FormInstance | { setFields(fields: { name: string; errors: string[] }[]): void },
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
