import { describe, expect, it } from 'vitest';
import { client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';
import { simCatalogue, workspace } from './tasks-fixtures.ts';

describe(`platform searches and listings, spec 7 "Lookup" (${TEST_DB})`, () => {
  const server = suiteServer();

  it('searches videos by keyword with the spec defaults (US, 7 days, 20) and pages them', async () => {
    const ws = await workspace(server, { name: 'lks1', points: 0, devices: 0, accounts: 0 });
    const now = server.ctx.clock.now();
    const first = await ws.api.post('/tiktok/api/rapid/video/search', { keywords: ['cooking'] });
    expect(first.status).toBe(200);
    const page = first.body.data;
    expect(page.videos).toHaveLength(20);
    expect(page.hasMore).toBe(true);
    for (const v of page.videos) {
      expect(v.id).toMatch(/^\d{19}$/);
      expect(v.region).toBe('US');
      expect(v.tags).toContain('cooking');
      expect(Date.parse(v.create_time)).toBeGreaterThanOrEqual(now - 7 * 86_400_000 - 60_000);
    }
    const second = await ws.api.post('/tiktok/api/rapid/video/search?cursor=20&count=5', {
      keywords: 'cooking',
    });
    expect(second.body.data.videos).toHaveLength(5);
    expect(second.body.data.videos[0].id).not.toBe(page.videos[0].id);
    // Hashtag mode, another region, most liked first.
    const tagged = await ws.api.post('/tiktok/api/rapid/video/search', {
      keywords: ['#dance'],
      mode: 2,
      region: 'jp',
      days: 30,
      sortType: 1,
      count: 10,
    });
    const likes = tagged.body.data.videos.map((v: { digg_count: number; region: string }) => {
      expect(v.region).toBe('JP');
      return v.digg_count;
    });
    expect(likes.length).toBe(10);
    expect(likes).toEqual([...likes].sort((a: number, b: number) => b - a));
  });

  it('refuses empty keywords, an unknown region and a bad count, naming the field, in the caller language', async () => {
    const ws = await workspace(server, { name: 'lks2', points: 0, devices: 0, accounts: 0 });
    const empty = await ws.api.post('/tiktok/api/rapid/video/search', { keywords: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Keywords cannot be empty');
    const zh = client(server, ws.headers, 'zh-CN');
    const blank = await zh.post('/tiktok/api/rapid/user/search', { keywords: ' , ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('关键词不能为空');
    const region = await ws.api.post('/tiktok/api/rapid/video/search', { keywords: ['x'], region: 'ZZ' });
    expect(region.status).toBe(400);
    expect(region.body.message).toMatch(/region/i);
    const count = await ws.api.post('/tiktok/api/rapid/challenge/search', { keywords: ['a'], count: 0 });
    expect(count.status).toBe(400);
    expect(count.body.message).toMatch(/count/);
  });

  it("answers hashtags and their videos, a user's posts and detail, user search", async () => {
    const ws = await workspace(server, { name: 'lks3', points: 0, devices: 0, accounts: 0 });
    const tags = await ws.api.post('/tiktok/api/rapid/challenge/search', { keywords: ['fit'] });
    const tag = tags.body.data.challenges[0];
    expect(tag).toMatchObject({ title: 'fitness', videoCount: expect.any(Number) });
    const vids = await ws.api.post('/tiktok/api/rapid/challenge/videos', { challengeId: tag.id, count: 5 });
    expect(vids.body.data.videos).toHaveLength(5);
    expect(vids.body.data.total).toBe(tag.videoCount);
    const missing = await ws.api.post('/tiktok/api/rapid/challenge/videos', { challengeId: '1' });
    expect(missing.status).toBe(404);

    const author = vids.body.data.videos[0].author_id;
    const posts = await ws.api.get(`/tiktok/api/rapid/user/posts?id=${author}`);
    expect(posts.status).toBe(200);
    expect(posts.body.data.videos.length).toBeGreaterThan(0);
    expect(posts.body.data.videos.every((v: { author_id: string }) => v.author_id === author)).toBe(true);
    const detail = await ws.api.get(`/tiktok/api/rapid/user/detail?id=${author}`);
    expect(detail.body.data.videoCount).toBe(posts.body.data.total);
    const byHandle = await ws.api.get(
      `/tiktok/api/rapid/user/posts?uniqueId=${encodeURIComponent(detail.body.data.uniqueId)}&count=1`,
    );
    expect(byHandle.body.data.videos).toHaveLength(1);

    const users = await ws.api.post('/tiktok/api/rapid/user/search', { keywords: ['mia'] });
    expect(users.body.data.users).toHaveLength(20);
    for (const u of users.body.data.users) expect(u.uniqueId).toContain('mia');
  });

  it('lists the comment-area users of a video and live rooms', async () => {
    const ws = await workspace(server, { name: 'lks4', points: 0, devices: 0, accounts: 0 });
    const catalogue = simCatalogue(server);
    let video = catalogue.videoAt(0);
    for (let i = 1; video.commentCount < 30; i++) video = catalogue.videoAt(i);
    const res = await ws.api.post('/tiktok/api/rapid/video/comments/followers', { url: video.id });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(video.commentCount);
    const users = res.body.data.users;
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users.map((u: { id: string }) => u.id)).size).toBe(users.length);
    expect(users[0]).toMatchObject({
      commentId: expect.stringMatching(/^\d{25}$/),
      comment: expect.any(String),
    });
    const unknown = await ws.api.post('/tiktok/api/rapid/video/comments/followers', {
      url: '7000000000000000000',
    });
    expect(unknown.status).toBe(404);

    const live = await ws.api.get(
      '/tiktok/api/online/user/search/live?keywords=dance,music&region=US&count=5',
    );
    expect(live.status).toBe(200);
    expect(live.body.data.rooms).toHaveLength(5);
    for (const room of live.body.data.rooms) {
      expect(room.id).toMatch(/^\d{20}$/);
      expect(room.host.region).toBe('US');
    }
  });
});
