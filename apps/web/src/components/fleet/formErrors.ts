import { formatIssues, type Lang } from '@reelfleet/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { z } from 'zod';
import { ApiError } from '../../api/request';
import { showError } from '../../utils/feedback';
import { showServerFieldErrors } from '../../views/login/formRules';

/**
 * For calls made with `{ silent: true }` from a form: the server's field errors
 * go next to their fields; anything else is shown as the request layer would.
 */
export function reportFormError(form: FormInstance, error: unknown, fields: readonly string[]): void {
  if (showServerFieldErrors(form, error, fields)) return;
  if (error instanceof ApiError && error.kind === 'business') showError(error.message || 'Error', 5);
}

/** Like zodRule, for a field that may be left empty (then it is not sent and not checked). */
export function optionalZodRule(field: string, schema: z.ZodType, lang: Lang): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value.trim()) return;
      const result = z.object({ [field]: schema }).safeParse({ [field]: value.trim() });
      if (!result.success) throw new Error(formatIssues(result.error.issues, lang)[0]?.message);
    },
  };
}
