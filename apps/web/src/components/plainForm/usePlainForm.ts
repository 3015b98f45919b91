import type { RuleObject } from 'antd/es/form';
import { useReducer, useRef } from 'react';

type Values = Record<string, unknown>;

/** A field's errors under its rules: antd's validator rules (the contract's rules are), every one run. */
async function errorsOf(rules: readonly RuleObject[], value: unknown): Promise<string[]> {
  const errors: string[] = [];
  for (const rule of rules) {
    if (!rule.validator) throw new Error('usePlainForm runs validator rules only');
    try {
      await rule.validator(rule, value, () => undefined);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return errors;
}

function createPlainForm<V extends Values>(initial: Partial<V>, rerender: () => void) {
  /** Each field's latest check: an older one that ends later is dropped. */
  const checks = new Map<string, number>();
  const nextCheck = (name: string) => {
    const id = (checks.get(name) ?? 0) + 1;
    checks.set(name, id);
    return id;
  };
  const form = {
    values: initial as Partial<V> & Values,
    errors: {} as Record<string, string[]>,
    /** The rules of the fields on screen, each as its PlainField last rendered them. */
    rules: new Map<string, { readonly current: readonly RuleObject[] }>(),
    setFieldValue(name: string, value: unknown) {
      nextCheck(name);
      form.values = { ...form.values, [name]: value };
      form.errors = { ...form.errors, [name]: [] };
      rerender();
    },
    setFields(fields: readonly { name: string; errors: string[] }[]) {
      for (const field of fields) {
        nextCheck(field.name);
        form.errors = { ...form.errors, [field.name]: field.errors };
      }
      rerender();
    },
    async check(name: string): Promise<string[]> {
      const id = nextCheck(name);
      const found = await errorsOf(form.rules.get(name)?.current ?? [], form.values[name]);
      if (checks.get(name) === id) {
        form.errors = { ...form.errors, [name]: found };
        rerender();
      }
      return found;
    },
    /** A value typed or picked: kept, then checked at once. */
    change(name: string, value: unknown) {
      form.values = { ...form.values, [name]: value };
      rerender();
      void form.check(name);
    },
    /** The values when every field on screen passes its rules, else null (the errors are shown). */
    async validate(): Promise<V | null> {
      const found = await Promise.all([...form.rules.keys()].map(form.check));
      return found.every((e) => e.length === 0) ? (form.values as V) : null;
    },
  };
  return form;
}

/**
 * The state of a PlainForm, one object for the form's life as antd's form instance is, kept as
 * antd's Form keeps it for the calls our screens make: a changed field is checked at once, a submit
 * checks every field on screen, setFieldValue clears the field's errors and setFields puts errors
 * (the server's) on fields.
 */
export function usePlainForm<V extends Values>(initial: Partial<V>) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const form = useRef<ReturnType<typeof createPlainForm<V>>>(null);
  form.current ??= createPlainForm(initial, rerender);
  return form.current;
}

export type PlainFormState = ReturnType<typeof createPlainForm>;
