import { labelsOf } from '../common/messages.ts';

/** How a fan was found: a blogger's followers or the commenters of a video. */
export const FANS_TYPES = ['blogger', 'comment'] as const;
export type FansType = (typeof FANS_TYPES)[number];
export const FANS_TYPE_LABELS = labelsOf('resource.fansType', FANS_TYPES);

/** Rows one export writes at most (the newest first). */
export const RESOURCE_EXPORT_MAX = 100_000;

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
