import type { StepOutcome } from '@reelfleet/contract';
import type { Clock } from '../../core/clock.ts';
import type { PlatformCatalogue, PlatformVideo } from '../../core/driver/catalogue.ts';
import type {
  ActionRequest,
  ActionResult,
  GeneratedTitle,
  LoginResult,
  PlatformDriver,
  PlayRequest,
  PublishRequest,
  PublishResult,
  TitleRequest,
} from '../../core/driver/platform.ts';
import { hash32, Rng, unit } from '../../lib/seeded.ts';
import { generateTitle } from './titles.ts';

type Action = 'login' | 'play' | 'collect' | 'share' | 'like' | 'follow' | 'comment' | 'publish';

/** Simulated upload speed of a phone (bytes a second) and the platform's processing after it. */
const UPLOAD_BYTES_PER_SECOND = 2 * 1024 * 1024;
const PUBLISH_PROCESSING_MS = 5_000;
const TRENDING = 12;

/** Chance of a failure and of an abnormal outcome per try, and the simulated time an action takes. */
const BEHAVIOUR: Record<Action, { failure: number; abnormal: number; minMs: number; maxMs: number }> = {
  login: { failure: 0.05, abnormal: 0.06, minMs: 8_000, maxMs: 20_000 },
  play: { failure: 0.01, abnormal: 0.03, minMs: 5_000, maxMs: 30_000 },
  collect: { failure: 0.03, abnormal: 0.03, minMs: 1_000, maxMs: 3_000 },
  share: { failure: 0.03, abnormal: 0.03, minMs: 2_000, maxMs: 5_000 },
  like: { failure: 0.04, abnormal: 0.04, minMs: 1_000, maxMs: 3_000 },
  follow: { failure: 0.04, abnormal: 0.04, minMs: 1_000, maxMs: 3_000 },
  comment: { failure: 0.04, abnormal: 0.05, minMs: 4_000, maxMs: 10_000 },
  publish: { failure: 0.02, abnormal: 0.03, minMs: 5_000, maxMs: 15_000 },
};

const FAILURE_REASONS: Record<Action, readonly string[]> = {
  login: ['platform.reason.wrongPassword', 'platform.reason.accountBanned'],
  play: ['platform.reason.videoUnavailable'],
  collect: ['platform.reason.rateLimited'],
  share: ['platform.reason.rateLimited'],
  like: ['platform.reason.rateLimited', 'platform.reason.actionBlocked'],
  follow: ['platform.reason.rateLimited', 'platform.reason.actionBlocked'],
  comment: ['platform.reason.commentBlocked', 'platform.reason.rateLimited'],
  publish: ['platform.reason.publishBlocked', 'platform.reason.uploadFailed'],
};
const ABNORMAL_REASONS = ['platform.reason.heartbeatFailed', 'platform.reason.networkTimeout'] as const;

/** Keys remembered for idempotency; the oldest are forgotten beyond this. */
const APPLIED_MAX = 200_000;

export interface SimPlatformOptions {
  seed: number;
  clock: Clock;
  catalogue: PlatformCatalogue;
  /** Multiplies every action's simulated duration; 0 answers at once (benchmarks). */
  latencyScale?: number;
  /** Replaces the outcome draw (tests): return null to keep the seeded one. */
  decide?: (action: Action, req: ActionRequest) => StepOutcome | null;
}

/**
 * The simulated platform. Each action takes a seeded simulated time on the
 * clock (cancellable through the signal) and has a seeded outcome: the same
 * SIM_SEED, step key and attempt always give the same answer. An action is
 * applied at most once per idempotency key, so a step replayed after a crash
 * does not like a video twice.
 */
export class SimPlatform implements PlatformDriver {
  readonly #o: SimPlatformOptions;
  readonly #applied = new Map<string, true>();

  constructor(options: SimPlatformOptions) {
    this.#o = options;
  }

  get catalogue(): PlatformCatalogue {
    return this.#o.catalogue;
  }

  async login(req: ActionRequest, password: string | null, signal: AbortSignal): Promise<LoginResult> {
    const base = await this.#act('login', req, signal, () =>
      password === '' ? 'platform.reason.wrongPassword' : null,
    );
    if (base.outcome !== 'success') return { ...base, profile: null };
    const n = hash32(this.#o.seed, 'profile', req.account.toLowerCase());
    return {
      ...base,
      profile: {
        nickname: req.account.split(/[@._-]/)[0] || req.account,
        uniqueId:
          req.account
            .toLowerCase()
            .replace(/[^a-z0-9._]/g, '')
            .slice(0, 24) || `user${n % 100_000}`,
        region: ['US', 'GB', 'JP', 'BR', 'ID', 'VN', 'TH', 'PH', 'MX', 'MY'][n % 10]!,
        followerCount: n % 5000,
        followingCount: (n >>> 8) % 800,
        videoCount: (n >>> 4) % 60,
        heartCount: (n >>> 2) % 90_000,
        signature: '',
      },
    };
  }

