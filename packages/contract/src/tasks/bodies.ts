import { z } from 'zod';
import { KEYWORDS_MAX, MAX_AT_USERS_PER_COMMENT } from '../common/constants.ts';
import { fieldsNamed } from '../common/fields.ts';
import { entityId, filledList, refField, requiredName } from '../common/query.ts';
import {
  COMMENT_TEXT_MAX,
  INTERVAL_MINUTES_MAX,
  MAINTENANCE_COUNT_FIELD,
  MAINTENANCE_COUNT_MAX,
  SLEEP_SECONDS_MAX,
  TASK_NAME_MAX,
  TASK_VALUES_MAX,
  THREAD_COUNT_MAX,
  VIEW_COUNT_MAX,
  VIEW_TASK_DEFAULTS,
  videoIdOf,
  WATCH_SECONDS_MAX,
} from './constants.ts';
import { TASK_MODES } from './enums.ts';

/** A task's name. */
export const taskName = requiredName(TASK_NAME_MAX);
const seconds = z.number().int().min(0).max(SLEEP_SECONDS_MAX);

/** Fields every task kind shares. Sleep is drawn per action between sleepMin and sleepMax seconds. */
export const taskCommonFields = {
  name: taskName,
  mode: z.enum(TASK_MODES).default('independent'),
  threadCount: z.number().int().min(1).max(THREAD_COUNT_MAX).default(5),
  intervalTime: z.number().int().min(0).max(INTERVAL_MINUTES_MAX).default(0),
  sleepMin: seconds.default(5),
  sleepMax: seconds.default(15),
};

/** Spec 5 "Max time cannot be less than min time" of a pair of seconds fields, reported on the max one. */
export function timesInOrder<Min extends string, Max extends string>(min: Min, max: Max) {
  return (body: Record<Min | Max, number>, ctx: z.core.$RefinementCtx) => {
    if (body[max] < body[min]) {
      ctx.addIssue({ code: 'custom', message: 'validation.maxBelowMin', path: [max], input: body[max] });
    }
  };
}
export const sleepInOrder = timesInOrder('sleepMin', 'sleepMax');

/**
 * Which accounts a task works on: those under the tags, or the accounts
 * chosen by id (in the account list, or imported by a TXT upload).
 */
export const taskAccountFields = {
  accountLabelIds: z.array(entityId).max(1000).optional(),
  accountIds: z.array(entityId).max(10_000).optional(),
};

/** At least one tag or one account, reported on accountLabelIds. */
export function accountsChosen(message: 'task.accountsRequired' | 'task.accountsChoiceRequired') {
  return (b: { accountLabelIds?: number[]; accountIds?: number[] }, ctx: z.core.$RefinementCtx) => {
    if ((b.accountLabelIds?.length ?? 0) + (b.accountIds?.length ?? 0) > 0) return;
    ctx.addIssue({ code: 'custom', message, path: ['accountLabelIds'], input: [] });
  };
}

/** A video link or a bare 19-digit id; the id is what is kept. */
export const videoRef = refField(videoIdOf, 'task.videoRefInvalid');

/**
 * A video task (`POST /tiktok/api/online/comment/like`, `.../comment/save`):
 * the chosen accounts act on every listed video (by mode).
 */
export const videoTaskBody = z
  .strictObject({
    ...taskCommonFields,
    ...taskAccountFields,
    values: filledList(videoRef, TASK_VALUES_MAX, 'task.valuesEmpty'),
  })
  .superRefine(sleepInOrder)
  .superRefine(accountsChosen('task.accountsChoiceRequired'));
export type VideoTaskBody = z.infer<typeof videoTaskBody>;

const watchSeconds = z.number().int().min(1).max(WATCH_SECONDS_MAX);

/**
 * `POST /tiktok/api/online/view` (/toker/play, increase views): a video task
 * whose accounts play each video `viewCount` times, each view watched a
 * seeded draw of watchMin to watchMax seconds.
 */
export const viewTaskBody = videoTaskBody
  .safeExtend({
    viewCount: z.number().int().min(1).max(VIEW_COUNT_MAX).default(VIEW_TASK_DEFAULTS.viewCount),
    watchMin: watchSeconds.default(VIEW_TASK_DEFAULTS.watchMin),
    watchMax: watchSeconds.default(VIEW_TASK_DEFAULTS.watchMax),
  })
  .superRefine(timesInOrder('watchMin', 'watchMax'));
export type ViewTaskBody = z.infer<typeof viewTaskBody>;

const actionCount = z.number().int().min(0).max(MAINTENANCE_COUNT_MAX);
const keyword = z.string().trim().min(1, { error: 'validation.keywordsEmpty' }).max(50);
const commentText = z
  .string()
  .trim()
  .min(1, { error: 'task.commentTextEmpty' })
  .max(COMMENT_TEXT_MAX)
  .refine((t) => (t.match(/(^|\s)@\S+/g) ?? []).length <= MAX_AT_USERS_PER_COMMENT, {
    error: 'task.tooManyAtUsers',
  });

/**
 * `POST /tiktok/api/online/maintenance`: account nurturing. Each account
 * browses videos found by the keywords and performs, per account, the given
 * number of each routine action.
 */
export const maintenanceTaskBody = z
  .strictObject({
    ...taskCommonFields,
    ...taskAccountFields,
    keywords: filledList(keyword, KEYWORDS_MAX, 'validation.keywordsEmpty', 'validation.keywordsMax'),
    ...fieldsNamed(Object.values(MAINTENANCE_COUNT_FIELD), () => actionCount.default(0)),
    commentTexts: z.array(commentText).max(100).default([]),
  })
  .superRefine(sleepInOrder)
  .superRefine(accountsChosen('task.accountsChoiceRequired'))
  .superRefine((b, ctx) => {
    const total = b.viewCount + b.saveCount + b.shareCount + b.likeCount + b.followCount + b.commentCount;
    if (total === 0)
      ctx.addIssue({ code: 'custom', message: 'task.countsEmpty', path: ['viewCount'], input: 0 });
    if (b.commentCount > 0 && b.commentTexts.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'task.commentTextsRequired',
        path: ['commentTexts'],
        input: [],
      });
    }
  });
export type MaintenanceTaskBody = z.infer<typeof maintenanceTaskBody>;

/**
 * `POST /tiktok/api/online/user/login`: logs accounts into the free devices
 * of a group. Accounts come from tags (`accountLabelIds`) or from an
 * uploaded TXT (`accounts`, lines account|password, parsed by the console or
 * by `POST /tiktok/api/online/user/login/upload`); exactly one of the two.
 */
export const batchLoginTaskBody = z
  .strictObject({
    ...taskCommonFields,
    groupId: entityId,
    ...taskAccountFields,
  })
  .superRefine(sleepInOrder)
  .superRefine(accountsChosen('task.accountsRequired'));
export type BatchLoginTaskBody = z.infer<typeof batchLoginTaskBody>;
