import { z } from 'zod';
import { KEYWORDS_MAX } from '../common/constants.ts';
import { taskName } from '../tasks/bodies.ts';
import { SLEEP_SECONDS_MAX, videoIdOf } from '../tasks/constants.ts';
import { TASK_MODES } from '../tasks/enums.ts';
import {
  GATHER_DEFAULTS,
  GATHER_SEARCHES,
  GATHER_TARGET_MAX,
  GATHER_TYPES,
  GATHER_VALUES_MAX,
} from './constants.ts';

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
    keywords: z.array(value).max(KEYWORDS_MAX, { error: 'validation.keywordsMax' }).default([]),
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
