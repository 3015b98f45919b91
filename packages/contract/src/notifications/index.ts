import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../common/constants.ts';
import { counts } from '../common/fields.ts';
import { pageQuery } from '../common/pagination.ts';
import { NOTIFICATION_MARK_MAX, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TYPES } from './constants.ts';

/** Query of `POST /system/message/queryList`: the drawer pages by NOTIFICATION_PAGE_SIZE. */
export const notificationListQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.unwrap().default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** Body of `POST /system/message/queryList`: flag true lists the unread, false the read. */
export const notificationListBody = z.strictObject({
  flag: z.boolean({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'notification.flagBoolean'),
  }),
});
export type NotificationListBody = z.infer<typeof notificationListBody>;

export const notificationIdParams = z.strictObject({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
});

export const notificationItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  /** The task this notification is about (its logId), for task notifications. */
  mark: z.string().nullable(),
  createTime: z.string(),
  /** Null while unread. */
  readTime: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `count` is the size of the whole list (unread or read), not of this page. */
export const notificationPage = z.object({
  list: z.array(notificationItem),
  count: z.number().int(),
  hasMore: z.boolean(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** `GET /system/message/count`, polled every NOTIFICATION_POLL_MS. */
export const notificationCount = z.object(counts('unread', 'read'));
export type NotificationCount = z.infer<typeof notificationCount>;

/** Body of the admin's `POST /system/message/send`; also what `notify()` accepts. */
export const sendNotificationBody = z.strictObject({
  userId: z.number().int().positive(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX),
  mark: z.string().trim().min(1).max(NOTIFICATION_MARK_MAX).nullable().optional(),
});
export type SendNotificationBody = z.infer<typeof sendNotificationBody>;
