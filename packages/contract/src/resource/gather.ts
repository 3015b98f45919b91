import { z } from 'zod';
import { labelsOf } from '../common/messages.ts';
import { SLEEP_SECONDS_MAX, taskName, videoIdOf } from '../tasks/bodies.ts';
import { TASK_MODES } from '../tasks/enums.ts';

/**
 * Fan collection (`comment_fans`, spec 2 /resource/gather, spec 5
 * "Collection", spec 9 "Fan collection"): users are collected from a
 * blogger's followers or from the comment areas of videos (found by link,
 * keyword or topic), filtered by their follower count (userMin/userMax, 0 or
 * less: unlimited), up to targetCount, deduplicated within the workspace's
 * fans library. 100 deduplicated fans cost 1 point, fewer than 100 count as 1.
 */
export const GATHER_TYPES = ['blogger', 'comment'] as const;
export type GatherType = (typeof GATHER_TYPES)[number];
export const GATHER_TYPE_LABELS = labelsOf('resource.gather.type', GATHER_TYPES);

/** How the comment-area videos are found. */
export const GATHER_SEARCHES = ['link', 'keyword', 'topic'] as const;
export type GatherSearch = (typeof GATHER_SEARCHES)[number];
export const GATHER_SEARCH_LABELS = labelsOf('resource.gather.search', GATHER_SEARCHES);

export const GATHER_TARGET_MAX = 100_000;
export const GATHER_VALUES_MAX = 100;
/** Videos one keyword or topic search reads at most. */
export const GATHER_SEARCH_VIDEOS = 50;
/** Users one collection step reads from its source. */
export const GATHER_PAGE = 50;
/** Users of one source (a blogger's followers, a video's commenters) a task reads at most. */
export const GATHER_SOURCE_MAX = 20_000;
/** Comments of one video a task reads at most (its commenters are the source). */
export const GATHER_COMMENTS_MAX = 1000;
export const GATHER_DEFAULTS = { targetCount: 100, userMin: 0, userMax: 0 } as const;

const value = z.string().trim().max(200);

export const commentFansTaskBody = z
  .strictObject({
    name: taskName,
    mode: z.enum(TASK_MODES).default('independent'),
    threadCount: z.number().int().min(1).max(1).default(1),
    intervalTime: z.number().int().min(0).max(0).default(0),
    /** Seconds between two source pages, drawn per page. */
    sleepMin: z.number().int().min(0).max(SLEEP_SECONDS_MAX).default(1),
    sleepMax: z.number().int().min(0).max(SLEEP_SECONDS_MAX).default(3),
    /** Blogger fans or comment-area fans. */
    type: z.enum(GATHER_TYPES, { error: 'resource.gather.typeRequired' }),
    /** For comment-area fans: how the videos are found. */
    searchBy: z.enum(GATHER_SEARCHES).default('link'),
    /** Bloggers (handles, with or without @, or user ids), or video links (searchBy link). */
    values: z.array(value).max(GATHER_VALUES_MAX).default([]),
    /** searchBy keyword. */
    keywords: z.array(value).max(20).default([]),
    /** searchBy topic (a hashtag, with or without #). */
    topic: value.default(''),
    /** Follower-count filter of the collected users; 0: unlimited. */
    userMin: z.number().int().min(0).default(GATHER_DEFAULTS.userMin),
    userMax: z.number().int().min(0).default(GATHER_DEFAULTS.userMax),
    targetCount: z.number().int().min(1).max(GATHER_TARGET_MAX).default(GATHER_DEFAULTS.targetCount),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path], input: b[path as keyof typeof b] });
    const values = b.values.filter((v) => v !== '');
    if (b.type === 'blogger' || b.searchBy === 'link') {
      if (values.length === 0) issue('values', 'resource.gather.sourceRequired');
    }
    if (b.type === 'comment' && b.searchBy === 'link') {
      const bad = values.findIndex((v) => videoIdOf(v) === null);
      if (bad >= 0)
        ctx.addIssue({
          code: 'custom',
          message: 'resource.gather.linkInvalid',
          path: ['values', bad],
          input: values[bad],
        });
    }
    if (b.type === 'comment' && b.searchBy === 'keyword' && b.keywords.every((k) => k === ''))
      issue('keywords', 'validation.keywordsEmpty');
    if (b.type === 'comment' && b.searchBy === 'topic' && b.topic.replace(/^#/, '') === '')
      issue('topic', 'resource.gather.topicRequired');
    if (b.sleepMax < b.sleepMin) issue('sleepMax', 'validation.maxBelowMin');
    if (b.userMin > 0 && b.userMax > 0 && b.userMax < b.userMin)
      issue('userMax', 'resource.gather.userMaxBelowMin');
  });
export type CommentFansTaskBody = z.infer<typeof commentFansTaskBody>;
