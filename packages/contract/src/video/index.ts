import { z } from 'zod';
import { counts } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, isoTime, selectionOf, timeRange } from '../common/query.ts';
import { accountsChosen, sleepInOrder, taskAccountFields, taskCommonFields } from '../tasks/bodies.ts';
import {
  POST_HASHTAGS_DEFAULT,
  POST_HASHTAGS_MAX,
  POST_MATERIALS_MAX,
  POST_TITLE_MAX,
  TITLE_SOURCES,
} from './constants.ts';
import { POST_LANGUAGE_CODES } from './languages.ts';

export * from './languages.ts';

/**
 * Body of `POST /tiktok/api/online/post/create`: each chosen account
 * publishes each chosen video material once, with its title (typed, a
 * template text material, or generated), hashtags, language and audience.
 * `publishAt` schedules it; absent: at once. A recurring schedule is a job
 * (`/job/add`) carrying this body.
 */
export const postTaskBody = z
  .strictObject({
    ...taskCommonFields,
    ...taskAccountFields,
    materialIds: selectionOf('selection.videoMaterials').max(POST_MATERIALS_MAX),
    titleSource: z.enum(TITLE_SOURCES).default('typed'),
    title: z.string().trim().max(POST_TITLE_MAX).optional(),
    /** Text materials of subtype template, drawn per video (seeded). */
    templateIds: z.array(entityId).max(200).optional(),
    hashtagMin: z.number().int().min(0).max(POST_HASHTAGS_MAX).default(POST_HASHTAGS_DEFAULT.min),
    hashtagMax: z.number().int().min(0).max(POST_HASHTAGS_MAX).default(POST_HASHTAGS_DEFAULT.max),
    language: z.enum(POST_LANGUAGE_CODES).default('en'),
    /** Spec 9 "Audience control restricts to age 18 and above". */
    adultOnly: z.boolean().default(false),
    publishAt: isoTime.optional(),
  })
  .superRefine(sleepInOrder)
  .superRefine(accountsChosen('task.accountsChoiceRequired'))
  .superRefine((b, ctx) => {
    if (b.titleSource === 'typed' && !b.title) {
      ctx.addIssue({ code: 'custom', message: 'post.titleRequired', path: ['title'], input: b.title });
    }
    if (b.titleSource === 'template' && !b.templateIds?.length) {
      ctx.addIssue({ code: 'custom', message: 'post.templatesRequired', path: ['templateIds'], input: [] });
    }
    if (b.hashtagMax < b.hashtagMin) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.rangeReversed',
        path: ['hashtagMax'],
        input: b.hashtagMax,
      });
    }
  });
export type PostTaskBody = z.infer<typeof postTaskBody>;
export type PostTaskInput = z.input<typeof postTaskBody>;

/** Body of `POST /video/info/queryList` (page in the query). */
export const videoListBody = z
  .strictObject({
    /** Part of the title. */
    title: z.string().trim().max(POST_TITLE_MAX).optional(),
    accountId: entityId.optional(),
    region: z.string().trim().max(8).optional(),
    ...timeRange('published'),
  })
  .default({});
export type VideoListBody = z.input<typeof videoListBody>;
export type VideoListFilter = z.output<typeof videoListBody>;

/** A published video with its counts as the platform has them now (they grow over simulated time). */
export const publishedVideoItem = z.object({
  id: z.number().int(),
  videoId: z.string(),
  title: z.string(),
  hashtags: z.array(z.string()),
  language: z.string(),
  adultOnly: z.boolean(),
  titleGenerated: z.boolean(),
  region: z.string(),
  publishTime: z.string(),
  accountId: z.number().int().nullable(),
  account: z.string(),
  materialId: z.number().int().nullable(),
  materialName: z.string(),
  taskName: z.string(),
  ...counts('playCount', 'commentCount', 'diggCount', 'collectCount', 'shareCount', 'downloadCount'),
});
export type PublishedVideoItem = z.infer<typeof publishedVideoItem>;
export const publishedVideoPage = pageOf(publishedVideoItem);
export type PublishedVideoPage = z.infer<typeof publishedVideoPage>;
