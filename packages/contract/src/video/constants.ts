/**
 * Video publishing (spec 2 /video/pushvideo, task kind `post`) and the video
 * list (/video/list): the videos the workspace's accounts published.
 */
export const TITLE_SOURCES = ['typed', 'template', 'generated'] as const;
export type TitleSource = (typeof TITLE_SOURCES)[number];

/** Spec 9 "AI titles default to 1-3 hashtags". */
export const POST_HASHTAGS_DEFAULT = { min: 1, max: 3 } as const;
export const POST_HASHTAGS_MAX = 10;
export const POST_TITLE_MAX = 150;
/** Video materials one post task may carry. */
export const POST_MATERIALS_MAX = 100;
/** Simulated upload speed: upload time scales with the file's size. */
export const POST_UPLOAD_BYTES_PER_SECOND = 2 * 1024 * 1024;
