import { VIDEO_REGIONS } from '@reelfleet/contract';
import type {
  PlatformCatalogue,
  PlatformChallenge,
  PlatformComment,
  PlatformLiveRoom,
  PlatformPage,
  PlatformUser,
  PlatformVideo,
  VideoSearch,
} from '../../core/driver/catalogue.ts';
import { hash32, Rng, unit } from '../../lib/seeded.ts';

const GROWTH_KEYS = [
  'playCount',
  'diggCount',
  'commentCount',
  'collectCount',
  'shareCount',
  'downloadCount',
] as const;
type Growth = Record<(typeof GROWTH_KEYS)[number], number>;
const zeroGrowth = (): Growth => ({
  playCount: 0,
  diggCount: 0,
  commentCount: 0,
  collectCount: 0,
  shareCount: 0,
  downloadCount: 0,
});

/**
 * The simulated platform's world, generated lazily from SIM_SEED: nothing is
 * materialised. A video or a user is a pure function of (seed, index), and
 * its id an invertible scramble of its index, so a lookup by id, a page of a
 * listing or a search costs time proportional to what it answers, whatever
 * the catalogue's size (1,000,000 videos and 1,000,000 users by default).
 * Counters moved by actions (likes, follows, ...) live in memory only: an
 * object an action changed is kept (`keep`), the others are made afresh.
 *
 * Layout of the indices (docs/platform.md):
 * - video i: topic `i % T`, region `(i / T) % R`, age rank `i / (T·R)` (0 is
 *   the newest), so a topic's or a region's videos and a recency window are
 *   arithmetic progressions, enumerated without a scan;
 * - user j: region `j % R`, topic `(j / R) % T`, first name `(j / (R·T)) % F`;
 *   the first users of each region are its creators, author of the region's
 *   k-th video `k mod creators`, so a user's posts are enumerated too;
 * - followers/following of a user: a seeded affine permutation of the users
 *   (each listing seeded per user; the two directions are not mirrored).
 */
export const CATALOGUE_USERS = 1_000_000;
export const CATALOGUE_VIDEOS = 1_000_000;

export const TOPICS = [
  'cooking',
  'travel',
  'fitness',
  'dance',
  'music',
  'pets',
  'fashion',
  'beauty',
  'gaming',
  'comedy',
  'diy',
  'tech',
  'cars',
  'football',
  'art',
  'makeup',
  'skincare',
  'garden',
  'coffee',
  'books',
] as const;
/** A creator's word for each topic (nickname and handle). */
const TOPIC_WORDS = [
  'cooks',
  'travels',
  'fit',
  'moves',
  'beats',
  'paws',
  'style',
  'glow',
  'plays',
  'laughs',
  'makes',
  'geek',
  'drives',
  'kicks',
  'draws',
  'looks',
  'skin',
  'grows',
  'brews',
  'reads',
];
const ADJECTIVES = [
  'easy',
  'quick',
  'amazing',
  'daily',
  'secret',
  'perfect',
  'tiny',
  'epic',
  'cozy',
  'honest',
];
const NOUNS = [
  'recipe',
  'routine',
  'trick',
  'challenge',
  'vlog',
  'tutorial',
  'review',
  'story',
  'hack',
  'moment',
];
const FIRST = [
  'luna',
  'max',
  'mia',
  'leo',
  'ava',
  'kai',
  'zoe',
  'noah',
  'ivy',
  'eli',
  'nina',
  'theo',
  'rose',
  'finn',
];
const SIGNATURES = [
  'Sharing what I love every day',
  'New video every week',
  'Business: see link',
  'Just here for fun',
  'Coffee first, then content',
  '',
];
const PHRASES = [
  'love this',
  'so good',
  'need to try this',
  'haha',
  'wow',
  'where is this?',
  'tutorial please',
];
const LIVE_TITLES = ['live now', 'Q&A', 'chill stream', 'come say hi', 'late night', 'live tutorial'];

