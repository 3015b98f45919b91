import type { CalendarItem, CalendarJob, CalendarRange } from '@reelfleet/contract';

export type CalendarView = 'month' | 'week';

/** Local midnight of `d`'s day. */
export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** `n` local days after `d` (calendar days: a DST change keeps midnight at midnight). */
export function addDays(d: Date, n: number): Date {
  return new Date(
    d.getFullYear(),
    d.getMonth(),
    d.getDate() + n,
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
  );
}

/** The Monday that starts `d`'s week (ISO weeks, in zh and en alike). */
export function startOfWeek(d: Date): Date {
  const day = startOfDay(d);
  return addDays(day, -((day.getDay() + 6) % 7));
}

/** The days a view shows around `anchor`: six whole weeks from the week of the month's 1st, or one week. */
export function viewDays(view: CalendarView, anchor: Date): Date[] {
  const first =
    view === 'month'
      ? startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1))
      : startOfWeek(anchor);
  return Array.from({ length: view === 'month' ? 42 : 7 }, (_, i) => addDays(first, i));
}

/** The anchor one view before (-1) or after (1). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  return view === 'month'
    ? new Date(anchor.getFullYear(), anchor.getMonth() + step, 1)
    : addDays(anchor, 7 * step);
}

export const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

/** A recurring job's line on one day: its runs that happened (tasks) and those still to come. */
export interface JobDay {
  jobId: number;
  name: string;
  subtype: CalendarJob['subtype'];
  /** The runs made that day (newest last), for their outcomes. */
  runs: CalendarItem[];
  /** Runs still to come that day, and the first one's time. */
  upcoming: number;
  firstAt: number | null;
}

export interface CalendarDay {
  /** Posts and rental ends, by time. */
  timed: CalendarItem[];
  jobs: JobDay[];
}

/** How many runs of a job every `periodMs` from `startMs` fall in [lo, hi), and the first. */
export function runsIn(
  startMs: number,
  periodMs: number,
  lo: number,
  hi: number,
): { count: number; first: number | null } {
  const from = Math.max(lo, startMs);
  if (from >= hi) return { count: 0, first: null };
  const k0 = Math.ceil((from - startMs) / periodMs);
  const k1 = Math.ceil((hi - startMs) / periodMs) - 1;
  const count = Math.max(0, k1 - k0 + 1);
  return { count, first: count > 0 ? startMs + k0 * periodMs : null };
}

/**
 * The range's items by local day: posts and rentals at their time, a job's
 * runs gathered into one line a day (a job every 5 minutes runs 288 times a
 * day), its coming runs counted from its next run on (after the simulated now).
 */
export function groupByDay(days: readonly Date[], data: CalendarRange | undefined): Map<string, CalendarDay> {
  const out = new Map<string, CalendarDay>(days.map((d) => [dayKey(d), { timed: [], jobs: [] }]));
  if (!data) return out;
  const names = new Map(data.jobs.map((j) => [j.id, j]));
  const jobLine = (day: CalendarDay, jobId: number, name: string, subtype: JobDay['subtype']): JobDay => {
    let line = day.jobs.find((j) => j.jobId === jobId);
    if (!line) {
      line = { jobId, name, subtype, runs: [], upcoming: 0, firstAt: null };
      day.jobs.push(line);
    }
    return line;
  };
  for (const item of data.items) {
    const day = out.get(dayKey(new Date(item.at)));
    if (!day) continue;
    if (item.kind === 'run' && item.jobId !== null) {
      const line = jobLine(day, item.jobId, names.get(item.jobId)?.name ?? item.title, item.subtype!);
      line.runs.push(item);
      line.firstAt ??= Date.parse(item.at);
    } else day.timed.push(item);
  }
  const now = Date.parse(data.now);
  for (const job of data.jobs) {
    const start = Date.parse(job.nextRunTime);
    for (const d of days) {
      const lo = Math.max(d.getTime(), now);
      const { count, first } = runsIn(start, job.everyMinutes * 60_000, lo, addDays(d, 1).getTime());
      if (count === 0) continue;
      const line = jobLine(out.get(dayKey(d))!, job.id, job.name, job.subtype);
      line.upcoming = count;
      if (line.firstAt === null || (first !== null && first < line.firstAt)) line.firstAt = first;
    }
  }
  return out;
}

/** The range a view asks the server for: [first day, the day after the last). */
export function viewRange(days: readonly Date[]): { from: string; to: string } {
  const last = days[days.length - 1]!;
  return { from: days[0]!.toISOString(), to: addDays(last, 1).toISOString() };
}

/** The time a post dropped on `day` (at `hour`, in the week view) is moved to: its minutes kept. */
export function dropTime(at: string, day: Date, hour?: number): Date {
  const was = new Date(at);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour ?? was.getHours(), was.getMinutes());
}

export const isPast = (at: string | number, nowMs: number) =>
  (typeof at === 'number' ? at : Date.parse(at)) < nowMs;
