import type { BusinessCategory, ProfileChanges, StepOutcome } from '@reelfleet/contract';
import { SIGNUP_SECONDS } from '@reelfleet/contract';
import type { Clock } from '../../core/clock.ts';
import type {
  FollowerEntry,
  FollowerPoint,
  GeneratedProfile,
  LifecyclePlatform,
  ProfileResult,
  RegisteredAccount,
  RegisterRequest,
  RegisterResult,
} from '../../core/driver/lifecycle.ts';
import type { ActionRequest, ActionResult } from '../../core/driver/platform.ts';
import { hash32, unit } from '../../lib/seeded.ts';

type Action = 'register' | 'profile' | 'business';

export interface SimLifecycleOptions {
  seed: number;
  clock: Clock;
  /** Multiplies every action's simulated duration; 0 answers at once (benchmarks). */
  latencyScale?: number;
  /** Replaces the outcome draw (tests): return null to keep the seeded one. */
  decide?: (action: Action, req: ActionRequest) => StepOutcome | null;
  /** The platform's own users by handle (the catalogue's): their handles are taken. */
  userByHandle?: (handle: string) => unknown;
}

/** Chance of a failure and of an abnormal outcome per try, and the simulated time an action takes. */
const BEHAVIOUR: Record<
  Action | 'registerSpecial',
  { failure: number; abnormal: number; minMs: number; maxMs: number }
> = {
  // Spec 9: 80-120 s per registered account.
  register: {
    failure: 0.15,
    abnormal: 0.03,
    minMs: SIGNUP_SECONDS.min * 1000,
    maxMs: SIGNUP_SECONDS.max * 1000,
  },
  registerSpecial: {
    failure: 0.05,
    abnormal: 0.02,
    minMs: SIGNUP_SECONDS.min * 1000,
    maxMs: SIGNUP_SECONDS.max * 1000,
  },
  profile: { failure: 0.02, abnormal: 0.02, minMs: 3_000, maxMs: 8_000 },
  business: { failure: 0.02, abnormal: 0.02, minMs: 5_000, maxMs: 12_000 },
};
const FAILURE_REASONS: Record<Action, readonly string[]> = {
  register: ['platform.reason.captchaFailed', 'platform.reason.phoneRejected'],
  profile: ['platform.reason.rateLimited'],
  business: ['platform.reason.rateLimited'],
};
const ABNORMAL_REASONS = ['platform.reason.heartbeatFailed', 'platform.reason.networkTimeout'] as const;

const FIRST = [
  'luna',
  'milo',
  'nova',
  'kai',
  'aria',
  'leo',
  'zara',
  'eli',
  'ivy',
  'max',
  'mia',
  'noah',
  'sky',
  'remy',
];
const SECOND = [
  'daily',
  'vibes',
  'studio',
  'journey',
  'bites',
  'style',
  'moments',
  'life',
  'tales',
  'notes',
  'world',
];
const SIGNATURES = [
  'Sharing little moments every day',
  'Coffee, travel and good music',
  'New videos every week ✨',
  'Just here for the fun',
  'Food lover | city explorer',
  'Follow for daily inspiration',
  'Making the ordinary look good',
  'DM for collabs',
];
const APP_VERSIONS = ['33.8.4', '34.1.2', '34.3.1', '35.0.3'];

/**
 * The simulated platform's account lifecycle: registrations take 80-120
 * simulated seconds and succeed more often in special mode; profile edits and
 * enterprise switches take a few seconds. Outcomes are seeded by the step key
 * and attempt (the same SIM_SEED gives the same answers), and a registration
 * is applied at most once per idempotency key (a replay answers the account it made).
 * Usernames are unique: a username one of the catalogue's users or another
 * account has (taken through this platform: registered, or changed to) fails
 * the edit with 'the username … is taken by another account'.
 */
export class SimLifecycle implements LifecyclePlatform {
  readonly #o: SimLifecycleOptions;
  readonly #registered = new Map<string, RegisteredAccount>();
  /** Handles taken through this platform, lowercased: the account holding each, and each account's. */
  readonly #holder = new Map<string, string>();
  readonly #handleOf = new Map<string, string>();

  constructor(options: SimLifecycleOptions) {
    this.#o = options;
  }

