import { MAX_AT_USERS_PER_COMMENT } from '../common/constants.ts';
import type { MaintenanceAction } from './enums.ts';

// The limits and fixed choices of the task creation bodies (bodies.ts, acquisition.ts, schemas.ts),
// apart from the schemas so that the console reads them without loading zod.

export const TASK_NAME_MAX = 60;
export const THREAD_COUNT_MAX = 50;
export const SLEEP_SECONDS_MAX = 3600;
export const INTERVAL_MINUTES_MAX = 1440;
/** Targets (video ids or links) one video task (like, save) may carry. */
export const TASK_VALUES_MAX = 500;
/** Per-action count of a maintenance task, per account. */
export const MAINTENANCE_COUNT_MAX = 100;
export const COMMENT_TEXT_MAX = 150;
/** The header a task creation names its confirmed quote in (TaskQuote.quoteId). */
export const QUOTE_ID_HEADER = 'Quote-Id';
/** How long a quote's id binds its plan (wall time): a later submission is quoted again. */
export const QUOTE_TTL_MS = 5 * 60_000;
/** Most actions (steps) one task may plan. */
export const TASK_STEPS_MAX = 100_000;
/** logIds are digits only (spec 7 "numberId" looks a task up by it). */
export const LOG_ID_PATTERN = /^\d{6,24}$/;
/**
 * Digits of every task number the engine makes (the simulated clock's 13 milliseconds digits and 5
 * random ones): a list filter this long is a whole number, found by equality.
 */
export const LOG_ID_DIGITS = 18;
/** The task list's number filter: empty (no filter) or digits, a whole number or a part of one. */
export const NUMBER_FILTER_PATTERN = /^\d{0,24}$/;
export const VIDEO_ID_PATTERN = /^\d{19}$/;

export function videoIdOf(value: string): string | null {
  const bare = value.trim();
  if (VIDEO_ID_PATTERN.test(bare)) return bare;
  const m = /\/video\/(\d{19})(?:\D|$)/.exec(bare);
  return m ? m[1]! : null;
}

/** Views of each target video per account it is dealt to (the list is played this many rounds). */
export const VIEW_COUNT_MAX = 100;
/** Seconds one view watches: kept under the engine's action lease (5 simulated minutes). */
export const WATCH_SECONDS_MAX = 240;
/** The spec gives no figures: one view each, watched 10 to 30 seconds. */
export const VIEW_TASK_DEFAULTS = { viewCount: 1, watchMin: 10, watchMax: 30 } as const;
/** The maintenance body's count field of each action (bodies.ts makes its fields from these). */
export const MAINTENANCE_COUNT_FIELD = {
  play: 'viewCount',
  collect: 'saveCount',
  share: 'shareCount',
  like: 'likeCount',
  follow: 'followCount',
  comment: 'commentCount',
} as const satisfies Record<MaintenanceAction, `${string}Count`>;

/** Follows, and unfollows, one account may be given in a day (simulated; across its tasks). */
export const FOLLOW_DAILY_CAP = 150;
export const UNFOLLOW_DAILY_CAP = 150;
/** Messages one account may be given in a day. */
export const MESSAGE_DAILY_CAP = 100;
/** Users gathered from a search or comment areas (targetCount). */
export const TARGET_COUNT_MAX = 500;
export const MESSAGE_TEXT_MAX = 500;
/** Comments each account writes on each target video (commentCount). */
export const COMMENTS_PER_VIDEO_MAX = 10;

/**
 * Where the target users of a user task come from: listed users, a keyword
 * search, comment areas, the followers of listed bloggers, or the fans
 * collected into the workspace's library carrying fans tags (`fanLabelIds`,
 * docs/resources.md "Fans as targets").
 */
export const USER_SOURCES = ['users', 'search', 'comments', 'followers', 'fans'] as const;
export type UserSource = (typeof USER_SOURCES)[number];

/** A platform user: numeric id, @handle or a profile link (…/@handle). */
export function userRefOf(value: string): string | null {
  const text = value.trim();
  const link = /\/@([\w.]{2,64})(?:[/?#]|$)/.exec(text);
  if (link) return `@${link[1]}`;
  if (/^\d{6,24}$/.test(text)) return text;
  if (/^@?[\w.]{2,64}$/.test(text)) return text.startsWith('@') ? text : `@${text}`;
  return null;
}
/**
 * Spec 5: at most 3 @users per comment, with spaces around them (`hi @ann and @bo`,
 * not `hi@ann` or `@ann,`).
 */
export function atUsersProblem(text: string): 'task.tooManyAtUsers' | null {
  const mentions = text.match(/@[\w.]+/g) ?? [];
  if (mentions.length > MAX_AT_USERS_PER_COMMENT) return 'task.tooManyAtUsers';
  if (/\S@/.test(text) || /@[\w.]+[^\w.\s]/.test(text) || /@(\s|$)/.test(text)) return 'task.tooManyAtUsers';
  return null;
}

export const TASK_ITEM_STATES = ['pending', 'done', 'intercepted', 'cancelled'] as const;
export type TaskItemState = (typeof TASK_ITEM_STATES)[number];

export const JOB_STATUSES = ['active', 'paused'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_EVERY_MINUTES_MAX = 7 * 24 * 60;
