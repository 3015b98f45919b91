import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/core/clock.ts';
import type { ActionRequest } from '../src/core/driver/platform.ts';
import { Catalogue, DEFAULT_ANCHOR } from '../src/sim/platform/catalogue.ts';
import { PLATFORM_DAILY_FOLLOWS, SimPlatform } from '../src/sim/platform/platform.ts';
import { TEST_DB } from './harness.ts';

/** The lazily generated world at full size: 1,000,000 videos and 1,000,000 users. */
const big = new Catalogue(42);
const never = new AbortController().signal;
const req = (idemKey: string, account = 'alice', extra: Partial<ActionRequest> = {}): ActionRequest => ({
  idemKey,
  account,
  deviceId: 1,
  attempt: 1,
  ...extra,
});

describe(`simulated platform world (${TEST_DB})`, () => {
  it('holds 1,000,000 videos and users without making them, each found again by its id', () => {
    expect(big.videoCount).toBe(1_000_000);
    expect(big.userCount).toBe(1_000_000);
    for (const i of [0, 1, 999_999, 123_456]) {
      const v = big.videoAt(i);
      expect(v.id).toMatch(/^7\d{18}$/);
      expect(big.video(v.id)).toEqual(v);
      const u = big.userAt(i);
      expect(u.id).toMatch(/^\d{18}$/);
      expect(big.user(u.id)).toEqual(u);
      expect(big.userByHandle(`@${u.uniqueId}`)?.id).toBe(u.id);
    }
    expect(big.video('7000000000000000000')).toBeUndefined();
    expect(big.videos[5]!.id).toBe(big.videoAt(5).id);
  });

  it('lists followers and following in pages: distinct, never the user, the same on every call', () => {
    const user = big.userAt(77);
    const first = big.followerPage(user.id, 0, 50);
    expect(first.total).toBe(Math.min(user.followerCount, big.userCount - 1));
    const next = big.followerPage(user.id, 50, 50);
    const ids = [...first.items, ...next.items].map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(user.id);
    expect(big.followerPage(user.id, 0, 50)).toEqual(first);
    expect(big.followingPage(user.id, 0, 10).items.length).toBe(Math.min(10, user.followingCount));
  });

  it('finds videos by keyword in a region and a recency window, newest first by default', () => {
    const page = big.searchVideos({ keywords: ['cooking'], offset: 0, count: 20, nowMs: DEFAULT_ANCHOR });
    expect(page.items.length).toBe(20);
    for (const v of page.items) {
      expect(v.region).toBe('US');
      expect(v.tags).toContain('cooking');
      expect(Date.parse(v.publishedAt)).toBeGreaterThanOrEqual(DEFAULT_ANCHOR - 7 * 86_400_000);
    }
    const times = page.items.map((v) => Date.parse(v.publishedAt));
    expect(new Set(page.items.map((v) => v.id)).size).toBe(20);
    const next = big.searchVideos({ keywords: ['cooking'], offset: 20, count: 20, nowMs: DEFAULT_ANCHOR });
    expect(next.items.map((v) => v.id)).not.toContain(page.items[0]!.id);
    const liked = big.searchVideos({
      keywords: ['recipe'],
      region: 'JP',
      days: 30,
      sortType: 1,
      offset: 0,
      count: 10,
      nowMs: DEFAULT_ANCHOR,
    });
    expect(liked.items.every((v) => v.region === 'JP' && v.title.toLowerCase().includes('recipe'))).toBe(
      true,
    );
    const likes = liked.items.map((v) => v.diggCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(times.length).toBe(20);
    expect(
      big.searchVideos({ keywords: ['zzzz'], offset: 0, count: 20, nowMs: DEFAULT_ANCHOR }).items,
    ).toEqual([]);
  });

  it("lists a user's posts, hashtags and their videos, users by name, and live rooms", () => {
    const video = big.videoAt(40);
    const posts = big.posts(video.authorId, 0, 100);
    expect(posts.total).toBe(big.user(video.authorId)!.videoCount);
    expect(posts.items.every((v) => v.authorId === video.authorId)).toBe(true);
    expect(posts.items.map((v) => v.id)).toContain(video.id);

    const [tag] = big.searchChallenges(['cook'], 0, 5).items;
    expect(tag!.title).toBe('cooking');
    const tagged = big.challengeVideos(tag!.id, 0, 20);
    expect(tagged.total).toBe(tag!.videoCount);
    expect(tagged.items.every((v) => v.tags.includes('cooking'))).toBe(true);

    const users = big.searchUsers(['luna'], 0, 20);
    expect(users.items.length).toBe(20);
    expect(users.items.every((u) => u.uniqueId.includes('luna'))).toBe(true);

    const rooms = big.liveRooms(['dance'], 'US', 0, 10);
    expect(rooms.items.length).toBe(10);
    for (const room of rooms.items) {
      expect(big.liveRoom(room.id)).toEqual(room);
      expect(big.user(room.hostId)!.region).toBe('US');
    }
  });

  it('pages a comment thread with its commenters; a comment posted through the driver comes first', async () => {
    const catalogue = new Catalogue(42, { users: 1000, videos: 1000 });
    const video = [...catalogue.videos].find((v) => v.commentCount > 5 && !v.unavailable)!;
    const page = catalogue.commentPage(video.id, 0, 5);
    expect(page.total).toBe(video.commentCount);
    expect(catalogue.comment(page.items[2]!.id)).toEqual(page.items[2]);
    const users = catalogue.commenters(video.id, 0, 5).items;
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(page.items.map((c) => c.userId)).toContain(u.id);

    const platform = new SimPlatform({
      seed: 42,
      clock: new ManualClock(),
      catalogue,
      latencyScale: 0,
      decide: () => 'success',
    });
    await platform.comment({ ...req('c:0:0'), replyTo: page.items[0]!.id }, video.id, 'so good @luna', never);
    const after = catalogue.commentPage(video.id, 0, 1);
    expect(after.total).toBe(video.commentCount + 1);
    expect(after.items[0]).toMatchObject({
      text: 'so good @luna',
      account: 'alice',
      replyTo: page.items[0]!.id,
    });
  });

  it('follows and unfollows with a daily limit, and answers direct messages as seeded', async () => {
    const catalogue = new Catalogue(42, { users: 2000, videos: 100 });
    const clock = new ManualClock();
    const make = () =>
      new SimPlatform({ seed: 42, clock, catalogue, latencyScale: 0, decide: () => 'success' });
    const platform = make();
    const start = platform.followingOf('bob').length;
    const target = catalogue.userAt(3);
    const before = target.followerCount;
    await platform.follow(req('f:0:0', 'bob'), target.id, never);
    expect(platform.followingOf('bob')).toContain(target.id);
    expect(catalogue.user(target.id)!.followerCount).toBe(before + 1);
    const oldest = platform.followingOf('bob')[0];
    const un = await platform.unfollow(req('f:0:1', 'bob'), null, never);
    expect(un.params).toMatchObject({ user: oldest });
    expect(platform.followingOf('bob').length).toBe(start);
    expect((await platform.unfollow(req('f:0:2', 'bob'), catalogue.userAt(9).id, never)).reason).toBe(
      'platform.reason.notFollowing',
    );
    for (let i = 0; i < PLATFORM_DAILY_FOLLOWS; i++)
      await platform.follow(req(`cap:${i}`, 'carol'), catalogue.userAt(100 + i).id, never);
    const capped = await platform.follow(req('cap:x', 'carol'), catalogue.userAt(999).id, never);
    expect(capped).toMatchObject({ outcome: 'failure', reason: 'platform.reason.dailyLimit' });

    // Messages: the replies are seeded, and arrive after their delay.
    const a = make();
    const b = make();
    const open = Array.from({ length: 40 }, (_, j) => catalogue.userAt(j)).filter((u) => !u.secret);
    for (const [n, u] of open.entries()) {
      await a.message(req(`m:${n}`, 'dan'), u.id, 'hello', never);
      await b.message(req(`m:${n}`, 'dan'), u.id, 'hello', never);
    }
    expect(a.inbox('dan', clock.now()).every((c) => c.messages.length === 1)).toBe(true);
    const later = a.inbox('dan', clock.now() + 3 * 3_600_000);
    expect(later).toEqual(b.inbox('dan', clock.now() + 3 * 3_600_000));
    const replied = later.filter((c) => c.messages.some((m) => m.direction === 'in')).length;
    expect(replied).toBeGreaterThan(0);
    expect(replied).toBeLessThan(open.length);
    const closed = catalogue.users.find((u) => u.secret)!;
    expect((await a.message(req('m:closed', 'dan'), closed.id, 'hi', never)).reason).toBe(
      'platform.reason.messagesClosed',
    );
  });

  it('draws outcomes from stable inputs and from the account state', async () => {
    const catalogue = new Catalogue(42, { users: 100, videos: 300 });
    const video = catalogue.videoAt(0);
    const make = () => new SimPlatform({ seed: 42, clock: new ManualClock(), catalogue, latencyScale: 0 });
    const a = make();
    const b = make();
    // Same seedKey, different idempotency keys (another task's logId): the same outcomes.
    for (let i = 0; i < 200; i++) {
      const x = await a.like(req(`111:${i}`, 'eve', { seedKey: `like:eve:0:${i}` }), video.id, never);
      const y = await b.like(req(`222:${i}`, 'eve', { seedKey: `like:eve:0:${i}` }), video.id, never);
      expect(x.outcome).toBe(y.outcome);
    }
    const count = async (state: ActionRequest['state']) => {
      const p = make();
      const seen = { success: 0, failure: 0, abnormal: 0 };
      for (let i = 0; i < 400; i++)
        seen[(await p.comment(req(`s:${i}`, `acct${i % 10}`, { state }), video.id, 'x', never)).outcome]++;
      return seen;
    };
    const settled = await count({ ageDays: 100, risk: 'normal', deviceOnline: true });
    const risky = await count({ ageDays: 100, risk: 'high', deviceOnline: true });
    const fresh = await count({ ageDays: 1, risk: 'normal', deviceOnline: true });
    const offline = await count({ ageDays: 100, risk: 'normal', deviceOnline: false });
    expect(risky.failure).toBeGreaterThan(settled.failure * 2);
    expect(fresh.failure).toBeGreaterThan(settled.failure * 1.5);
    expect(offline.abnormal + offline.failure).toBe(400);
  });
});
