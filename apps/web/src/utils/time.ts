/** Time-ago of spec 9: minutes under 1 hour, hours under 1 day, then days. */
export type TimeAgoUnit = 'minute' | 'hour' | 'day';

export interface TimeAgo {
  unit: TimeAgoUnit;
  value: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toMs(time: Date | string | number): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time < 1e12 ? time * 1000 : time; // seconds or ms
  return Date.parse(time);
}

/** How long ago `time` was, relative to `now`; a time in the future counts as 0 minutes. */
export function timeAgo(time: Date | string | number, now: number = Date.now()): TimeAgo {
  const elapsed = Math.max(0, now - toMs(time));
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  return { unit: 'day', value: Math.floor(elapsed / DAY) };
}

type Translate = (key: string, options: { count: number }) => string;

/** Renders a time-ago with the i18n keys time.justNow, time.minutesAgo, time.hoursAgo, time.daysAgo. */
export function formatTimeAgo(time: Date | string | number, t: Translate, now: number = Date.now()): string {
  const { unit, value } = timeAgo(time, now);
  if (unit === 'minute' && value === 0) return t('time.justNow', { count: 0 });
  const key = unit === 'minute' ? 'time.minutesAgo' : unit === 'hour' ? 'time.hoursAgo' : 'time.daysAgo';
  return t(key, { count: value });
}

/**
 * The browser's time zone at `at` (now by default) as its UTC offset and IANA name,
 * "UTC+08:00 (Asia/Shanghai)": what a time picker and a scheduled time are read in.
 */
export function timeZoneLabel(at: Date = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return name ? `${offset} (${name})` : offset;
}

/** An ISO time in local time, minutes precision, with its zone: "2026-12-07 10:00 UTC+08:00 (Asia/Shanghai)". */
export function formatWithZone(value: string | Date): string {
  const at = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${day} ${pad(at.getHours())}:${pad(at.getMinutes())} ${timeZoneLabel(at)}`;
}
