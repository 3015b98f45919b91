import type { StepOutcome } from '@reelfleet/contract';
import type { PlatformVideo } from './catalogue.ts';

/** What a logged-in account can do on the short-video platform. */
export interface ActionRequest {
  /** Unique per step: the platform applies an action at most once per key. */
  idemKey: string;
  /** The login account acting. */
  account: string;
  deviceId: number | null;
  /** 1 for the first try, 2 for the first retry, ... */
  attempt: number;
  /**
   * What the outcome draw is seeded by, instead of `idemKey`: stable inputs
   * (kind, account, the step's place in its plan), so the same SIM_SEED and
   * the same task body give the same outcomes run after run.
   */
  seedKey?: string;
  /** The acting account's state: outcomes are drawn from distributions that depend on it. */
  state?: ActorState;
}

/** An account's state as the platform sees it. */
export interface ActorState {
  /** Days since the account was registered (or added); under 7 is a new account. */
  ageDays?: number;
  risk?: 'high' | 'normal';
  /** False when its phone is not online: the action's heartbeat check fails. */
  deviceOnline?: boolean;
}

/** A comment: optionally a reply to a comment of the thread. */
export interface CommentRequest extends ActionRequest {
  /** Id of the comment answered. */
  replyTo?: string | null;
}

/** A direct message between a login account and a platform user. */
export interface DirectMessage {
  /** 'out': sent by the account; 'in': the user's reply. */
  direction: 'out' | 'in';
  text: string;
  at: string;
}

/** An account's conversation with one user. */
export interface Conversation {
  account: string;
  userId: string;
  messages: DirectMessage[];
  /** Replies not yet seen by a reader that marks them (customer service). */
  lastAt: string;
}

/**
 * Something a platform user sent an account by itself: a comment under one of
 * the account's videos, or a private message (customer service reads these).
 */
export interface InboundMessage {
  /** The platform's id of the message: the same message always has the same id. */
  id: string;
  kind: 'comment' | 'chat';
  /** The platform user who wrote it. */
  userId: string;
  text: string;
  at: string;
  /** A comment's video (a reply answers the comment there); null for a private message. */
  videoId: string | null;
}

/** A view: the account watches the video for a while. */
export interface PlayRequest extends ActionRequest {
  /** Simulated milliseconds to watch; without it the platform takes its own time. */
  watchMs?: number;
}

export interface ActionResult {
  outcome: StepOutcome;
  /** Catalogue key of what happened and its parameters (rendered in the reader's language). */
  reason: string;
  params: Record<string, unknown>;
  /** Simulated milliseconds the action took. */
  tookMs: number;
}

/** What the platform tells about an account after a successful login. */
export interface LoginProfile {
  nickname: string;
  uniqueId: string;
  region: string;
  followerCount: number;
  followingCount: number;
  videoCount: number;
  heartCount: number;
  signature: string;
}

export interface LoginResult extends ActionResult {
  profile: LoginProfile | null;
}

/** A video to publish from an account (task kind post). */
export interface PublishRequest extends ActionRequest {
  title: string;
  hashtags: string[];
  language: string;
  /** Audience control: 18 and above only. */
  adultOnly: boolean;
  /** The file's size: the upload takes time in proportion. */
  sizeBytes: number;
  durationSec: number;
}

export interface PublishResult extends ActionResult {
  /** The video as the platform lists it, on success. */
  video: PlatformVideo | null;
}

/**
 * What a generated title is drawn from: the same seed, language, account and variant give the
 * same title. The accounts publishing one material in a task have variants 0, 1, 2, …: distinct
 * variants give distinct titles (the hashtags are drawn per account too).
 */
export interface TitleRequest {
  seed: string;
  language: string;
  hashtagMin: number;
  hashtagMax: number;
  /** The publishing account (its hashtags are its own draw). */
  account?: string;
  /** The account's place among those publishing this material (0 when alone). */
  variant?: number;
}

export interface GeneratedTitle {
  title: string;
  hashtags: string[];
}

/** An account and password the platform lets log in (a trial's sample). */
export interface SampleAccount {
  account: string;
  password: string;
}

export interface PlatformDriver {
  login(req: ActionRequest, password: string | null, signal: AbortSignal): Promise<LoginResult>;
  play(req: PlayRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  collect(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  share(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  like(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  follow(req: ActionRequest, userId: string, signal: AbortSignal): Promise<ActionResult>;
  comment(req: CommentRequest, videoId: string, text: string, signal: AbortSignal): Promise<ActionResult>;
  /** Uploads and publishes a video from the account; a driver without it cannot run post tasks. */
  publish?(req: PublishRequest, signal: AbortSignal): Promise<PublishResult>;
  /**
   * A title and hashtags for a video, generated (deterministically in the
   * simulator, from its trending hashtags; a text-generation provider could
   * stand here later).
   */
  generateTitle?(req: TitleRequest): GeneratedTitle;
  /** Stops following a user; `userId` null unfollows the account's oldest followed user. */
  unfollow(req: ActionRequest, userId: string | null, signal: AbortSignal): Promise<ActionResult>;
  /** Sends a direct message; the user may reply later (seeded: whether, when and what). */
  message(req: ActionRequest, userId: string, text: string, signal: AbortSignal): Promise<ActionResult>;
  /**
   * An account's DM inbox at `atMs`: its conversations, newest first, with the
   * replies that have arrived by then.
   */
  inbox(account: string, atMs: number): Conversation[];
  /**
   * The comments and private messages an account received in `(fromMs, toMs]`
   * (simulated time), oldest first: users' replies to its messages and what
   * users sent by themselves. Pure of the time window: asking again gives the
   * same messages with the same ids. A driver without it has no customer service.
   */
  inbound?(account: string, fromMs: number, toMs: number): InboundMessage[];
  /** The users an account follows through the driver (plus its seeded starting list), oldest first. */
  followingOf(account: string): string[];
  /**
   * Accounts a trial may import and log in (the simulator's, from its seed): they always log in
   * with their password. A real platform has none, and the console offers no sample then.
   */
  sampleAccounts?(): readonly SampleAccount[];
}
