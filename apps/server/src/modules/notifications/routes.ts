import {
  notificationIdParams,
  notificationListBody,
  notificationListQuery,
  Role,
  sendNotificationBody,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import {
  countNotifications,
  deleteAllReadNotifications,
  deleteNotification,
  listNotifications,
  readAllNotifications,
  readNotification,
  sendNotification,
} from './service.ts';

const tags = ['notifications'];

/** Spec 7 "Notifications": the caller's own inbox; another user's notification answers 404. */
export async function notificationRoutes(app: App) {
  const { db } = app.ctx;

  app.post(
    '/system/message/queryList',
    {
      schema: {
        tags,
        summary: 'List unread (flag true) or read (flag false) notifications, newest first',
        querystring: notificationListQuery,
        body: notificationListBody,
      },
    },
    async (req) => ok(await listNotifications(db, caller(req).userId, req.body.flag, req.query)),
  );

  app.get(
    '/system/message/count',
    { schema: { tags, summary: 'Unread and read counts (the console polls this every 5 s)' } },
    async (req) => ok(await countNotifications(db, caller(req).userId)),
  );

  app.post(
    '/system/message/read/:id',
    { schema: { tags, summary: 'Mark one notification read', params: notificationIdParams } },
    async (req) => ok(await readNotification(db, caller(req).userId, req.params.id)),
  );

  app.post(
    '/system/message/readAll',
    { schema: { tags, summary: 'Mark every unread notification read; data.count says how many' } },
    async (req) => ok(await readAllNotifications(db, caller(req).userId)),
  );

  app.post(
    '/system/message/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete one read notification',
        description: 'An unread notification cannot be deleted: 409 until it is marked read.',
        params: notificationIdParams,
      },
    },
    async (req) => {
      await deleteNotification(db, caller(req).userId, req.params.id);
      return ok(null);
    },
  );

  app.post(
    '/system/message/deleteAll',
    { schema: { tags, summary: 'Delete every read notification; unread ones stay' } },
    async (req) => ok(await deleteAllReadNotifications(db, caller(req).userId)),
  );

  app.post(
    '/system/message/send',
    {
      config: { roles: [Role.admin] },
      schema: {
        tags,
        summary: 'Admin only: send a notification (a system announcement) to one user',
        description:
          'Puts a notification in the inbox of user `userId`; `mark` is an optional task reference ' +
          '(logId) for task notifications. Answers the created notification. 403 for anyone but the ' +
          'admin; 400 naming `userId` when no such user exists.',
        body: sendNotificationBody,
      },
    },
    async (req) => ok(await sendNotification(db, req.body)),
  );
}
