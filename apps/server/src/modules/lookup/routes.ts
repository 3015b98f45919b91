import {
  translate,
  userDetailQuery,
  userIdParams,
  videoDetailBody,
  videoIdOf,
  videoIdParams,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import type { App } from '../../http/context.ts';
import { toUserDetail, toVideoDetail } from './service.ts';

/**
 * Lookups on the simulated platform's catalogue (spec 7, under
 * /tiktok/api/rapid) for the video and user dialogs, and the catalogue's
 * generated media. Covers, avatars and the sample clip are public: an <img>
 * or <video> element cannot send a bearer token, and they show no user data.
 */
export async function lookupRoutes(app: App) {
  const { catalogue, media } = app.ctx.driver;
  const tags = ['lookup'];

  app.post(
    '/tiktok/api/rapid/video/detail',
    {
      schema: {
        tags,
        summary: 'A video of the simulated catalogue by link or 19-digit id',
        body: videoDetailBody,
      },
    },
    async (req) => {
      const id = videoIdOf(req.body.url)!;
      const video = catalogue.video(id);
      if (!video) throw new AppError(404, 'task.videoNotFound', { params: { id } });
      return ok(toVideoDetail(video, app.ctx.driver));
    },
  );

  app.get(
    '/tiktok/api/rapid/user/detail',
    {
      schema: {
        tags,
        summary: 'A user of the simulated catalogue by id or uniqueId',
        querystring: userDetailQuery,
      },
    },
    async (req) => {
      const user = req.query.id ? catalogue.user(req.query.id) : catalogue.userByHandle(req.query.uniqueId!);
      if (!user) throw new AppError(404, 'platform.reason.userNotFound');
      return ok(toUserDetail(user));
    },
  );

  app.get(
    '/tiktok/api/rapid/video/cover/:id',
    {
      config: { public: true },
      schema: { tags, summary: 'Generated SVG cover of a video', params: videoIdParams },
    },
    async (req, reply) => {
      const video = catalogue.video(req.params.id);
      if (!video) throw new AppError(404, 'task.videoNotFound', { params: { id: req.params.id } });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(media.cover(video));
    },
  );

  app.get(
    '/tiktok/api/rapid/user/avatar/:id',
    {
      config: { public: true },
      schema: { tags, summary: 'Generated SVG avatar of a user', params: userIdParams },
    },
    async (req, reply) => {
      const user = catalogue.user(req.params.id);
      if (!user) throw new AppError(404, 'platform.reason.userNotFound');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(media.avatar(user));
    },
  );

  app.get(
    '/tiktok/api/rapid/video/play/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The playable sample clip (the same self-made clip for every video)',
        params: videoIdParams,
      },
    },
    async (req, reply) => {
      const clip = media.clip(req.params.id);
      if (!clip) {
        return reply
          .code(404)
          .send({ code: 404, message: translate('common.notFound', req.lang), data: null });
      }
      return reply.type('video/mp4').header('cache-control', 'public, max-age=86400').send(clip);
    },
  );
}
