import type { StepOutcome } from '@reelfleet/contract';
import type { Clock } from '../../core/clock.ts';
import { type PlatformCatalogue, publishedVideo } from '../../core/driver/catalogue.ts';
import type {
  ActionRequest,
  ActionResult,
  CommentRequest,
  Conversation,
  GeneratedTitle,
  InboundMessage,
  LoginResult,
  PlatformDriver,
  PlayRequest,
  PublishRequest,
  PublishResult,
  SampleAccount,
  TitleRequest,
} from '../../core/driver/platform.ts';
import { hash32, Rng, unit } from '../../lib/seeded.ts';
import { sampleAccounts } from './samples.ts';
import { generateTitle } from './titles.ts';

/** Simulated upload speed of a phone (bytes a second) and the platform's processing after it. */
const UPLOAD_BYTES_PER_SECOND = 2 * 1024 * 1024;
const PUBLISH_PROCESSING_MS = 5_000;
const TRENDING = 12;

type Action =
  | 'login'
  | 'play'
  | 'collect'
  | 'share'
  | 'like'
  | 'follow'
  | 'unfollow'
  | 'comment'
  | 'message'
  | 'publish';

/** Follows (and unfollows) one account may make in a simulated day; beyond them the platform refuses. */
export const PLATFORM_DAILY_FOLLOWS = 200;
/** Chance that a user answers a direct message (a private account: a tenth of it), and the reply's delay. */
const REPLY_RATE = 0.35;
const REPLY_MIN_MS = 60_000;
const REPLY_MAX_MS = 2 * 3_600_000;
const REPLIES = ['hi!', 'thanks :)', 'who is this?', 'sure, tell me more', 'not interested', 'link?', 'ok'];

/**
 * Unsolicited inbound traffic per account: time is cut in windows, each
 * holding a message with this chance (about one message an hour), a comment
 * or a private message, from a seeded user with a seeded text.
 */
const INBOUND_WINDOW_MS = 15 * 60_000;
const INBOUND_CHANCE = 0.25;
const INBOUND_TEXTS = {
  comment: [
    'how much is this?',
    'where can I buy it?',
    'love this!',
    'price please',
    'does it ship to my country?',
    'link?',
    'so cool',
    '多少钱？',
    '在哪里买',
  ],
  chat: [
    'hello, is this still available?',
    'what is the price?',
    'can you send me the link?',
    'do you ship worldwide?',
    'hi!',
    'I have a question about your video',
    '你好，请问怎么购买？',
  ],
} as const;

/** Chance of a failure and of an abnormal outcome per try, and the simulated time an action takes. */
const BEHAVIOUR: Record<Action, { failure: number; abnormal: number; minMs: number; maxMs: number }> = {
  login: { failure: 0.05, abnormal: 0.06, minMs: 8_000, maxMs: 20_000 },
  play: { failure: 0.01, abnormal: 0.03, minMs: 5_000, maxMs: 30_000 },
  collect: { failure: 0.03, abnormal: 0.03, minMs: 1_000, maxMs: 3_000 },
  share: { failure: 0.03, abnormal: 0.03, minMs: 2_000, maxMs: 5_000 },
  like: { failure: 0.04, abnormal: 0.04, minMs: 1_000, maxMs: 3_000 },
  follow: { failure: 0.04, abnormal: 0.04, minMs: 1_000, maxMs: 3_000 },
  unfollow: { failure: 0.02, abnormal: 0.03, minMs: 1_000, maxMs: 3_000 },
  comment: { failure: 0.04, abnormal: 0.05, minMs: 4_000, maxMs: 10_000 },
  publish: { failure: 0.02, abnormal: 0.03, minMs: 5_000, maxMs: 15_000 },
  message: { failure: 0.05, abnormal: 0.04, minMs: 3_000, maxMs: 8_000 },
};

const FAILURE_REASONS: Record<Action, readonly string[]> = {
  login: ['platform.reason.wrongPassword', 'platform.reason.accountBanned'],
  play: ['platform.reason.videoUnavailable'],
  collect: ['platform.reason.rateLimited'],
  share: ['platform.reason.rateLimited'],
  like: ['platform.reason.rateLimited', 'platform.reason.actionBlocked'],
  follow: ['platform.reason.rateLimited', 'platform.reason.actionBlocked'],
  unfollow: ['platform.reason.rateLimited'],
  comment: ['platform.reason.commentBlocked', 'platform.reason.rateLimited'],
  publish: ['platform.reason.publishBlocked', 'platform.reason.uploadFailed'],
  message: ['platform.reason.messageBlocked', 'platform.reason.rateLimited'],
};

