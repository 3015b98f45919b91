import { z } from 'zod';
import { KEYWORDS_MAX } from '../common/constants.ts';
import { entityId, refField } from '../common/query.ts';
import { fanTargetFields } from '../resource/fanTargets.ts';
import {
  accountsChosen,
  sleepInOrder,
  taskAccountFields,
  taskCommonFields,
  videoRef,
  videoTaskBody,
} from './bodies.ts';
import {
  atUsersProblem,
  COMMENT_TEXT_MAX,
  COMMENTS_PER_VIDEO_MAX,
  FOLLOW_DAILY_CAP,
  MESSAGE_DAILY_CAP,
  MESSAGE_TEXT_MAX,
  TARGET_COUNT_MAX,
  TASK_VALUES_MAX,
  UNFOLLOW_DAILY_CAP,
  USER_SOURCES,
  type UserSource,
  userRefOf,
} from './constants.ts';

/**
 * Customer acquisition kinds (spec 2 `/toker/*`, spec 3 task description
 * fields): comments, message and follow. Their targets are videos (comments)
 * or platform users (message, follow), found in the console's target picker
 * or gathered when the task is planned: from a keyword user search in regions
 * (`keywords`, `areaIds`) or from the comment areas of videos.
 */

export const userRef = refField(userRefOf, 'task.userRefInvalid');

export const acquisitionCommentText = z
  .string()
  .trim()
  .min(1, { error: 'task.commentTextEmpty' })
  .max(COMMENT_TEXT_MAX)
  .superRefine((t, ctx) => {
    const problem = atUsersProblem(t);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: t });
  });

/** Text materials (spec 3 material subtypes comment / message) whose texts join the typed ones. */
const textMaterialIds = z.array(entityId).max(100).default([]);

const messageText = z.string().trim().min(1, { error: 'task.messageTextEmpty' }).max(MESSAGE_TEXT_MAX);
const keyword = z.string().trim().min(1, { error: 'validation.keywordsEmpty' }).max(50);
/** Spec 3 `userMin`/`userMax`: the target users' follower counts; 0 or less means unlimited. */
const userBound = z.number({ error: 'validation.invalid' }).int().min(-1).max(1_000_000_000).default(0);

/** Fields of the tasks whose targets are users (message, follow). */
const userTargetFields = {
  source: z.enum(USER_SOURCES).default('users'),
  /** source users: user refs; comments: video refs (their comment areas); followers: bloggers' user refs; search: unused. */
  values: z.array(z.string().trim().max(300)).max(TASK_VALUES_MAX).default([]),
  /** source search: the keywords; areaIds: the regions searched (empty: any). */
  keywords: z.array(keyword).max(KEYWORDS_MAX, { error: 'validation.keywordsMax' }).default([]),
  areaIds: z.array(z.string().trim().toUpperCase().length(2)).max(20).default([]),
  /** Users gathered from a search, comment areas, bloggers' followers or the fans library. */
  targetCount: z.number().int().min(1).max(TARGET_COUNT_MAX).default(20),
  userMin: userBound,
  userMax: userBound,
  /** source fans: the fans tags whose collected fans are the targets. */
  ...fanTargetFields,
};