const T = TOPICS.length;
const R = VIDEO_REGIONS.length;
const F = FIRST.length;
const DAY = 86_400_000;
/** Videos are published over this span before the anchor. */
const SPAN_MS = 365 * DAY;
/** Default anchor (tests): the catalogue's newest video was published just before it. */
export const DEFAULT_ANCHOR = Date.parse('2026-01-01T00:00:00.000Z');
/** One user in this many is live (its rooms are searchable). */
const LIVE_EVERY = 25;
/** Search pages scan at most this many candidates (most-liked sorts what it found). */
const SCAN_MAX = 200_000;
const VIDEO_BASE = 7_000_000_000_000_000_000n;
const VIDEO_MOD = 1_000_000_000_000_000_000n;
const USER_BASE = 100_000_000_000_000_000n;
const USER_MOD = 900_000_000_000_000_000n;

/** An invertible scramble of [0, mod): x → (a·x + b) mod mod. */
class Affine {
  readonly #a: bigint;
  readonly #b: bigint;
  readonly #inv: bigint;
  readonly #mod: bigint;
  constructor(seed: number, tag: string, mod: bigint) {
    this.#mod = mod;
    let a = (BigInt(hash32(seed, tag, 'a')) << 32n) | BigInt(hash32(seed, tag, 'a2'));
    a = a % mod;
    while (gcd(a, mod) !== 1n) a += 1n;
    this.#a = a;
    this.#b = ((BigInt(hash32(seed, tag, 'b')) << 32n) | BigInt(hash32(seed, tag, 'b2'))) % mod;
    this.#inv = modInverse(a, mod);
  }
  to(x: number): bigint {
    return (this.#a * BigInt(x) + this.#b) % this.#mod;
  }
  from(y: bigint): bigint {
    return ((((y - this.#b) % this.#mod) + this.#mod) * this.#inv) % this.#mod;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

/** A seeded permutation of [0, n) for small n (number arithmetic). */
function smallPerm(seed: number, tag: string | number, key: string, n: number) {
  if (n <= 1) return (k: number) => k;
  let a = 1 + (hash32(seed, tag, key, 'a') % (n - 1));
  while (gcdN(a, n) !== 1) a++;
  const b = hash32(seed, tag, key, 'b') % n;
  // a·k may pass 2^53 for big n: split the product.
  return (k: number) => (mulMod(a, k, n) + b) % n;
}
function gcdN(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
function mulMod(a: number, b: number, m: number): number {
  if (a * b < Number.MAX_SAFE_INTEGER) return (a * b) % m;
  return Number((BigInt(a) * BigInt(b)) % BigInt(m));
}

const words = (text: string) => text.toLowerCase().replace(/^#/, '').trim();

/** A read-only list of `length` items made on demand (`catalogue.videos[10]`, `.find`, `for … of`). */
function lazyList<X>(length: number, at: (i: number) => X): readonly X[] {
  return new Proxy([] as X[], {
    get(target, key, receiver) {
      if (key === 'length') return length;
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        const i = Number(key);
        return i < length ? at(i) : undefined;
      }
      return Reflect.get(target, key, receiver);
    },
    has: (_t, key) => typeof key === 'string' && /^\d+$/.test(key) && Number(key) < length,
    ownKeys: () => [...Array.from({ length: Math.min(length, 100_000) }, (_, i) => String(i)), 'length'],
    getOwnPropertyDescriptor: (_t, key) =>
      key === 'length'
        ? { value: length, writable: true, enumerable: false, configurable: false }
        : typeof key === 'string' && /^\d+$/.test(key) && Number(key) < length
          ? { value: at(Number(key)), writable: false, enumerable: true, configurable: true }
          : undefined,
  });
}

export interface CatalogueOptions {
  users?: number;
  videos?: number;
  /** The newest video's publish time (ms); the simulator passes its clock at start. */
  anchorMs?: number;
}

export class Catalogue implements PlatformCatalogue {
  readonly seed: number;
  readonly userCount: number;
  readonly videoCount: number;
  readonly anchorMs: number;
  /** Every video, made on demand (no memory is held for it). */
  readonly videos: readonly PlatformVideo[];
  readonly users: readonly PlatformUser[];
  readonly #videoIds: Affine;
  readonly #userIds: Affine;
  /** Objects an action changed. */
  readonly #kept = new Map<string, PlatformVideo | PlatformUser>();
  /** Comments posted through the driver, per video, newest last. */
  readonly #posted = new Map<string, PlatformComment[]>();
  /** Age ranks (i / (T·R)) and the number of them. */
  readonly #ranks: number;
  /** Published through the driver, with the growth already added to each video's counts. */
  readonly #published = new Map<string, { video: PlatformVideo; rate: number; grown: Growth }>();
  #now: () => number = () => Date.now();

  constructor(seed: number, options: CatalogueOptions = {}) {
    this.seed = seed;
    this.userCount = Math.max(1, options.users ?? CATALOGUE_USERS);
    this.videoCount = Math.max(0, options.videos ?? CATALOGUE_VIDEOS);
    this.anchorMs = options.anchorMs ?? DEFAULT_ANCHOR;
    this.#videoIds = new Affine(seed, 'video-ids', VIDEO_MOD);
    this.#userIds = new Affine(seed, 'user-ids', USER_MOD);
    this.#ranks = Math.max(1, Math.ceil(this.videoCount / (T * R)));
    this.videos = lazyList(this.videoCount, (i) => this.videoAt(i));
    this.users = lazyList(this.userCount, (j) => this.userAt(j));
  }

  // ---- ids ----

  videoId(i: number): string {
    return String(VIDEO_BASE + this.#videoIds.to(i));
  }
  videoIndex(id: string): number | null {
    if (!/^7\d{18}$/.test(id)) return null;
    const i = this.#videoIds.from(BigInt(id) - VIDEO_BASE);
    return i < BigInt(this.videoCount) ? Number(i) : null;
  }
  userId(j: number): string {
    return String(USER_BASE + this.#userIds.to(j));
  }
  userIndex(id: string): number | null {
    if (!/^[1-9]\d{17}$/.test(id)) return null;
    const j = this.#userIds.from(BigInt(id) - USER_BASE);
    return j < BigInt(this.userCount) ? Number(j) : null;
  }

  // ---- users ----

  /** Users of a region: j = r + R·m for m < usersIn(r). */
  #usersIn(r: number): number {
    return r < this.userCount ? Math.floor((this.userCount - 1 - r) / R) + 1 : 0;
  }
  /** A region's creators: its first users, a multiple of T when it can be (a creator posts on its own topic). */
  #creatorsIn(r: number): number {
    const users = this.#usersIn(r);
    if (users === 0) return 0;
    const c = Math.floor(users / (10 * T)) * T;
    return c > 0 ? c : users;
  }
  /** Videos of a region: k-th at i = (⌊k/T⌋·R + r)·T + k mod T. */
  #videosIn(r: number): number {
    const block = T * R;
    const full = Math.floor(this.videoCount / block);
    const rem = this.videoCount - full * block;
    return full * T + Math.min(T, Math.max(0, rem - r * T));
  }

  #handle(j: number): string {
    const topic = Math.floor(j / R) % T;
    const first = Math.floor(j / (R * T)) % F;
    return `${FIRST[first]}.${TOPIC_WORDS[topic]}${j}`;
  }

  userAt(j: number): PlatformUser {
    const id = this.userId(j);
    const kept = this.#kept.get(id) as PlatformUser | undefined;
    if (kept) return kept;
    const r = j % R;
    const topic = Math.floor(j / R) % T;
    const first = FIRST[Math.floor(j / (R * T)) % F]!;
    const rng = Rng.of(this.seed, 'user', j);
    const followerCount = Math.floor(10 ** (rng.next() * 6));
    const m = Math.floor(j / R);
    const creators = this.#creatorsIn(r);
    const videos = this.#videosIn(r);
    const videoCount = m < creators && m < videos ? Math.floor((videos - 1 - m) / creators) + 1 : 0;
    return {
      id,
      uniqueId: this.#handle(j),
      nickname: `${first.replace(/^./, (c) => c.toUpperCase())} ${TOPIC_WORDS[topic]}`,
      secUid: `MS4wLjABAAAA${hash32(this.seed, id).toString(36)}${rng.digits(8)}`,
      signature: rng.pick(SIGNATURES),
      region: VIDEO_REGIONS[r]!.code,
      followerCount,
      followingCount: rng.int(0, 2000),
      videoCount,
      heartCount: Math.floor(followerCount * (1 + rng.next() * 20)),
      secret: rng.next() < 0.08,
    };
  }

  user(id: string): PlatformUser | undefined {
    const j = this.userIndex(id);
    return j === null ? undefined : this.userAt(j);
  }

  userByHandle(uniqueId: string): PlatformUser | undefined {
    const handle = uniqueId.replace(/^@/, '').toLowerCase();
    const digits = /(\d+)$/.exec(handle)?.[1];
    if (!digits) return undefined;
    const j = Number(digits);
    if (!(j < this.userCount) || this.#handle(j) !== handle) return undefined;
    return this.userAt(j);
  }

  // ---- videos ----

  #videoParts(i: number) {
    const topic = i % T;
    const r = Math.floor(i / T) % R;
    const rank = Math.floor(i / (T * R));
    const h = hash32(this.seed, 'video', i);
    return { topic, r, rank, adjective: h % ADJECTIVES.length, noun: (h >>> 8) % NOUNS.length };
  }

  /** Publish time (ms) of the video at index i: rank 0 the newest day(s) before the anchor. */
  publishedMs(i: number): number {
    const rank = Math.floor(i / (T * R));
    const frac = unit(this.seed, 'published', i);
    return this.anchorMs - Math.floor(((rank + frac) * SPAN_MS) / this.#ranks);
  }

  /** The k-th video of region r (k < #videosIn(r)). */
  #regionVideo(r: number, k: number): number {
    return (Math.floor(k / T) * R + r) * T + (k % T);
  }

  videoAt(i: number): PlatformVideo {
    const id = this.videoId(i);
    const kept = this.#kept.get(id) as PlatformVideo | undefined;
    if (kept) return kept;
    const { topic, r, rank, adjective, noun } = this.#videoParts(i);
    const rng = Rng.of(this.seed, 'video-stats', i);
    // k-th video of its region: its author is creator k mod creators of that region.
    const k = rank * T + topic;
    const creators = this.#creatorsIn(r);
    const author = creators > 0 ? r + R * (k % creators) : 0;
    const topicName = TOPICS[topic]!;
    const title = `${ADJECTIVES[adjective]} ${topicName} ${NOUNS[noun]}`;
    const playCount = Math.floor(10 ** (2 + rng.next() * 5));
    const diggCount = Math.floor(playCount * (0.01 + rng.next() * 0.15));
    return {
      id,
      title: title.replace(/^./, (c) => c.toUpperCase()),
      description: `${title} #${topicName} #fyp`,
      tags: [topicName, 'fyp'],
      authorId: this.userId(Math.min(author, this.userCount - 1)),
      region: VIDEO_REGIONS[r]!.code,
      publishedAt: new Date(this.publishedMs(i)).toISOString(),
      durationSec: rng.int(6, 90),
      playCount,
      commentCount: Math.floor(diggCount * (0.01 + rng.next() * 0.1)),
      diggCount,
      collectCount: Math.floor(diggCount * (0.05 + rng.next() * 0.3)),
      shareCount: Math.floor(diggCount * rng.next() * 0.2),
      downloadCount: Math.floor(diggCount * rng.next() * 0.05),
      unavailable: rng.next() < 0.01,
    };
  }

  video(id: string): PlatformVideo | undefined {
    const published = this.#published.get(id);
    if (published) {
      this.#grow(published);
      return published.video;
    }
    const i = this.videoIndex(id);
    return i === null ? undefined : this.videoAt(i);
  }

  /** The simulated clock published videos grow by (the driver's clock). */
  useClock(now: () => number): void {
    this.#now = now;
  }

  addPublished(video: PlatformVideo): void {
    if (this.#published.has(video.id)) return;
    // Plays an hour, seeded by the video: some take off, most do not.
    const rate = 20 + Math.floor(unit(this.seed, 'rate', video.id) ** 3 * 2000);
    const entry = { video, rate, grown: zeroGrowth() };
    this.#published.set(video.id, entry);
    this.#grow(entry);
  }

  /**
   * Adds the growth since the last look: plays follow a seeded rate per hour
   * since publishing (slowing as the video ages), the other counts a seeded
   * share of the plays. Counts moved by actions stay on top.
   */
  #grow(entry: { video: PlatformVideo; rate: number; grown: Growth }): void {
    const { video } = entry;
    const hours = Math.max(0, (this.#now() - Date.parse(video.publishedAt)) / 3_600_000);
    const plays = Math.floor(entry.rate * hours ** 0.85);
    const share = (name: string, max: number) => unit(this.seed, name, video.id) * max;
    const target: Growth = {
      playCount: plays,
      diggCount: Math.floor(plays * (0.02 + share('digg', 0.12))),
      commentCount: Math.floor(plays * (0.002 + share('comment', 0.01))),
      collectCount: Math.floor(plays * (0.005 + share('collect', 0.03))),
      shareCount: Math.floor(plays * (0.001 + share('share', 0.01))),
      downloadCount: Math.floor(plays * share('download', 0.004)),
    };
    for (const key of GROWTH_KEYS) {
      const delta = target[key] - entry.grown[key];
      if (delta > 0) {
        video[key] += delta;
        entry.grown[key] = target[key];
      }
    }
  }

  /**
   * The hashtags most used in the catalogue: every video carries its topic's
   * tag and topics take turns (video i has topic i mod T), so the first
   * `videoCount mod T` topics lead by one; ties keep a seeded order.
   */
  trendingHashtags(limit: number): string[] {
    const base = Math.floor(this.videoCount / T);
    return TOPICS.map((tag, k) => ({
      tag,
      n: base + (k < this.videoCount % T ? 1 : 0),
      h: hash32(this.seed, 'trend', tag),
    }))
      .sort((a, b) => b.n - a.n || a.h - b.h)
      .slice(0, limit)
      .map((t) => t.tag);
  }

  keep(item: PlatformVideo | PlatformUser): void {
    this.#kept.set(item.id, item);
  }

  /** Whether a keyword matches the video at i without making it (tags, title words). */
  #matches(i: number, word: string): boolean {
    const p = this.#videoParts(i);
    if (word === 'fyp' || word === TOPICS[p.topic]) return true;
    const title = `${ADJECTIVES[p.adjective]} ${TOPICS[p.topic]} ${NOUNS[p.noun]}`;
    return title.includes(word);
  }

  /**
   * A video's like count and availability without making it: the first
   * draws of videoAt's generator, in its order (a kept video: its live counts).
   */
  #stats(i: number): { likes: number; unavailable: boolean } {
    if (this.#kept.size > 0) {
      const kept = this.#kept.get(this.videoId(i)) as PlatformVideo | undefined;
      if (kept) return { likes: kept.diggCount, unavailable: kept.unavailable };
    }
    const rng = Rng.of(this.seed, 'video-stats', i);
    const playCount = Math.floor(10 ** (2 + rng.next() * 5));
    const likes = Math.floor(playCount * (0.01 + rng.next() * 0.15));
    // durationSec, commentCount, collectCount, shareCount, downloadCount, then unavailable.
    for (let k = 0; k < 5; k++) rng.next();
    return { likes, unavailable: rng.next() < 0.01 };
  }

  #usable(i: number): boolean {
    return !this.#stats(i).unavailable;
  }

  /**
   * Videos a search for these keywords finds, best first (maintenance's feed):
   * those tagged with or titled by a keyword in any region and time, then a
   * fixed pick of the feed seeded by the words, as a real feed never comes back empty.
   */
  search(keywords: readonly string[], limit: number): PlatformVideo[] {
    const seen = new Set<number>();
    const out: PlatformVideo[] = [];
    const add = (i: number) => {
      if (seen.has(i) || out.length >= limit) return;
      seen.add(i);
      if (this.#usable(i)) out.push(this.videoAt(i));
    };
    const list = keywords.map(words).filter(Boolean);
    for (
      let i = 0, scanned = 0;
      i < this.videoCount && out.length < limit && scanned < SCAN_MAX;
      i++, scanned++
    )
      if (list.some((w) => this.#matches(i, w))) add(i);
    const rng = Rng.of('feed', this.seed, list.join(' '));
    for (let tries = 0; out.length < limit && tries < limit * 4 && this.videoCount > 0; tries++)
      add(rng.int(0, this.videoCount - 1));
    return out;
  }

  /**
   * Keyword search by region (default US) and recency (default 7 days before
   * `nowMs`, or before the anchor when the clock has passed it): walks the region's videos newest first, only the topics a
   * keyword names when every keyword is a topic, and stops once the page is
   * full (most liked: sorts what the window holds, at most SCAN_MAX candidates).
   */
  searchVideos(q: VideoSearch): PlatformPage<PlatformVideo> {
    const list = q.keywords.map(words).filter(Boolean);
    const r = Math.max(
      0,
      VIDEO_REGIONS.findIndex((x) => x.code === (q.region ?? 'US')),
    );
    const days = q.days ?? 7;
    // The generated world's newest video was published at the anchor (the clock at start):
    // recency counts back from whichever is earlier, so a long-running (or fast) clock
    // still finds the catalogue's last days instead of an empty window.
    const nowMs = Math.min(q.nowMs, this.anchorMs);
    const oldest = nowMs - days * DAY;
    const topics = list.every((w) => (TOPICS as readonly string[]).includes(w))
      ? list.map((w) => (TOPICS as readonly string[]).indexOf(w))
      : null;
    const want = q.offset + q.count;
    const sortType = q.sortType ?? 0;
    const found: number[] = [];
    let scanned = 0;
    let exhausted = true;
    const regionVideos = this.#videosIn(r);
    outer: for (let rank = 0; rank < this.#ranks; rank++) {
      // Ranks are published oldest-last: once a rank's newest possible time is before the window, stop.
      if (this.anchorMs - Math.floor((rank * SPAN_MS) / this.#ranks) < oldest) break;
      for (let t = 0; t < T; t++) {
        if (topics && !topics.includes(t)) continue;
        const k = rank * T + t;
        if (k >= regionVideos) continue;
        const i = this.#regionVideo(r, k);
        if (++scanned > SCAN_MAX) {
          exhausted = false;
          break outer;
        }
        const at = this.publishedMs(i);
        if (at < oldest || at > nowMs) continue;
        if (!topics && !list.some((w) => this.#matches(i, w))) continue;
        if (!this.#usable(i)) continue;
        found.push(i);
        if (sortType !== 1 && found.length > want) {
          exhausted = false;
          break outer;
        }
      }
    }
    let order = found;
    if (sortType === 1) {
      const likes = new Map(found.map((i) => [i, this.#stats(i).likes]));
      order = [...found].sort((a, b) => likes.get(b)! - likes.get(a)!);
    } else if (sortType === 2) {
      const at = new Map(found.map((i) => [i, this.publishedMs(i)]));
      order = [...found].sort((a, b) => at.get(b)! - at.get(a)!);
    }
    const items = order.slice(q.offset, want).map((i) => this.videoAt(i));
    const hasMore = order.length > want || !exhausted;
    return { items, cursor: q.offset + items.length, hasMore, total: exhausted ? order.length : -1 };
  }

  posts(userId: string, offset: number, count: number): PlatformPage<PlatformVideo> {
    const j = this.userIndex(userId);
    if (j === null) return empty(offset);
    const r = j % R;
    const m = Math.floor(j / R);
    const creators = this.#creatorsIn(r);
    const videos = this.#videosIn(r);
    const total = m < creators && m < videos ? Math.floor((videos - 1 - m) / creators) + 1 : 0;
    const items: PlatformVideo[] = [];
    for (let n = offset; n < Math.min(total, offset + count); n++)
      items.push(this.videoAt(this.#regionVideo(r, m + n * creators)));
    return page(items, offset, total);
  }

  // ---- hashtags ----

  #challengeId(t: number): string {
    return String(1_000_000_000 + (hash32(this.seed, 'challenge', t) % 1_000_000_000) * 20 + t).slice(0, 12);
  }

  #challengeAt(t: number): PlatformChallenge {
    const videoCount = t < this.videoCount ? Math.floor((this.videoCount - 1 - t) / T) + 1 : 0;
    return {
      id: this.#challengeId(t),
      title: TOPICS[t]!,
      description: `Everything ${TOPICS[t]}: show yours with #${TOPICS[t]}`,
      videoCount,
      viewCount: videoCount * (1000 + (hash32(this.seed, 'challenge-views', t) % 50_000)),
    };
  }

  challenge(id: string): PlatformChallenge | undefined {
    for (let t = 0; t < T; t++) if (this.#challengeId(t) === id) return this.#challengeAt(t);
    return undefined;
  }

  searchChallenges(
    keywords: readonly string[],
    offset: number,
    count: number,
  ): PlatformPage<PlatformChallenge> {
    const list = keywords.map(words).filter(Boolean);
    const all = TOPICS.flatMap((name, t) =>
      list.some((w) => name.includes(w)) ? [this.#challengeAt(t)] : [],
    );
    return page(all.slice(offset, offset + count), offset, all.length);
  }

  challengeVideos(challengeId: string, offset: number, count: number): PlatformPage<PlatformVideo> {
    const c = this.challenge(challengeId);
    if (!c) return empty(offset);
    const t = TOPICS.indexOf(c.title as (typeof TOPICS)[number]);
    const items: PlatformVideo[] = [];
    for (let n = offset; n < Math.min(c.videoCount, offset + count); n++) items.push(this.videoAt(t + n * T));
    return page(items, offset, c.videoCount);
  }

  // ---- users: search, followers, following ----

  /**
   * Users whose handle or nickname holds a keyword: a first name or a topic's
   * word is enumerated directly; any other text scans at most SCAN_MAX users.
   */
  searchUsers(keywords: readonly string[], offset: number, count: number): PlatformPage<PlatformUser> {
    const list = keywords.map(words).filter(Boolean);
    const want = offset + count;
    const found: number[] = [];
    let exhausted = true;
    for (let j = 0, scanned = 0; j < this.userCount; j++) {
      // Jump over whole blocks a structured keyword rules out.
      if (++scanned > SCAN_MAX) {
        exhausted = false;
        break;
      }
      const handle = this.#handle(j);
      if (!list.some((w) => handle.includes(w) || (TOPICS[Math.floor(j / R) % T] as string) === w)) continue;
      found.push(j);
      if (found.length > want) {
        exhausted = false;
        break;
      }
    }
    const items = found.slice(offset, want).map((j) => this.userAt(j));
    return {
      items,
      cursor: offset + items.length,
      hasMore: !exhausted,
      total: exhausted ? found.length : -1,
    };
  }

  #relation(
    userId: string,
    kind: 'followers' | 'following',
    offset: number,
    count: number,
  ): PlatformPage<PlatformUser> {
    const j = this.userIndex(userId);
    if (j === null) return empty(offset);
    const user = this.userAt(j);
    const n = this.userCount;
    const total = Math.min(kind === 'followers' ? user.followerCount : user.followingCount, n - 1);
    // A permutation of the other users: [0, n-1) shifted past j.
    const perm = smallPerm(this.seed, kind, userId, n - 1);
    const items: PlatformUser[] = [];
    for (let k = offset; k < Math.min(total, offset + count); k++) {
      const x = perm(k);
      items.push(this.userAt(x >= j ? x + 1 : x));
    }
    return page(items, offset, total);
  }

  followerPage(userId: string, offset: number, count: number): PlatformPage<PlatformUser> {
    return this.#relation(userId, 'followers', offset, count);
  }
  followingPage(userId: string, offset: number, count: number): PlatformPage<PlatformUser> {
    return this.#relation(userId, 'following', offset, count);
  }

  /** A page of a user's followers (followerPage's items). */
  followers(userId: string, offset: number, limit: number): PlatformUser[] {
    return this.followerPage(userId, offset, limit).items;
  }

  // ---- comments ----

  #platformComment(video: PlatformVideo, k: number): PlatformComment {
    const rng = Rng.of(this.seed, 'comment', video.id, k);
    const published = Date.parse(video.publishedAt);
    return {
      id: `${video.id}${String(k).padStart(6, '0')}`,
      videoId: video.id,
      userId: this.userId(rng.int(0, this.userCount - 1)),
      text: rng.pick(PHRASES),
      diggCount: rng.int(0, 500),
      createdAt: new Date(published + rng.int(60, 86_400) * 1000).toISOString(),
      replyCount: rng.next() < 0.2 ? rng.int(1, 12) : 0,
      replyTo: null,
      account: null,
    };
  }

  /** The first comments of a video (at most `limit`), the same on every call. */
  comments(videoId: string, limit = 20): PlatformComment[] {
    return this.commentPage(videoId, 0, limit).items;
  }

  commentPage(videoId: string, offset: number, count: number): PlatformPage<PlatformComment> {
    const video = this.video(videoId);
    if (!video) return empty(offset);
    const posted = [...(this.#posted.get(videoId) ?? [])].reverse();
    const own = Math.max(0, video.commentCount - posted.length);
    const total = posted.length + own;
    const items: PlatformComment[] = [];
    for (let n = offset; n < Math.min(total, offset + count); n++)
      items.push(n < posted.length ? posted[n]! : this.#platformComment(video, n - posted.length));
    return page(items, offset, total);
  }

  addComment(comment: PlatformComment): void {
    const list = this.#posted.get(comment.videoId) ?? [];
    list.push(comment);
    this.#posted.set(comment.videoId, list);
  }

  /** A comment by id (a 25-digit platform comment, or one posted through the driver). */
  comment(id: string): PlatformComment | undefined {
    const videoId = id.slice(0, 19);
    const posted = this.#posted.get(videoId)?.find((c) => c.id === id);
    if (posted) return posted;
    const video = this.video(videoId);
    const k = Number(id.slice(19));
    if (!video || !/^\d{25}$/.test(id) || k >= video.commentCount) return undefined;
    return this.#platformComment(video, k);
  }

  commenters(videoId: string, offset: number, count: number): PlatformPage<PlatformUser> {
    const comments = this.commentPage(videoId, offset, count);
    const seen = new Set<string>();
    const items = comments.items.flatMap((c) => {
      if (!c.userId || seen.has(c.userId)) return [];
      seen.add(c.userId);
      const user = this.user(c.userId);
      return user ? [user] : [];
    });
    return { items, cursor: comments.cursor, hasMore: comments.hasMore, total: comments.total };
  }

  // ---- live rooms ----

  #isLive(j: number): boolean {
    return Math.floor(j / (R * T * F)) % LIVE_EVERY === 0;
  }

  #room(j: number): PlatformLiveRoom {
    const user = this.userAt(j);
    const rng = Rng.of(this.seed, 'live', j);
    return {
      id: `${user.id}01`,
      hostId: user.id,
      title: `${user.nickname}: ${rng.pick(LIVE_TITLES)} #${TOPICS[Math.floor(j / R) % T]}`,
      region: user.region,
      viewerCount: Math.floor(10 ** (1 + rng.next() * 4)),
      startedAt: new Date(this.anchorMs - rng.int(5, 180) * 60_000).toISOString(),
    };
  }

  liveRoom(id: string): PlatformLiveRoom | undefined {
    if (!/^\d{20}$/.test(id) || !id.endsWith('01')) return undefined;
    const j = this.userIndex(id.slice(0, 18));
    return j !== null && this.#isLive(j) ? this.#room(j) : undefined;
  }

  /** Live hosts whose topic or handle matches: walks the live blocks only. */
  liveRooms(
    keywords: readonly string[],
    region: string | null,
    offset: number,
    count: number,
  ): PlatformPage<PlatformLiveRoom> {
    const list = keywords.map(words).filter(Boolean);
    const r = region ? VIDEO_REGIONS.findIndex((x) => x.code === region) : -1;
    const want = offset + count;
    const block = R * T * F;
    const found: number[] = [];
    let exhausted = true;
    let scanned = 0;
    outer: for (let b = 0; b * block < this.userCount; b += LIVE_EVERY) {
      for (let x = 0; x < block; x++) {
        const j = b * block + x;
        if (j >= this.userCount) break;
        if (r >= 0 && j % R !== r) continue;
        if (++scanned > SCAN_MAX) {
          exhausted = false;
          break outer;
        }
        const topic = TOPICS[Math.floor(j / R) % T]!;
        const handle = this.#handle(j);
        if (list.length > 0 && !list.some((w) => topic === w || handle.includes(w))) continue;
        found.push(j);
        if (found.length > want) {
          exhausted = false;
          break outer;
        }
      }
    }
    const items = found.slice(offset, want).map((j) => this.#room(j));
    return {
      items,
      cursor: offset + items.length,
      hasMore: !exhausted,
      total: exhausted ? found.length : -1,
    };
  }
}

function page<X>(items: X[], offset: number, total: number): PlatformPage<X> {
  return { items, cursor: offset + items.length, hasMore: offset + items.length < total, total };
}
function empty<X>(offset: number): PlatformPage<X> {
  return { items: [], cursor: offset, hasMore: false, total: 0 };
}
