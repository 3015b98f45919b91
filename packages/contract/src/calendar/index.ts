import { z } from 'zod';
import { entityId, isoTime } from '../common/query.ts';
import { JOB_STATUSES } from '../tasks/constants.ts';
import { TASK_STATUSES } from '../tasks/enums.ts';
import { TASK_SUBTYPES } from '../tasks/kinds.ts';

/** The longest range one calendar call covers: a month view's six weeks. */
export const CALENDAR_RANGE_DAYS_MAX = 42;
const DAY_MS = 86_400_000;

/**
 * `GET /task/calendar?from&to`: what is scheduled or happened in [from, to).
 * `to` must follow `from` by at most CALENDAR_RANGE_DAYS_MAX days.
 */
export const calendarQuery = z.strictObject({ from: isoTime, to: isoTime }).check((ctx) => {
  const from = Date.parse(ctx.value.from);
  const to = Date.parse(ctx.value.to);
  if (to <= from) {
    ctx.issues.push({ code: 'custom', message: 'calendar.rangeOrder', input: ctx.value.to, path: ['to'] });
  } else if (to - from > CALENDAR_RANGE_DAYS_MAX * DAY_MS) {
    ctx.issues.push({
      code: 'custom',
      message: 'calendar.rangeTooLong',
      input: ctx.value.to,
      path: ['to'],
      max: CALENDAR_RANGE_DAYS_MAX,
    });
  }
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** What a calendar entry is: a post planned for a time, a task a recurring job made, a device rental's end. */
export const CALENDAR_KINDS = ['post', 'run', 'rental'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const calendarItem = z.object({
  kind: z.enum(CALENDAR_KINDS),
  /** The task's id (post, run) or the device's (rental). */
  id: z.number().int(),
  /** The task's number (opens its details); null for a rental. */
  logId: z.string().nullable(),
  /** The task's or the device's name. */
  title: z.string(),
  subtype: z.enum(TASK_SUBTYPES).nullable(),
  /** When: the post's publish time, the run's creation, the rental's end. */
  at: z.string(),
  /** The task's status (a rental has none). */
  status: z.enum(TASK_STATUSES).nullable(),
  /** The job a run came from. */
  jobId: z.number().int().nullable(),
  /** A post that has not started: it may be moved to another time. */
  movable: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItem>;

/** A recurring job: the console lays its coming runs out from `nextRunTime` every `everyMinutes`. */
export const calendarJob = z.object({
  id: z.number().int(),
  name: z.string(),
  subtype: z.enum(TASK_SUBTYPES),
  everyMinutes: z.number().int(),
  status: z.enum(JOB_STATUSES),
  nextRunTime: z.string(),
});
export type CalendarJob = z.infer<typeof calendarJob>;

export const calendarRange = z.object({
  items: z.array(calendarItem),
  /** Jobs with runs to come in the range (active, next run before `to`). */
  jobs: z.array(calendarJob),
  /** More runs happened in the range than one answer lists (the first ones are listed). */
  runsCapped: z.boolean(),
  /** The simulated now: what is before it is past. */
  now: z.string(),
});
export type CalendarRange = z.infer<typeof calendarRange>;

/** Moving a scheduled post (quote first, then the move with its Quote-Id). */
export const rescheduleBody = z.strictObject({ id: entityId, publishAt: isoTime });
export type RescheduleBody = z.infer<typeof rescheduleBody>;
