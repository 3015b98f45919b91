import { z } from 'zod';
import { notificationCount } from '../notifications/index.ts';
import { TASK_TYPES } from '../tasks/enums.ts';
import { taskLogLine, taskProgress } from '../tasks/schemas.ts';
import { PUSH_LISTS } from './constants.ts';

/**
 * Query of `GET /events`. `log` subscribes to the new lines of one task's log (the open task
 * dialog) after line `logAfter`; `lastEventId` stands in for the Last-Event-ID header (a stream
 * the console opens again itself, e.g. for another log, resumes from it).
 */
export const eventStreamQuery = z.strictObject({
  log: z
    .string()
    .regex(/^\d{1,32}$/, 'validation.invalid')
    .optional(),
  logAfter: z.coerce.number().int().min(0).optional(),
  lastEventId: z.string().max(40).optional(),
});
export type EventStreamQuery = z.infer<typeof eventStreamQuery>;

/** `task`: a task's state or progress moved (a state change carries an event id; progress none). */
export const pushTaskEvent = taskProgress.extend({ type: z.enum(TASK_TYPES) });
export type PushTaskEvent = z.infer<typeof pushTaskEvent>;

/** `log`: new lines of the subscribed task's log, oldest first. */
export const pushLogEvent = z.object({ logId: z.string(), lines: z.array(taskLogLine) });
export type PushLogEvent = z.infer<typeof pushLogEvent>;

/** `unread`: the caller's inbox counts, sent at open and whenever they change. */
export const pushUnreadEvent = notificationCount;
export type PushUnreadEvent = z.infer<typeof pushUnreadEvent>;

/** `invalidate`: lists that may have changed (no rows: the console reads them through its scoped API). */
export const pushInvalidateEvent = z.object({ lists: z.array(z.enum(PUSH_LISTS)) });
export type PushInvalidateEvent = z.infer<typeof pushInvalidateEvent>;
