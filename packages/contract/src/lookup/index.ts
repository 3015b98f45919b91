import { z } from 'zod';
import { KEYWORDS_MAX } from '../common/constants.ts';
import { counts } from '../common/fields.ts';
import type { MessageKey } from '../common/messages.ts';
import { videoIdOf } from '../tasks/constants.ts';
import { LOOKUP_COUNT_MAX, LOOKUP_DEFAULTS, VIDEO_REGIONS } from './constants.ts';

/**
 * Lookups on the simulated platform's catalogue (`/tiktok/api/rapid/*`).
 * Field names follow spec 3 "Video" and "User detail" as the platform names them.
 */

export const videoDetail = z.object({
  /** 19 digits. */
  id: z.string(),
  video_id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** URL of the generated SVG cover (served without a token). */
  cover: z.string(),
  /** URL of a playable clip, or null when the catalogue has none for this video. */
  play: z.string().nullable(),
  ...counts('play_count', 'comment_count', 'digg_count', 'collect_count', 'share_count', 'download_count'),
  /** Publish time, ISO 8601. */
  create_time: z.string(),
  region: z.string(),
  region_name: z.string(),
  duration: z.number().int(),
  author_id: z.string(),
  author_unique_id: z.string(),
  author_nickname: z.string(),
  author_avatar: z.string(),
  /**
   * Where the title links to. The catalogue is simulated, so this is the
   * simulator's own page for the video, never an address on a real platform.
   */
  share_url: z.string(),
});
export type VideoDetail = z.infer<typeof videoDetail>;

/** Body of `POST /tiktok/api/rapid/video/detail`: a video link or a 19-digit id; hd 1 asks for the HD clip. */
export const videoDetailBody = z.strictObject({
  url: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((v) => videoIdOf(v) !== null, { error: 'task.videoRefInvalid' }),
  hd: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type VideoDetailBody = z.infer<typeof videoDetailBody>;

/** Spec 3 "User detail". `secret` is true for a private account. */
export const userDetail = z.object({
  id: z.string(),
  uniqueId: z.string(),
  nickname: z.string(),
  avatarThumb: z.string(),
  ...counts('followerCount', 'followingCount', 'videoCount', 'heartCount'),
  secret: z.boolean(),
  secUid: z.string(),
  signature: z.string(),
  region: z.string(),
});
export type UserDetail = z.infer<typeof userDetail>;

/** A platform user's numeric id (1 to 24 digits). */
const platformId = z
  .string()
  .trim()
  .regex(/^\d{1,24}$/, { error: 'validation.invalid' });

/** A user by their numeric id or their unique id (handle): one of them at least. */
const userRefFields = { id: platformId.optional(), uniqueId: z.string().trim().min(1).max(64).optional() };
const userRefGiven: [
  (q: { id?: string; uniqueId?: string }) => boolean,
  { error: MessageKey; path: string[] },
] = [
  (q) => q.id !== undefined || q.uniqueId !== undefined,
  { error: 'lookup.userRefRequired', path: ['uniqueId'] },
];

/** Query of `GET /tiktok/api/rapid/user/detail`: the user's numeric id or their unique id (handle). */
export const userDetailQuery = z.strictObject(userRefFields).refine(...userRefGiven);
export type UserDetailQuery = z.infer<typeof userDetailQuery>;

export const videoIdParams = z.strictObject({
  id: z.string().regex(/^\d{19}$/, { error: 'task.videoRefInvalid' }),
});
export const userIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,24}$/, { error: 'validation.invalid' }),
});

// ---- Searches and listings (spec 7 "Lookup", spec 3 "Video lookup form" and "Search form") ----