/**
 * How an account's state moves the odds (spec: new account, risk, device
 * online): a new account is rate limited more, a high-risk one blocked more,
 * and an action from a phone that is not online fails its heartbeat check.
 */
function oddsFor(action: Action, req: ActionRequest) {
  const b = BEHAVIOUR[action];
  const social = action === 'follow' || action === 'comment' || action === 'message';
  let failure = b.failure;
  let abnormal = b.abnormal;
  if (req.state?.ageDays !== undefined && req.state.ageDays < 7) failure *= social ? 2.5 : 1.5;
  if (req.state?.risk === 'high') failure *= 3;
  if (req.state?.deviceOnline === false) abnormal = 1;
  return { failure: Math.min(failure, 0.9), abnormal: Math.min(abnormal, 1) };
}
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
  /** Users each account follows (through the driver or its seeded starting list), oldest first. */
  readonly #following = new Map<string, string[]>();
  /** Follows and unfollows per account per simulated day. */
  readonly #daily = new Map<string, number>();
  /** Conversations per account, keyed by user id. */
  readonly #inbox = new Map<string, Map<string, Conversation>>();
  /** Videos each account published through the driver (inbound comments land under them). */
  readonly #published = new Map<string, string[]>();

  /** The sample accounts by account (lower case): their password. */
  readonly #samples: ReadonlyMap<string, string>;

  constructor(options: SimPlatformOptions) {
    this.#o = options;
    this.#samples = new Map(sampleAccounts(options.seed).map((a) => [a.account.toLowerCase(), a.password]));
  }

  sampleAccounts(): readonly SampleAccount[] {
    return sampleAccounts(this.#o.seed);
  }

  get catalogue(): PlatformCatalogue {
    return this.#o.catalogue;
  }

  /** A sample account logs in with its own password and no other; any other account needs one. */
  async login(req: ActionRequest, password: string | null, signal: AbortSignal): Promise<LoginResult> {
    const sample = this.#samples.get(req.account.toLowerCase());
    const base = await this.#act(
      'login',
      req,
      signal,
      () =>
        password === '' || (sample !== undefined && password !== null && password !== sample)
          ? 'platform.reason.wrongPassword'
          : null,
      undefined,
      sample === undefined ? undefined : 'success',
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
  /** A comment joins its video's thread (a reply names the comment it answers). */
  comment(req: CommentRequest, videoId: string, text: string, signal: AbortSignal): Promise<ActionResult> {
    return this.#onVideo('comment', req, videoId, signal, (v) => {
      v.commentCount++;
      this.catalogue.addComment({
        id: `${videoId}-${hash32(this.#o.seed, req.idemKey).toString().padStart(10, '0')}`,
        videoId,
        userId: '',
        text,
        diggCount: 0,
        createdAt: this.#o.clock.iso(),
        replyCount: 0,
        replyTo: req.replyTo ?? null,
        account: req.account,
      });
    });
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
    const video = publishedVideo({
      id,
      title: req.title,
      hashtags: req.hashtags,
      account: req.account,
      region: ['US', 'GB', 'JP', 'BR', 'ID', 'VN', 'TH', 'PH', 'MX', 'MY'][
        hash32(this.#o.seed, 'region', req.account) % 10
      ]!,
      publishedAt: this.#o.clock.iso(),
      durationSec: req.durationSec,
    });
    this.#firstTime(req.idemKey);
    this.catalogue.addPublished?.(video);
    this.#published.set(req.account, [...(this.#published.get(req.account) ?? []), id]);
    return { ...result, params: { videoId: id }, video };
  }

  generateTitle(req: TitleRequest): GeneratedTitle {
    return generateTitle(this.#o.seed, req, this.catalogue.trendingHashtags?.(TRENDING) ?? []);
  }

  async follow(req: ActionRequest, userId: string, signal: AbortSignal): Promise<ActionResult> {
    const user = this.catalogue.user(userId) ?? this.catalogue.userByHandle(userId);
    const result = await this.#act('follow', req, signal, () => {
      if (!user) return 'platform.reason.userNotFound';
      return this.#overDailyLimit(req) ? 'platform.reason.dailyLimit' : null;
    });
    if (result.outcome === 'success' && user && this.#firstTime(req.idemKey)) {
      this.#count(req);
      const now = this.catalogue.user(user.id)!;
      now.followerCount++;
      this.catalogue.keep(now);
      const list = this.followingOf(req.account);
      if (!list.includes(user.id)) list.push(user.id);
    }
    return result;
  }

  async unfollow(req: ActionRequest, userId: string | null, signal: AbortSignal): Promise<ActionResult> {
    const list = this.followingOf(req.account);
    const target = userId ?? list[0] ?? null;
    const result = await this.#act('unfollow', req, signal, () => {
      if (target === null || !list.includes(target)) return 'platform.reason.notFollowing';
      return this.#overDailyLimit(req) ? 'platform.reason.dailyLimit' : null;
    });
    if (result.outcome === 'success' && target && this.#firstTime(req.idemKey)) {
      this.#count(req);
      list.splice(list.indexOf(target), 1);
      const user = this.catalogue.user(target);
      if (user) {
        user.followerCount = Math.max(0, user.followerCount - 1);
        this.catalogue.keep(user);
      }
    }
    return target ? { ...result, params: { ...result.params, user: target } } : result;
  }

  /**
   * A direct message. A private account refuses messages from strangers;
   * whether the user answers, after how long and what, is seeded by the
   * account, the user and the message's place in their conversation.
   */
  async message(
    req: ActionRequest,
    userId: string,
    text: string,
    signal: AbortSignal,
  ): Promise<ActionResult> {
    const user = this.catalogue.user(userId);
    const result = await this.#act('message', req, signal, () => {
      if (!user) return 'platform.reason.userNotFound';
      return user.secret && !this.followingOf(req.account).includes(user.id)
        ? 'platform.reason.messagesClosed'
        : null;
    });
    if (result.outcome !== 'success' || !user || !this.#firstTime(req.idemKey)) return result;
    const threads = this.#inbox.get(req.account) ?? new Map<string, Conversation>();
    this.#inbox.set(req.account, threads);
    const at = this.#o.clock.now();
    const conv = threads.get(userId) ?? { account: req.account, userId, messages: [], lastAt: '' };
    const n = conv.messages.length;
    conv.messages.push({ direction: 'out', text, at: new Date(at).toISOString() });
    const rng = Rng.of(this.#o.seed, 'reply', req.account.toLowerCase(), userId, n);
    if (rng.next() < REPLY_RATE * (user.secret ? 0.1 : 1)) {
      const delay = rng.int(REPLY_MIN_MS, REPLY_MAX_MS);
      conv.messages.push({
        direction: 'in',
        text: rng.pick(REPLIES),
        at: new Date(at + delay).toISOString(),
      });
    }
    conv.lastAt = new Date(at).toISOString();
    threads.set(userId, conv);
    return result;
  }

  inbox(account: string, atMs: number): Conversation[] {
    const threads = [...(this.#inbox.get(account)?.values() ?? [])];
    return threads
      .map((c) => {
        const messages = c.messages.filter((m) => Date.parse(m.at) <= atMs);
        return { ...c, messages, lastAt: messages.at(-1)?.at ?? c.lastAt };
      })
      .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  }

  /**
   * Replies to the account's messages that arrived in the window, and the
   * seeded unsolicited comments and messages of every window starting in it.
   * Comments stand under a video of the account: one it published through
   * the driver when there is one, else a seeded catalogue video standing for
   * its older posts.
   */
  inbound(account: string, fromMs: number, toMs: number): InboundMessage[] {
    const out: InboundMessage[] = [];
    const key = account.toLowerCase();
    for (const conv of this.#inbox.get(account)?.values() ?? []) {
      conv.messages.forEach((m, n) => {
        const at = Date.parse(m.at);
        if (m.direction !== 'in' || at <= fromMs || at > toMs) return;
        out.push({
          id: `dm-${hash32(this.#o.seed, 'dm', key, conv.userId, n)}`,
          kind: 'chat',
          userId: conv.userId,
          text: m.text,
          at: m.at,
          videoId: null,
        });
      });
    }
    const c = this.catalogue;
    if (c.userCount > 0 && c.videoCount > 0) {
      const first = Math.floor(fromMs / INBOUND_WINDOW_MS);
      for (let w = first; w * INBOUND_WINDOW_MS <= toMs; w++) {
        const rng = Rng.of(this.#o.seed, 'inbound', key, w);
        if (rng.next() >= INBOUND_CHANCE) continue;
        const at = w * INBOUND_WINDOW_MS + rng.int(0, INBOUND_WINDOW_MS - 1);
        if (at <= fromMs || at > toMs) continue;
        const kind = rng.next() < 0.5 ? 'comment' : 'chat';
        const userId = c.userAt(rng.int(0, c.userCount - 1)).id;
        const text = rng.pick(INBOUND_TEXTS[kind]);
        const own = this.#published.get(account) ?? [];
        const videoId =
          kind === 'chat'
            ? null
            : own.length > 0
              ? own[rng.int(0, own.length - 1)]!
              : c.videoAt(hash32(this.#o.seed, 'own-video', key, rng.int(0, 2)) % c.videoCount).id;
        out.push({
          id: `in-${hash32(this.#o.seed, 'in', key, w)}-${w}`,
          kind,
          userId,
          text,
          at: new Date(at).toISOString(),
          videoId,
        });
      }
    }
    return out.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** An account starts out following a seeded few users of the catalogue. */
  followingOf(account: string): string[] {
    let list = this.#following.get(account);
    if (!list) {
      const rng = Rng.of(this.#o.seed, 'following', account.toLowerCase());
      const c = this.catalogue;
      list = [];
      for (let k = rng.int(3, 12); k > 0 && c.userCount > 0; k--) {
        const id = c.userAt(rng.int(0, c.userCount - 1)).id;
        if (!list.includes(id)) list.push(id);
      }
      this.#following.set(account, list);
    }
    return list;
  }

  #dayKey(req: ActionRequest): string {
    return `${req.account}:${Math.floor(this.#o.clock.now() / 86_400_000)}`;
  }
  #overDailyLimit(req: ActionRequest): boolean {
    return (this.#daily.get(this.#dayKey(req)) ?? 0) >= PLATFORM_DAILY_FOLLOWS;
  }
  #count(req: ActionRequest): void {
    const key = this.#dayKey(req);
    this.#daily.set(key, (this.#daily.get(key) ?? 0) + 1);
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
    if (result.outcome === 'success' && video && this.#firstTime(req.idemKey)) {
      // Read again after the wait: another action may have changed (and kept) it meanwhile.
      const now = this.catalogue.video(videoId)!;
      apply(now);
      this.catalogue.keep(now);
    }
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
    /** The outcome when nothing refuses it (a sample account's login), instead of the seeded draw. */
    sure?: StepOutcome,
  ): Promise<ActionResult> {
    const b = BEHAVIOUR[action];
    const key = req.seedKey ?? req.idemKey;
    const scale = this.#o.latencyScale ?? 1;
    const ms = takesMs ?? b.minMs + unit(this.#o.seed, 'ms', key, req.attempt) * (b.maxMs - b.minMs);
    const tookMs = Math.round(ms * scale);
    if (tookMs > 0) await this.#o.clock.sleep(tookMs, signal);
    else if (signal.aborted) throw signal.reason;

    const certain = refuse();
    if (certain) return { outcome: 'failure', reason: certain, params: {}, tookMs };
    if (this.#applied.has(req.idemKey)) {
      return { outcome: 'success', reason: 'platform.reason.alreadyDone', params: {}, tookMs };
    }
    const decided = this.#o.decide?.(action, req) ?? sure ?? null;
    const odds = oddsFor(action, req);
    const draw = unit(this.#o.seed, 'outcome', action, key, req.attempt);
    const outcome: StepOutcome =
      decided ??
      (draw < odds.failure ? 'failure' : draw < odds.failure + odds.abnormal ? 'abnormal' : 'success');
    const pick = unit(this.#o.seed, 'reason', key, req.attempt);
    const reason =
      outcome === 'failure'
        ? req.state?.risk === 'high'
          ? 'platform.reason.actionBlocked'
          : FAILURE_REASONS[action][Math.floor(pick * FAILURE_REASONS[action].length)]!
        : outcome === 'abnormal'
          ? req.state?.deviceOnline === false
            ? 'platform.reason.heartbeatFailed'
            : ABNORMAL_REASONS[Math.floor(pick * ABNORMAL_REASONS.length)]!
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
