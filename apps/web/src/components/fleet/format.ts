import { type MessageKey, translate } from '@reelfleet/contract';
import dayjs from 'dayjs';
import { currentLang } from '../../i18n';

/** A catalogue label (enum label keys of the contract) in the console's language. */
export function label(key: MessageKey, params?: Record<string, unknown>): string {
  return translate(key, currentLang(), params);
}

/** An ISO time in local time, minutes precision; a dash when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';
}

/** A dash for empty text, so a blank cell reads as "none", not as a rendering fault. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : '—';
}