  generate(key: string): GeneratedProfile {
    const n = hash32(this.#o.seed, 'generated', key);
    const first = FIRST[n % FIRST.length]!;
    const second = SECOND[(n >>> 5) % SECOND.length]!;
    return {
      nickname: `${first[0]!.toUpperCase()}${first.slice(1)} ${second[0]!.toUpperCase()}${second.slice(1)}`,
      signature: SIGNATURES[(n >>> 9) % SIGNATURES.length]!,
      username: `${first}.${second}${(n >>> 13) % 10_000}`,
    };
  }

  async register(req: RegisterRequest, signal: AbortSignal): Promise<RegisterResult> {
    const behaviour = req.special ? 'registerSpecial' : 'register';
    const base = await this.#act('register', behaviour, req, signal);
    if (base.outcome !== 'success') return { ...base, account: null };
    const known = this.#registered.get(req.idemKey);
    if (known) return { ...base, account: known };
    const gen = this.generate(req.idemKey);
    const n = hash32(this.#o.seed, 'account', req.idemKey);
    const account: RegisteredAccount = {
      account: `${gen.username.replace('.', '_')}@mail.sim`,
      password: `Pw${(n >>> 3).toString(36)}!${n % 97}`,
      uniqueId: gen.username,
      nickname: req.nickname ?? gen.nickname,
      signature: req.signature ?? gen.signature,
      avatar: req.avatar ? `gen:${(n >>> 7).toString(16)}` : '',
      region: req.region,
      appVersion: APP_VERSIONS[n % APP_VERSIONS.length]!,
    };
    this.#registered.set(req.idemKey, account);
    this.#take(account.uniqueId, account.account);
    return { ...base, account };
  }

  async editProfile(
    req: ActionRequest,
    changes: ProfileChanges,
    signal: AbortSignal,
  ): Promise<ProfileResult> {
    const base = await this.#act('profile', 'profile', req, signal);
    if (base.outcome !== 'success') return { ...base, applied: {} };
    const username = changes.username;
    if (username !== undefined && username !== '') {
      // Checked and taken at once (one event loop turn): of two edits to one name, one gets it.
      if (this.#taken(username, req.account))
        return {
          ...base,
          outcome: 'failure',
          reason: 'platform.reason.usernameTaken',
          params: { username },
          applied: {},
        };
      this.#take(username, req.account);
    }
    return { ...base, applied: changes };
  }

  /** Whether a user of the catalogue or another account than `account` has the handle. */
  #taken(handle: string, account: string): boolean {
    const key = handle.toLowerCase();
    const holder = this.#holder.get(key);
    if (holder !== undefined) return holder !== account;
    return this.#o.userByHandle?.(key) !== undefined;
  }

  /** The account's handle is now `handle`: its previous one is free again. */
  #take(handle: string, account: string): void {
    const before = this.#handleOf.get(account);
    if (before !== undefined) this.#holder.delete(before);
    const key = handle.toLowerCase();
    this.#holder.set(key, account);
    this.#handleOf.set(account, key);
  }

  setBusiness(
    req: ActionRequest,
    _category: BusinessCategory | null,
    signal: AbortSignal,
  ): Promise<ActionResult> {
    return this.#act('business', 'business', req, signal);
  }

  /** A handle's seeded growth: followers at `since`, followers gained a day, following at `since`. */
  #growth(uniqueId: string) {
    const n = hash32(this.#o.seed, 'followers', uniqueId);
    return { base: n % 300, perDay: 2 + ((n >>> 9) % 40), following: (n >>> 4) % 50 };
  }

  /**
   * Followers grow by a seeded daily rate from a seeded base at `since`;
   * following grows slowly. Monotone in time: the same handle and time always
   * give the same figures, and a later time never fewer.
   */
  followerHistory(uniqueId: string, since: string, times: readonly string[]): FollowerPoint[] {
    const g = this.#growth(uniqueId);
    const start = Date.parse(since);
    return times.map((at) => {
      const days = Math.max(0, (Date.parse(at) - start) / 86_400_000);
      return {
        at,
        followers: g.base + Math.floor(days * g.perDay),
        following: g.following + Math.floor(days * 1.5),
      };
    });
  }

  /** Follower i (0 the first) followed when the growth reached i + 1; the list is newest first. */
  followers(uniqueId: string, since: string, at: string, offset: number, count: number) {
    const g = this.#growth(uniqueId);
    const start = Date.parse(since);
    const total = this.followerHistory(uniqueId, since, [at])[0]!.followers;
    const items: FollowerEntry[] = [];
    for (let k = offset; k < Math.min(total, offset + count); k++) {
      const i = total - 1 - k;
      const followedMs = i < g.base ? start : start + ((i - g.base + 1) / g.perDay) * 86_400_000;
      const who = this.generate(`${uniqueId}:follower:${i}`);
      items.push({
        uniqueId: who.username,
        nickname: who.nickname,
        followerCount: hash32(this.#o.seed, 'fc', uniqueId, i) % 5000,
        followedAt: new Date(Math.ceil(followedMs)).toISOString(),
      });
    }
    return { total, items };
  }

  async #act(
    action: Action,
    behaviour: keyof typeof BEHAVIOUR,
    req: ActionRequest,
    signal: AbortSignal,
  ): Promise<ActionResult> {
    const b = BEHAVIOUR[behaviour];
    const scale = this.#o.latencyScale ?? 1;
    const ms = b.minMs + unit(this.#o.seed, 'ms', req.idemKey, req.attempt) * (b.maxMs - b.minMs);
    const tookMs = Math.round(ms * scale);
    if (tookMs > 0) await this.#o.clock.sleep(tookMs, signal);
    else if (signal.aborted) throw signal.reason;
    if (action === 'register' && this.#registered.has(req.idemKey))
      return { outcome: 'success', reason: 'platform.reason.alreadyDone', params: {}, tookMs };
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
}
