import type { StepOutcome } from '@reelfleet/contract';

/** What a logged-in account can do on the short-video platform. */
export interface ActionRequest {
  /** Unique per step: the platform applies an action at most once per key. */
  idemKey: string;
  /** The login account acting. */
  account: string;
  deviceId: number | null;
  /** 1 for the first try, 2 for the first retry, ... */
  attempt: number;
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

export interface PlatformDriver {
  login(req: ActionRequest, password: string | null, signal: AbortSignal): Promise<LoginResult>;
  play(req: PlayRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  collect(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  share(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  like(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult>;
  follow(req: ActionRequest, userId: string, signal: AbortSignal): Promise<ActionResult>;
  comment(req: ActionRequest, videoId: string, text: string, signal: AbortSignal): Promise<ActionResult>;
}
