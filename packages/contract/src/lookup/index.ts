import { z } from 'zod';
import { videoIdOf } from '../tasks/bodies.ts';

/**
 * Lookups on the simulated platform's catalogue (`/tiktok/api/rapid/*`).
 * Field names follow spec 3 "Video" and "User detail" as the platform names them.
 */

/** Publishing regions of the simulated catalogue, with the Chinese name the console shows. */
export const VIDEO_REGIONS = [
  { code: 'US', en: 'United States', zh: '美国' },
  { code: 'GB', en: 'United Kingdom', zh: '英国' },
  { code: 'JP', en: 'Japan', zh: '日本' },
  { code: 'BR', en: 'Brazil', zh: '巴西' },
  { code: 'ID', en: 'Indonesia', zh: '印度尼西亚' },
  { code: 'VN', en: 'Vietnam', zh: '越南' },
  { code: 'TH', en: 'Thailand', zh: '泰国' },
  { code: 'PH', en: 'Philippines', zh: '菲律宾' },
  { code: 'MX', en: 'Mexico', zh: '墨西哥' },
  { code: 'MY', en: 'Malaysia', zh: '马来西亚' },
] as const;
export type VideoRegion = (typeof VIDEO_REGIONS)[number]['code'];

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
  play_count: z.number().int(),
  comment_count: z.number().int(),
  digg_count: z.number().int(),
  collect_count: z.number().int(),
  share_count: z.number().int(),
  download_count: z.number().int(),
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
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  videoCount: z.number().int(),
  heartCount: z.number().int(),
  secret: z.boolean(),
  secUid: z.string(),
  signature: z.string(),
  region: z.string(),
});
export type UserDetail = z.infer<typeof userDetail>;

/** Query of `GET /tiktok/api/rapid/user/detail`: the user's numeric id or their unique id (handle). */
export const userDetailQuery = z
  .strictObject({
    id: z
      .string()
      .trim()
      .regex(/^\d{1,24}$/, { error: 'validation.invalid' })
      .optional(),
    uniqueId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((q) => q.id !== undefined || q.uniqueId !== undefined, {
    error: 'lookup.userRefRequired',
    path: ['uniqueId'],
  });
export type UserDetailQuery = z.infer<typeof userDetailQuery>;

export const videoIdParams = z.strictObject({
  id: z.string().regex(/^\d{19}$/, { error: 'task.videoRefInvalid' }),
});
export const userIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,24}$/, { error: 'validation.invalid' }),
});
