import { z } from 'zod';
import { counts } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';

/**
 * Fans and followers of one account (spec 2 /account/fans): its follower and
 * following counts over time, the followers new since the operator last
 * looked, and its follower list, all from the simulated platform.
 */

/** Days of history the chart shows. */
export const FANS_HISTORY_DAYS = 30;

/** Follower and following counts of an account. */
const fanCounts = counts('followers', 'following');

export const fanPoint = z.object({ at: z.string(), ...fanCounts });

export const accountFans = z.object({
  accountId: z.number().int(),
  account: z.string(),
  username: z.string(),
  ...fanCounts,
  /** One point a day over FANS_HISTORY_DAYS (from the registration at the earliest), the last one now. */
  history: z.array(fanPoint),
  /** Followers gained since the last look (0 the first time). */
  newSinceLastLook: z.number().int(),
  /** When the operator last looked (POST /account/fans/look/:id); null never. */
  lastLookAt: z.string().nullable(),
});
export type AccountFans = z.infer<typeof accountFans>;

export const follower = z.object({
  uniqueId: z.string(),
  nickname: z.string(),
  followerCount: z.number().int(),
  /** When they followed (simulated clock). */
  followedAt: z.string(),
  /** Followed after the last look. */
  isNew: z.boolean(),
});
export type Follower = z.infer<typeof follower>;
export const followerPage = pageOf(follower);
