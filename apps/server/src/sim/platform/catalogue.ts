import { VIDEO_REGIONS } from '@reelfleet/contract';
import type {
  PlatformCatalogue,
  PlatformComment,
  PlatformUser,
  PlatformVideo,
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
 * The simulated platform's world: users, videos, comments and followers,
 * generated from SIM_SEED. The same seed gives the same catalogue on every
 * start; counters moved by actions (likes, follows, ...) live in memory only.
 */
export const CATALOGUE_USERS = 2000;
export const CATALOGUE_VIDEOS = 5000;

const TOPICS = [
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
const SECOND = [
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
/** The simulated timeline's catalogue was published in the year before this instant. */
const EPOCH = Date.parse('2026-01-01T00:00:00.000Z');

export class Catalogue implements PlatformCatalogue {
  readonly seed: number;
  readonly users: PlatformUser[] = [];
  readonly videos: PlatformVideo[] = [];
  readonly #userById = new Map<string, PlatformUser>();
  readonly #userByHandle = new Map<string, PlatformUser>();
  readonly #videoById = new Map<string, PlatformVideo>();
  readonly #videosByTopic = new Map<string, PlatformVideo[]>();
  /** Published through the driver: the growth already added to each video's counts. */
  readonly #published = new Map<string, { rate: number; grown: Growth }>();
  #now: () => number = () => Date.now();

  constructor(seed: number, sizes: { users?: number; videos?: number } = {}) {
    this.seed = seed;
    const rng = Rng.of('catalogue', seed);
    const userCount = sizes.users ?? CATALOGUE_USERS;
    const videoCount = sizes.videos ?? CATALOGUE_VIDEOS;
    for (let i = 0; i < userCount; i++) this.#addUser(rng, i);
    for (let i = 0; i < videoCount; i++) this.#addVideo(rng);
  }

  #addUser(rng: Rng, index: number): void {
    // 18 digits: never mistaken for a video id (19) in a log line.
    let id = rng.digits(18);
    while (this.#userById.has(id)) id = rng.digits(18);
    const handle = `${rng.pick(FIRST)}.${rng.pick(SECOND)}${index}`;
    const followerCount = Math.floor(10 ** (rng.next() * 6));
    const user: PlatformUser = {
      id,
      uniqueId: handle,
      nickname: `${handle.split('.')[0]!.replace(/^./, (c) => c.toUpperCase())} ${rng.pick(SECOND)}`,
      secUid: `MS4wLjABAAAA${hash32(this.seed, id).toString(36)}${rng.digits(8)}`,
      signature: rng.pick(SIGNATURES),
      region: rng.pick(VIDEO_REGIONS).code,
      followerCount,
      followingCount: rng.int(0, 2000),
      videoCount: 0,
      heartCount: Math.floor(followerCount * (1 + rng.next() * 20)),
      secret: rng.next() < 0.08,
    };
    this.users.push(user);
    this.#userById.set(id, user);
    this.#userByHandle.set(handle.toLowerCase(), user);
  }

  #addVideo(rng: Rng): void {
    let id = `7${rng.digits(18)}`;
    while (this.#videoById.has(id)) id = `7${rng.digits(18)}`;
    const author = rng.pick(this.users);
    author.videoCount++;
    const topic = rng.pick(TOPICS);
    const second = rng.pick(TOPICS);
    const playCount = Math.floor(10 ** (2 + rng.next() * 5));
    const diggCount = Math.floor(playCount * (0.01 + rng.next() * 0.15));
    const video: PlatformVideo = {
      id,
      title: `${rng.pick(ADJECTIVES)} ${topic} ${rng.pick(NOUNS)}`.replace(/^./, (c) => c.toUpperCase()),
      description: `${rng.pick(ADJECTIVES)} ${topic} ${rng.pick(NOUNS)} #${topic} #${second} #fyp`,
      tags: [topic, second, 'fyp'],
      authorId: author.id,
      region: author.region,
      publishedAt: new Date(EPOCH - Math.floor(rng.next() * 365 * 86_400_000)).toISOString(),
      durationSec: rng.int(6, 90),
      playCount,
      commentCount: Math.floor(diggCount * (0.01 + rng.next() * 0.1)),
      diggCount,
      collectCount: Math.floor(diggCount * (0.05 + rng.next() * 0.3)),
      shareCount: Math.floor(diggCount * rng.next() * 0.2),
      downloadCount: Math.floor(diggCount * rng.next() * 0.05),
      unavailable: rng.next() < 0.01,
    };
    this.videos.push(video);
    this.#videoById.set(id, video);
    for (const tag of [topic, second]) {
      const list = this.#videosByTopic.get(tag) ?? [];
      list.push(video);
      this.#videosByTopic.set(tag, list);
    }
  }

  video(id: string): PlatformVideo | undefined {
    const video = this.#videoById.get(id);
    if (video && this.#published.has(id)) this.#grow(video);
    return video;
  }

  /** The simulated clock published videos grow by (the driver's clock). */
  useClock(now: () => number): void {
    this.#now = now;
  }

  addPublished(video: PlatformVideo): void {
    if (this.#videoById.has(video.id)) return;
    this.videos.push(video);
    this.#videoById.set(video.id, video);
    // Plays an hour, seeded by the video: some take off, most do not.
    const rate = 20 + Math.floor(unit(this.seed, 'rate', video.id) ** 3 * 2000);
    this.#published.set(video.id, { rate, grown: zeroGrowth() });
    this.#grow(video);
  }

  /**
   * Adds the growth since the last look: plays follow a seeded rate per hour
   * since publishing (slowing as the video ages), the other counts a seeded
   * share of the plays. Counts moved by actions stay on top.
   */
  #grow(video: PlatformVideo): void {
    const entry = this.#published.get(video.id)!;
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

  trendingHashtags(limit: number): string[] {
    return [...this.#videosByTopic.entries()]
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([tag]) => tag);
  }

  user(id: string): PlatformUser | undefined {
    return this.#userById.get(id);
  }

  userByHandle(uniqueId: string): PlatformUser | undefined {
    return this.#userByHandle.get(uniqueId.replace(/^@/, '').toLowerCase());
  }

  /**
   * Videos a search for these keywords finds, best first: those tagged with
   * or titled by a keyword, then (for words the catalogue has no topic for)
   * a fixed pick of the feed seeded by the word, as a real feed never comes
   * back empty.
   */
  search(keywords: readonly string[], limit: number): PlatformVideo[] {
    const seen = new Set<string>();
    const out: PlatformVideo[] = [];
    const add = (v: PlatformVideo) => {
      if (!seen.has(v.id) && !v.unavailable) {
        seen.add(v.id);
        out.push(v);
      }
    };
    for (const raw of keywords) {
      const word = raw.trim().toLowerCase().replace(/^#/, '');
      for (const v of this.#videosByTopic.get(word) ?? []) add(v);
      if (out.length >= limit) break;
      for (const v of this.videos) if (v.title.toLowerCase().includes(word)) add(v);
    }
    const rng = Rng.of('feed', this.seed, keywords.join(' ').toLowerCase());
    while (out.length < limit && seen.size < this.videos.length) add(rng.pick(this.videos));
    return out.slice(0, limit);
  }

  /** The first comments of a video (at most `limit`), the same on every call. */
  comments(videoId: string, limit = 20): PlatformComment[] {
    const video = this.video(videoId);
    if (!video) return [];
    const rng = Rng.of('comments', this.seed, videoId);
    const count = Math.min(limit, video.commentCount);
    return Array.from({ length: count }, (_, i) => ({
      id: `${videoId.slice(0, 10)}${String(i).padStart(9, '0')}`,
      videoId,
      userId: rng.pick(this.users).id,
      text: rng.pick(PHRASES),
      diggCount: rng.int(0, 500),
      createdAt: new Date(Date.parse(video.publishedAt) + rng.int(60, 86_400) * 1000).toISOString(),
    }));
  }

  /** A page of a user's followers, drawn from the catalogue's users. */
  followers(userId: string, offset: number, limit: number): PlatformUser[] {
    const user = this.user(userId);
    if (!user) return [];
    const total = Math.min(user.followerCount, this.users.length - 1);
    const order = Rng.of('followers', this.seed, userId)
      .shuffle(this.users)
      .filter((u) => u.id !== userId);
    return order.slice(Math.min(offset, total), Math.min(offset + limit, total));
  }
}
