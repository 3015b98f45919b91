import { notificationEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import {
  countNotifications,
  deleteAllReadNotifications,
  deleteNotification,
  listNotifications,
  readAllNotifications,
  readNotification,
  sendNotification,
} from './service.ts';

/** Spec 7 "Notifications": the caller's own inbox; another user's notification answers 404. */
export async function notificationRoutes(app: App) {
  const { db } = app.ctx;

  route(app, api.list, async (req) =>
    ok(await listNotifications(db, caller(req).userId, req.body.flag, req.query, req.lang)),
  );
  // Every open tab polls this: its requests are not logged, its failures are.
  route(app, api.count, async (req) => ok(await countNotifications(db, caller(req).userId)), {
    logLevel: 'warn',
  });
  route(app, api.read, async (req) => ok(await readNotification(db, caller(req).userId, req.params.id)));
  route(app, api.readAll, async (req) => ok(await readAllNotifications(db, caller(req).userId)));
  route(app, api.remove, async (req) => {
    await deleteNotification(db, caller(req).userId, req.params.id);
    return ok(null);
  });
  route(app, api.removeAllRead, async (req) => ok(await deleteAllReadNotifications(db, caller(req).userId)));
  route(app, api.send, async (req) => ok(await sendNotification(db, req.body)));
}
