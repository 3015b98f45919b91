import { userDetail } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../src/sim/platform/catalogue.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';
import { simCatalogue, workspace } from './tasks-fixtures.ts';

describe(`catalogue lookups for the dialogs (${TEST_DB})`, () => {
  const server = suiteServer();

  it('answers a video by id or link, with counts, region and author; its cover is a public SVG', async () => {
    const ws = await workspace(server, { name: 'look1', points: 0, devices: 0, accounts: 0 });
    const catalogue = simCatalogue(server);
    const video = catalogue.videos.find((v) => !v.unavailable)!;
    const author = catalogue.user(video.authorId)!;
    const byId = await ws.api.post('/tiktok/api/rapid/video/detail', { url: video.id });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      id: video.id,
      video_id: video.id,
      title: video.title,
      play_count: video.playCount,
      digg_count: video.diggCount,
      comment_count: video.commentCount,
      collect_count: video.collectCount,
      share_count: video.shareCount,
      download_count: video.downloadCount,
      create_time: video.publishedAt,
      region: video.region,
      author_id: author.id,
      author_unique_id: author.uniqueId,
      author_nickname: author.nickname,
      cover: `/api/tiktok/api/rapid/video/cover/${video.id}`,
    });
    expect(byId.body.data.id).toMatch(/^\d{19}$/);
    expect(byId.body.data.region_name).toMatch(/[\u4e00-\u9fff]/);
    const byLink = await ws.api.post('/tiktok/api/rapid/video/detail', {
      url: `https://example.invalid/@${author.uniqueId}/video/${video.id}`,
      hd: 0,
    });
    expect(byLink.body.data.id).toBe(video.id);

    const cover = await server.app.inject({ method: 'GET', url: byId.body.data.cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(cover.body).toMatch(/^<svg [^>]*width="270" height="480"/);
    // The player's clip: a real, small MP4 (H.264), made by the server itself.
    expect(byId.body.data.play).toBe(`/api/tiktok/api/rapid/video/play/${video.id}`);
    const clip = await server.app.inject({ method: 'GET', url: byId.body.data.play });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
    const bytes = clip.rawPayload;
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avcC'))).toBe(true);
    expect(bytes.includes(Buffer.from('mdat'))).toBe(true);
    const avatar = await server.app.inject({ method: 'GET', url: byId.body.data.author_avatar });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain('<svg');
  });

  it('answers a user by id or uniqueId', async () => {
    const ws = await workspace(server, { name: 'look2', points: 0, devices: 0, accounts: 0 });
    const user = simCatalogue(server).users[7]!;
    const byId = await ws.api.get(`/tiktok/api/rapid/user/detail?id=${user.id}`);
    // Every declared field is the catalogue user's own value; the avatar is served by the app.
    expect(byId.body.data).toEqual(
      userDetail.parse({ ...user, avatarThumb: `/api/tiktok/api/rapid/user/avatar/${user.id}` }),
    );
    expect(Object.keys(byId.body.data).sort()).toEqual(Object.keys(userDetail.shape).sort());
    const byHandle = await ws.api.get(
      `/tiktok/api/rapid/user/detail?uniqueId=${encodeURIComponent(`@${user.uniqueId}`)}`,
    );
    expect(byHandle.body.data.id).toBe(user.id);
  });

  it('says what is wrong with a lookup', async () => {
    const ws = await workspace(server, { name: 'look3', points: 0, devices: 0, accounts: 0 });
    const unknown = await ws.api.post('/tiktok/api/rapid/video/detail', { url: '1111111111111111111' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No video has the id 1111111111111111111');
    const bad = await ws.api.post('/tiktok/api/rapid/video/detail', { url: 'not a video' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { field: 'url', message: 'url must be a video link or a 19-digit video id' },
    ]);
    const nobody = await ws.api.get('/tiktok/api/rapid/user/detail');
    expect(nobody.status).toBe(400);
    expect(nobody.body.data.errors).toEqual([{ field: 'uniqueId', message: 'Give the user id or uniqueId' }]);
    expect((await ws.api.get('/tiktok/api/rapid/user/detail?uniqueId=no.such.user')).status).toBe(404);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/tiktok/api/rapid/video/detail',
      payload: { url: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is the same catalogue for the same SIM_SEED and another one for another seed', () => {
    const a = new Catalogue(7, { users: 50, videos: 100 });
    const b = new Catalogue(7, { users: 50, videos: 100 });
    const c = new Catalogue(8, { users: 50, videos: 100 });
    expect(a.videos.map((v) => v.id)).toEqual(b.videos.map((v) => v.id));
    expect(a.users).toEqual(b.users);
    expect(a.videos[0]!.id).not.toBe(c.videos[0]!.id);
    expect(a.comments(a.videos[3]!.id)).toEqual(b.comments(b.videos[3]!.id));
    expect(a.search(['cooking'], 5).map((v) => v.id)).toEqual(b.search(['cooking'], 5).map((v) => v.id));
    for (const v of a.videos) expect(v.id).toMatch(/^\d{19}$/);
    for (const u of a.users) expect(u.id).toMatch(/^\d{18}$/);
  });
});
