import type { TFunction } from '../../i18n/translate';

/**
 * A span of seconds in words: "3–8 s", or "5 s" when both ends are the same (never "0–0 s");
 * a dash when neither is a number (a form not yet filled).
 */
export function secondsText(t: TFunction, from: unknown, to: unknown): string {
  const min = typeof from === 'number' ? from : undefined;
  const max = typeof to === 'number' ? to : undefined;
  if (min === undefined && max === undefined) return '—';
  if (min === max || max === undefined) return t('tasks.secondsExact', { count: min });
  if (min === undefined) return t('tasks.secondsExact', { count: max });
  return t('tasks.secondsRange', { min, max });
}
