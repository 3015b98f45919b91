import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';
import { batchResult } from '../common/query.ts';
import { ADMIN_ONLY } from '../common/roles.ts';
import {
  notificationCount,
  notificationIdParams,
  notificationItem,
  notificationListBody,
  notificationListQuery,
  notificationPage,
  sendNotificationBody,
} from './index.ts';

/** Spec 7 "Notifications": the caller's own inbox; another user's notification answers 404. */
export const notificationEndpoints = endpointGroup('notifications', {
  list: {
    method: 'POST',
    path: '/system/message/queryList',
    read: true,
    summary: 'List unread (flag true) or read (flag false) notifications, newest first',
    query: notificationListQuery,
    body: notificationListBody,
    response: notificationPage,
  },
  count: {
    method: 'GET',
    path: '/system/message/count',
    summary: 'Unread and read counts (the console polls this every 5 s)',
    response: notificationCount,
  },
  read: {
    method: 'POST',
    path: '/system/message/read/:id',
    summary: 'Mark one notification read',
    params: notificationIdParams,
    response: notificationItem,
  },
  readAll: {
    method: 'POST',
    path: '/system/message/readAll',
    summary: 'Mark every unread notification read; data.count says how many',
    response: batchResult,
  },
  remove: {
    method: 'POST',
    path: '/system/message/delete/:id',
    summary: 'Delete one read notification',
    description: 'An unread notification cannot be deleted: 409 until it is marked read.',
    params: notificationIdParams,
    response: z.null(),
  },
  removeAllRead: {
    method: 'POST',
    path: '/system/message/deleteAll',
    summary: 'Delete every read notification; unread ones stay',
    response: batchResult,
  },
  send: {
    method: 'POST',
    path: '/system/message/send',
    summary: 'Admin only: send a notification (a system announcement) to one user',
    description:
      'Puts a notification in the inbox of user `userId`; `mark` is an optional task reference ' +
      '(logId) for task notifications. Answers the created notification. 403 for anyone but the ' +
      'admin; 400 naming `userId` when no such user exists.',
    roles: ADMIN_ONLY,
    body: sendNotificationBody,
    response: notificationItem,
  },
});