const lookupKeyword = z.string().trim().min(1, { error: 'validation.keywordsEmpty' }).max(50);
/** Keywords: a non-empty list ('Keywords cannot be empty'); a string is split on commas and new lines. */
export const lookupKeywords = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[,，\n]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(lookupKeyword, { error: 'validation.keywordsEmpty' })
    .max(KEYWORDS_MAX, { error: 'validation.keywordsMax' })
    .check((ctx) => {
      if (ctx.value.length === 0)
        ctx.issues.push({ code: 'custom', message: 'validation.keywordsEmpty', input: ctx.value });
    }),
);

const count = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(LOOKUP_COUNT_MAX);
const cursor = z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1_000_000);
/** Paging of every listing: count (default 20) items from cursor (default 0). */
export const lookupPaging = {
  count: count.default(LOOKUP_DEFAULTS.count),
  cursor: cursor.default(0),
};
const regionCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => VIDEO_REGIONS.some((r) => r.code === c), { error: 'lookup.regionUnknown' });

/** Query of `POST video/search`: the page. */
export const videoSearchQuery = z.strictObject({
  count: count.optional(),
  cursor: cursor.optional(),
});
/** Body of `POST video/search`. */
export const videoSearchBody = z.strictObject({
  keywords: lookupKeywords,
  region: regionCode.default(LOOKUP_DEFAULTS.region),
  days: z.number({ error: 'validation.invalid' }).int().min(1).max(365).default(LOOKUP_DEFAULTS.days),
  sortType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(LOOKUP_DEFAULTS.sortType),
  mode: z.union([z.literal(1), z.literal(2)]).default(LOOKUP_DEFAULTS.mode),
  ...lookupPaging,
});
export type VideoSearchBody = z.input<typeof videoSearchBody>;

const pageFields = {
  cursor: z.number().int(),
  hasMore: z.boolean(),
  /** -1 when the search stopped before counting every match. */
  total: z.number().int(),
};
export const videoPage = z.object({ videos: z.array(videoDetail), ...pageFields });
export type VideoPage = z.infer<typeof videoPage>;
export const userPage = z.object({ users: z.array(userDetail), ...pageFields });
export type UserPage = z.infer<typeof userPage>;

/** A hashtag (challenge). */
export const challengeInfo = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  videoCount: z.number().int(),
  viewCount: z.number().int(),
});
export type ChallengeInfo = z.infer<typeof challengeInfo>;
export const challengePage = z.object({ challenges: z.array(challengeInfo), ...pageFields });

export const challengeSearchBody = z.strictObject({ keywords: lookupKeywords, ...lookupPaging });
export const challengeVideosBody = z.strictObject({
  challengeId: platformId,
  ...lookupPaging,
});

/** Query of `GET user/posts`: the user by id or uniqueId, and the page. */
export const userPostsQuery = z.strictObject({ ...userRefFields, ...lookupPaging }).refine(...userRefGiven);

export const userSearchBody = z.strictObject({ keywords: lookupKeywords, ...lookupPaging });

/** Body of `POST video/comments/followers`: the comment-area users of a video (link or id). */
export const commentUsersBody = z.strictObject({
  url: videoDetailBody.shape.url,
  ...lookupPaging,
});
/** A comment-area user: the user and the comment they wrote. */
export const commentUser = userDetail.extend({
  commentId: z.string(),
  comment: z.string(),
  commentTime: z.string(),
});
export type CommentUser = z.infer<typeof commentUser>;
export const commentUserPage = z.object({ users: z.array(commentUser), ...pageFields });

/** A live room (spec 7 `online/user/search/live`). */
export const liveRoom = z.object({
  /** 20 digits. */
  id: z.string(),
  title: z.string(),
  region: z.string(),
  viewerCount: z.number().int(),
  startedAt: z.string(),
  host: userDetail,
});
export type LiveRoom = z.infer<typeof liveRoom>;
export const liveRoomPage = z.object({ rooms: z.array(liveRoom), ...pageFields });
/** Query of `GET online/user/search/live`: keywords (comma-separated), any region unless given. */
export const liveSearchQuery = z.strictObject({
  keywords: lookupKeywords,
  region: regionCode.optional(),
  ...lookupPaging,
});
