import { videoEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { listVideos, restorePublished } from './service.ts';

/** The video list (spec 2 /video/list): what the workspace's accounts published, with the platform's counts. */
export async function videoRoutes(app: App) {
  const { db, driver } = app.ctx;
  app.addHook('onReady', async () => restorePublished(db, driver.catalogue));
  route(app, api.list, async (req) =>
    ok(await listVideos(db, driver.catalogue, caller(req), req.body, req.query)),
  );
}
