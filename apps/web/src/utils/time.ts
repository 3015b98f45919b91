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
