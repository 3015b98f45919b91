import { lookupEndpoints as api, translate, videoIdOf } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import type { App } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { toUserDetail, toVideoDetail } from './service.ts';

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
