import type { FormInstance } from 'antd';
import { ApiError } from '../../api/request';
import { showError } from '../../utils/feedback';
import { serverFieldErrors, showServerFieldErrors } from '../../utils/formRules';

/** A refusal that names no field of the form: the message, and the further problems it listed. */
export interface FormFailure {
  title: string;
  lines: string[];
}

/**
 * For calls made with `{ silent: true }` from a form: the server's field errors
 * go next to their fields (null then); a business refusal naming none of them
 * is returned for the form to show; anything else was reported by the request layer.
 */
export function formFailure(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): FormFailure | null {
  if (showServerFieldErrors(form, error, fields)) return null;
  if (!(error instanceof ApiError) || error.kind !== 'business') return null;
  const lines = serverFieldErrors(error)
    .map((e) => e.message)
    .filter((m) => m !== error.message);
  return { title: error.message || 'Error', lines };
}

/** Like formFailure, for a form outside a dialog: the refusal is shown as a toast. */
export function reportFormError(form: FormInstance, error: unknown, fields: readonly string[]): void {
  const failure = formFailure(form, error, fields);
  if (failure) showError(failure.title, 5);
}
