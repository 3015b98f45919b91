import type { BusinessCategory, ProfileChanges } from '@reelfleet/contract';
import type { ActionRequest, ActionResult } from './platform.ts';

/**
 * The account lifecycle on the short-video platform (driver seam, additive to
 * PlatformDriver): registering an account, editing a profile, switching
 * enterprise/personal, an account's follower history, and the deterministic
 * generator of nicknames, signatures and usernames registrations and profile
 * edits use when the operator types nothing.
 */
export interface RegisterRequest extends ActionRequest {
  region: string;
  /** Standard or special registration (special: a fresh device fingerprint per account, fewer failures). */
  special: boolean;
  /** Null: the platform's generator picks one. */
  nickname: string | null;
  signature: string | null;
  avatar: boolean;
  /** The proxy IP the registration goes out through. */
  proxyHost: string;
}

export interface RegisteredAccount {
  /** The login account (an email address) and its password. */
  account: string;
  password: string;
  uniqueId: string;
  nickname: string;
  signature: string;
  /** A reference to the generated avatar; empty when none. */
  avatar: string;
  region: string;
  appVersion: string;
}

export interface RegisterResult extends ActionResult {
  account: RegisteredAccount | null;
}

export interface ProfileResult extends ActionResult {
  /** The values the platform holds after the edit (generated ones filled in). */
  applied: ProfileChanges;
}

/** Followers and following of a platform account at one time. */
export interface FollowerPoint {
  at: string;
  followers: number;
  following: number;
}

/** A platform user following an account. */
export interface FollowerEntry {
  uniqueId: string;
  nickname: string;
  followerCount: number;
  followedAt: string;
}

export interface GeneratedProfile {
  nickname: string;
  signature: string;
  username: string;
}

export interface LifecyclePlatform {
  register(req: RegisterRequest, signal: AbortSignal): Promise<RegisterResult>;
  editProfile(req: ActionRequest, changes: ProfileChanges, signal: AbortSignal): Promise<ProfileResult>;
  /** `category` null switches back to personal. */
  setBusiness(
    req: ActionRequest,
    category: BusinessCategory | null,
    signal: AbortSignal,
  ): Promise<ActionResult>;
  /** The account's follower and following counts at each of the given times (simulated clock). */
  followerHistory(uniqueId: string, since: string, times: readonly string[]): FollowerPoint[];
  /** The account's followers at `at`, newest first, from `offset`; `total` is its follower count then. */
  followers(
    uniqueId: string,
    since: string,
    at: string,
    offset: number,
    count: number,
  ): { total: number; items: FollowerEntry[] };
  /** A deterministic generated profile for a key. */
  generate(key: string): GeneratedProfile;
}
