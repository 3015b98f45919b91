import { z } from 'zod';
import { pageOf } from '../common/pagination.ts';
import { TASK_STATUSES } from '../tasks/enums.ts';
import { TASK_SUBTYPES } from '../tasks/kinds.ts';

/**
 * What the server records of an account beside its tasks (account_events):
 * a login with its follower count, a status, risk or type change, a profile
 * edit, a look at its fans.
 */
export const ACCOUNT_EVENT_KINDS = ['login', 'status', 'risk', 'type', 'profile', 'fansLook'] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/** One line of an account's history: it came in, a task worked on it, or one of the events. */
export const ACCOUNT_HISTORY_KINDS = ['created', 'task', ...ACCOUNT_EVENT_KINDS] as const;
export type AccountHistoryKind = (typeof ACCOUNT_HISTORY_KINDS)[number];

export const accountHistoryTask = z.object({
  id: z.number().int(),
  logId: z.string(),
  name: z.string(),
  subtype: z.enum(TASK_SUBTYPES),
  status: z.enum(TASK_STATUSES),
  /** This account's actions in the task, by outcome; `waiting` not yet ended. */
  success: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
});
export type AccountHistoryTask = z.infer<typeof accountHistoryTask>;

export const accountHistoryEntry = z.object({
  kind: z.enum(ACCOUNT_HISTORY_KINDS),
  at: z.string(),
  /** A `task` line's task (null when it was deleted since). */
  task: accountHistoryTask.nullable(),
  /**
   * The kind's details: `created` `{ registered }` (by a registration task), `login` `{ fans }`,
   * `status` / `risk` / `type` `{ to }`, `profile` `{ fields }`, `fansLook` `{ fans }`.
   */
  detail: z.record(z.string(), z.unknown()),
});
export type AccountHistoryEntry = z.infer<typeof accountHistoryEntry>;

/** `GET /account/info/history/:id`: newest first, paged. */
export const accountHistoryPage = pageOf(accountHistoryEntry);
export type AccountHistoryPage = z.infer<typeof accountHistoryPage>;