  /** A view spends its watch time on the clock when it is given one. */
  play(req: PlayRequest, videoId: string, signal: AbortSignal): Promise<ActionResult> {
    return this.#onVideo('play', req, videoId, signal, (v) => v.playCount++, req.watchMs);
  }
  collect(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult> {
    return this.#onVideo('collect', req, videoId, signal, (v) => v.collectCount++);
  }
  share(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult> {
    return this.#onVideo('share', req, videoId, signal, (v) => v.shareCount++);
  }
  like(req: ActionRequest, videoId: string, signal: AbortSignal): Promise<ActionResult> {
    return this.#onVideo('like', req, videoId, signal, (v) => v.diggCount++);
  }
  comment(req: ActionRequest, videoId: string, _text: string, signal: AbortSignal): Promise<ActionResult> {
    return this.#onVideo('comment', req, videoId, signal, (v) => v.commentCount++);
  }

  /**
   * Uploads (time in proportion to the file's size on the simulated clock)
   * and publishes: the video, with an id derived from the step's key (a
   * replayed step publishes the same video once), joins the catalogue with
   * zero counts that grow from then on.
   */
  async publish(req: PublishRequest, signal: AbortSignal): Promise<PublishResult> {
    const uploadMs = Math.round((req.sizeBytes / UPLOAD_BYTES_PER_SECOND) * 1000) + PUBLISH_PROCESSING_MS;
    const result = await this.#act('publish', req, signal, () => null, uploadMs);
    if (result.outcome !== 'success') return { ...result, video: null };
    const rng = Rng.of('publish', this.#o.seed, req.idemKey);
    const id = `7${rng.digits(18)}`;
    const existing = this.catalogue.video(id);
    if (existing) return { ...result, video: existing };
    const video: PlatformVideo = {
      id,
      title: req.title,
      description: [req.title, ...req.hashtags.map((t) => `#${t}`)].join(' '),
      tags: req.hashtags,
      authorId: `account:${req.account}`,
      region: ['US', 'GB', 'JP', 'BR', 'ID', 'VN', 'TH', 'PH', 'MX', 'MY'][
        hash32(this.#o.seed, 'region', req.account) % 10
      ]!,
      publishedAt: this.#o.clock.iso(),
      durationSec: req.durationSec,
      playCount: 0,
      commentCount: 0,
      diggCount: 0,
      collectCount: 0,
      shareCount: 0,
      downloadCount: 0,
      unavailable: false,
    };
    this.#firstTime(req.idemKey);
    this.catalogue.addPublished?.(video);
    return { ...result, params: { videoId: id }, video };
  }

  generateTitle(req: TitleRequest): GeneratedTitle {
    return generateTitle(this.#o.seed, req, this.catalogue.trendingHashtags?.(TRENDING) ?? []);
  }

  async follow(req: ActionRequest, userId: string, signal: AbortSignal): Promise<ActionResult> {
    const user = this.catalogue.user(userId) ?? this.catalogue.userByHandle(userId);
    const result = await this.#act('follow', req, signal, () =>
      user ? null : 'platform.reason.userNotFound',
    );
    if (result.outcome === 'success' && user && this.#firstTime(req.idemKey)) user.followerCount++;
    return result;
  }

  async #onVideo(
    action: Action,
    req: ActionRequest,
    videoId: string,
    signal: AbortSignal,
    apply: (v: NonNullable<ReturnType<PlatformCatalogue['video']>>) => void,
    takesMs?: number,
  ): Promise<ActionResult> {
    const video = this.catalogue.video(videoId);
    const result = await this.#act(
      action,
      req,
      signal,
      () => {
        if (!video) return 'platform.reason.videoNotFound';
        return video.unavailable ? 'platform.reason.videoUnavailable' : null;
      },
      takesMs,
    );
    if (result.outcome === 'success' && video && this.#firstTime(req.idemKey)) apply(video);
    return result;
  }

  /**
   * Waits the action's simulated time (`takesMs`, else a seeded draw), then
   * draws its outcome; `refuse` names a certain failure.
   */
  async #act(
    action: Action,
    req: ActionRequest,
    signal: AbortSignal,
    refuse: () => string | null,
    takesMs?: number,
  ): Promise<ActionResult> {
    const b = BEHAVIOUR[action];
    const scale = this.#o.latencyScale ?? 1;
    const ms = takesMs ?? b.minMs + unit(this.#o.seed, 'ms', req.idemKey, req.attempt) * (b.maxMs - b.minMs);
    const tookMs = Math.round(ms * scale);
    if (tookMs > 0) await this.#o.clock.sleep(tookMs, signal);
    else if (signal.aborted) throw signal.reason;

    const certain = refuse();
    if (certain) return { outcome: 'failure', reason: certain, params: {}, tookMs };
    if (this.#applied.has(req.idemKey)) {
      return { outcome: 'success', reason: 'platform.reason.alreadyDone', params: {}, tookMs };
    }
    const decided = this.#o.decide?.(action, req) ?? null;
    const draw = unit(this.#o.seed, 'outcome', action, req.idemKey, req.attempt);
    const outcome: StepOutcome =
      decided ?? (draw < b.failure ? 'failure' : draw < b.failure + b.abnormal ? 'abnormal' : 'success');
    const pick = unit(this.#o.seed, 'reason', req.idemKey, req.attempt);
    const reason =
      outcome === 'failure'
        ? FAILURE_REASONS[action][Math.floor(pick * FAILURE_REASONS[action].length)]!
        : outcome === 'abnormal'
          ? ABNORMAL_REASONS[Math.floor(pick * ABNORMAL_REASONS.length)]!
          : 'platform.reason.ok';
    return { outcome, reason, params: {}, tookMs };
  }

  /** True the first time a key succeeds; the platform's counters move once per key. */
  #firstTime(idemKey: string): boolean {
    if (this.#applied.has(idemKey)) return false;
    this.#applied.set(idemKey, true);
    if (this.#applied.size > APPLIED_MAX) {
      const oldest = this.#applied.keys().next().value;
      if (oldest !== undefined) this.#applied.delete(oldest);
    }
    return true;
  }
}
