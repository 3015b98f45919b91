import type { Dayjs } from 'dayjs';

// Apart from filterFields.tsx, whose pickers bring antd's Select: a list filtered by days alone
// (the audit log) paints without the Select.

/** What a day-range filter holds. */
export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** Whole local days: the range's first day from 00:00, its last day to 23:59:59. */
export function dayRange(range: DayRange): [string | undefined, string | undefined] {
  return [range?.[0]?.startOf('day').toISOString(), range?.[1]?.endOf('day').toISOString()];
}

/** A day range as a list body's `<name>From` and `<name>To` (whole days, as dayRange). */
export function dayBounds<N extends string>(
  name: N,
  range: DayRange,
): Record<`${N}From` | `${N}To`, string | undefined> {
  const [from, to] = dayRange(range);
  return { [`${name}From`]: from, [`${name}To`]: to } as Record<`${N}From` | `${N}To`, string | undefined>;
}
