import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { Role } from '../common/roles.ts';
import {
  notificationBulkResult,
  notificationCount,
  notificationIdParams,
  notificationItem,
  notificationListBody,
  notificationListQuery,
  notificationPage,
  sendNotificationBody,
} from './index.ts';

const tags = ['notifications'];

/** Spec 7 "Notifications": the caller's own inbox; another user's notification answers 404. */
export const notificationEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/system/message/queryList',
    tags,
    summary: 'List unread (flag true) or read (flag false) notifications, newest first',
    query: notificationListQuery,
    body: notificationListBody,
    response: notificationPage,
  }),
  count: endpoint({
    method: 'GET',
    path: '/system/message/count',
    tags,
    summary: 'Unread and read counts (the console polls this every 5 s)',
    response: notificationCount,
  }),
  read: endpoint({
    method: 'POST',
    path: '/system/message/read/:id',
    tags,
    summary: 'Mark one notification read',
    params: notificationIdParams,
    response: notificationItem,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/system/message/readAll',
    tags,
    summary: 'Mark every unread notification read; data.count says how many',
    response: notificationBulkResult,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/system/message/delete/:id',
    tags,
    summary: 'Delete one read notification',
    description: 'An unread notification cannot be deleted: 409 until it is marked read.',
    params: notificationIdParams,
    response: z.null(),
  }),
  removeAllRead: endpoint({
    method: 'POST',
    path: '/system/message/deleteAll',
    tags,
    summary: 'Delete every read notification; unread ones stay',
    response: notificationBulkResult,
  }),
  send: endpoint({
    method: 'POST',
    path: '/system/message/send',
    tags,
    summary: 'Admin only: send a notification (a system announcement) to one user',
    description:
      'Puts a notification in the inbox of user `userId`; `mark` is an optional task reference ' +
      '(logId) for task notifications. Answers the created notification. 403 for anyone but the ' +
      'admin; 400 naming `userId` when no such user exists.',
    roles: [Role.admin],
    body: sendNotificationBody,
    response: notificationItem,
  }),
};
