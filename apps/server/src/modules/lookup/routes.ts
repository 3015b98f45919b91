import { lookupEndpoints as api, translate, videoIdOf } from '@reelfleet/contract';
import type { PlatformPage, PlatformVideo } from '../../core/driver/catalogue.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import type { App } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { pageOf, toCommentUser, toLiveRoom, toUserDetail, toVideoDetail } from './service.ts';

const CACHE_A_DAY = 'public, max-age=86400';

/** Lookups on the simulated platform's catalogue and its generated media (see lookupEndpoints). */
export async function lookupRoutes(app: App) {
  const { catalogue, media } = app.ctx.driver;

  route(app, api.videoDetail, async (req) => {
    const id = videoIdOf(req.body.url)!;
    const video = catalogue.video(id);
    if (!video) throw new AppError(404, 'task.videoNotFound', { params: { id } });
    return ok(toVideoDetail(video, app.ctx.driver));
  });

  route(app, api.userDetail, async (req) => {
    const user = req.query.id ? catalogue.user(req.query.id) : catalogue.userByHandle(req.query.uniqueId!);
    if (!user) throw new AppError(404, 'platform.reason.userNotFound');
    return ok(toUserDetail(user));
  });

  const videos = (page: PlatformPage<PlatformVideo>) => ({
    videos: page.items.map((v) => toVideoDetail(v, app.ctx.driver)),
    ...pageOf(page),
  });

  route(app, api.videoSearch, async (req) => {
    const b = req.body;
    const count = req.query.count ?? b.count;
    const offset = req.query.cursor ?? b.cursor;
    if (b.mode === 2) {
      // Hashtag mode: the videos of the hashtags the keywords name, in that region and window.
      const tags = b.keywords.map((k) => `#${k.replace(/^#/, '')}`);
      return ok(
        videos(catalogue.searchVideos({ ...b, keywords: tags, offset, count, nowMs: app.ctx.clock.now() })),
      );
    }
    return ok(videos(catalogue.searchVideos({ ...b, offset, count, nowMs: app.ctx.clock.now() })));
  });

  route(app, api.challengeSearch, async (req) => {
    const page = catalogue.searchChallenges(req.body.keywords, req.body.cursor, req.body.count);
    return ok({ challenges: page.items, ...pageOf(page) });
  });

  route(app, api.challengeVideos, async (req) => {
    if (!catalogue.challenge(req.body.challengeId))
      throw new AppError(404, 'lookup.challengeNotFound', { data: { field: 'challengeId' } });
    return ok(videos(catalogue.challengeVideos(req.body.challengeId, req.body.cursor, req.body.count)));
  });

  route(app, api.userPosts, async (req) => {
    const q = req.query;
    const user = q.id ? catalogue.user(q.id) : catalogue.userByHandle(q.uniqueId!);
    if (!user) throw new AppError(404, 'platform.reason.userNotFound');
    return ok(videos(catalogue.posts(user.id, q.cursor, q.count)));
  });

  route(app, api.userSearch, async (req) => {
    const page = catalogue.searchUsers(req.body.keywords, req.body.cursor, req.body.count);
    return ok({ users: page.items.map(toUserDetail), ...pageOf(page) });
  });

  route(app, api.commentUsers, async (req) => {
    const id = videoIdOf(req.body.url)!;
    if (!catalogue.video(id)) throw new AppError(404, 'task.videoNotFound', { params: { id } });
    const page = catalogue.commentPage(id, req.body.cursor, req.body.count);
    const seen = new Set<string>();
    const users = page.items.flatMap((c) => {
      const user = c.userId ? catalogue.user(c.userId) : undefined;
      if (!user || seen.has(user.id)) return [];
      seen.add(user.id);
      return [toCommentUser(user, c)];
    });
    return ok({ users, ...pageOf(page) });
  });

  route(app, api.liveSearch, async (req) => {
    const q = req.query;
    const page = catalogue.liveRooms(q.keywords, q.region ?? null, q.cursor, q.count);
    return ok({ rooms: page.items.map((r) => toLiveRoom(r, catalogue)), ...pageOf(page) });
  });

  route(app, api.videoCover, async (req, reply) => {
    const video = catalogue.video(req.params.id);
    if (!video) throw new AppError(404, 'task.videoNotFound', { params: { id: req.params.id } });
    return reply.type('image/svg+xml').header('cache-control', CACHE_A_DAY).send(media.cover(video));
  });

  route(app, api.userAvatar, async (req, reply) => {
    const user = catalogue.user(req.params.id);
    if (!user) throw new AppError(404, 'platform.reason.userNotFound');
    return reply.type('image/svg+xml').header('cache-control', CACHE_A_DAY).send(media.avatar(user));
  });

  route(app, api.videoPlay, async (req, reply) => {
    const clip = media.clip(req.params.id);
    if (!clip) {
      return reply.code(404).send({ code: 404, message: translate('common.notFound', req.lang), data: null });
    }
    return reply.type('video/mp4').header('cache-control', CACHE_A_DAY).send(clip);
  });
}