/** Checks of the user target fields, each on its field. */
function userTargetsRefine(
  b: {
    source: UserSource;
    values: string[];
    keywords: string[];
    userMin: number;
    userMax: number;
    fanLabelIds?: number[] | undefined;
  },
  ctx: z.core.$RefinementCtx,
) {
  if (b.source === 'fans' && (b.fanLabelIds?.length ?? 0) === 0)
    ctx.addIssue({
      code: 'custom',
      message: 'common.selectionRequired',
      path: ['fanLabelIds'],
      input: [],
      what: 'selection.fanTags',
    });
  if (b.source === 'search' && b.keywords.length === 0)
    ctx.addIssue({ code: 'custom', message: 'validation.keywordsEmpty', path: ['keywords'], input: [] });
  if (b.source === 'users' || b.source === 'followers') {
    if (b.values.length === 0)
      ctx.addIssue({ code: 'custom', message: 'task.userValuesEmpty', path: ['values'], input: [] });
    b.values.forEach((v, i) => {
      if (!userRefOf(v))
        ctx.addIssue({ code: 'custom', message: 'task.userRefInvalid', path: ['values', i], input: v });
    });
  }
  if (b.source === 'comments') {
    if (b.values.length === 0)
      ctx.addIssue({ code: 'custom', message: 'task.valuesEmpty', path: ['values'], input: [] });
    b.values.forEach((v, i) => {
      const r = videoRef.safeParse(v);
      if (!r.success)
        ctx.addIssue({ code: 'custom', message: 'task.videoRefInvalid', path: ['values', i], input: v });
    });
  }
  if (b.userMin > 0 && b.userMax > 0 && b.userMax < b.userMin)
    ctx.addIssue({
      code: 'custom',
      message: 'validation.rangeReversed',
      path: ['userMax'],
      input: b.userMax,
    });
}

/**
 * `POST /tiktok/api/online/user/follow` (/toker/follow): each account follows
 * up to `followCount` of the target users (0: all it is dealt, by mode), then
 * unfollows `unFollowCount` of the users it follows (oldest first). Per-account
 * daily caps: FOLLOW_DAILY_CAP follows and UNFOLLOW_DAILY_CAP unfollows.
 */
export const followTaskBody = z
  .strictObject({
    ...taskCommonFields,
    ...taskAccountFields,
    ...userTargetFields,
    followCount: z.number().int().min(0).max(FOLLOW_DAILY_CAP).default(0),
    unFollowCount: z.number().int().min(0).max(UNFOLLOW_DAILY_CAP).default(0),
  })
  .superRefine(sleepInOrder)
  .superRefine(userTargetsRefine)
  .superRefine(accountsChosen('task.accountsChoiceRequired'));
export type FollowTaskBody = z.infer<typeof followTaskBody>;

/**
 * `POST /tiktok/api/online/send/message` (/toker/chat): each account sends a
 * message (a seeded pick of `texts`) to each target user it is dealt, at most
 * `count` (0: all). Texts are typed, or text materials of subtype message (`materialIds`).
 */
export const messageTaskBody = z
  .strictObject({
    ...taskCommonFields,
    ...taskAccountFields,
    ...userTargetFields,
    texts: z.array(messageText).max(100).default([]),
    /** Text materials of subtype message (private message). */
    materialIds: textMaterialIds,
    count: z.number().int().min(0).max(MESSAGE_DAILY_CAP).default(0),
  })
  .superRefine(sleepInOrder)
  .superRefine(userTargetsRefine)
  .superRefine(accountsChosen('task.accountsChoiceRequired'))
  .superRefine((b, ctx) => {
    if (b.texts.length === 0 && b.materialIds.length === 0)
      ctx.addIssue({ code: 'custom', message: 'task.messageTextsRequired', path: ['texts'], input: [] });
  });
export type MessageTaskBody = z.infer<typeof messageTaskBody>;

/**
 * `POST /tiktok/api/online/comment/publish` (/toker/comment): a video task
 * whose accounts comment `commentCount` times on each target video, each
 * comment a seeded pick of `texts` (at most 3 @users each, spaces around);
 * with `reply`, each comment answers a seeded comment of the video's comment area.
 */
export const commentsTaskBody = videoTaskBody
  .safeExtend({
    texts: z.array(acquisitionCommentText).max(100).default([]),
    /** Text materials of subtype comment. */
    materialIds: textMaterialIds,
    commentCount: z.number().int().min(1).max(COMMENTS_PER_VIDEO_MAX).default(1),
    reply: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.texts.length === 0 && b.materialIds.length === 0)
      ctx.addIssue({ code: 'custom', message: 'task.commentsNeedTexts', path: ['texts'], input: [] });
  });
export type CommentsTaskBody = z.infer<typeof commentsTaskBody>;
