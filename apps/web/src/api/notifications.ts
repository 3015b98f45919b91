import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationBulkResult,
  type NotificationCount,
  type NotificationItem,
  type NotificationPage,
} from '@reelfleet/contract';
import { http } from './request';

/** Notification calls of spec 7. Failures are toasted by the request layer (spec 8). */
export const notificationApi = {
  /** flag true lists the unread, false the read; pages of NOTIFICATION_PAGE_SIZE. */
  list: (flag: boolean, pageNo: number) =>
    http.post<NotificationPage>(
      '/system/message/queryList',
      { flag },
      { query: { pageNo, pageSize: NOTIFICATION_PAGE_SIZE } },
    ),
  /** Polled: failures are not toasted every few seconds; a 401 still ends the session. */
  count: (signal?: AbortSignal) =>
    http.get<NotificationCount>('/system/message/count', undefined, { silent: true, signal }),
  read: (id: number) => http.post<NotificationItem>(`/system/message/read/${id}`),
  readAll: () => http.post<NotificationBulkResult>('/system/message/readAll'),
  remove: (id: number) => http.post<null>(`/system/message/delete/${id}`),
  removeAllRead: () => http.post<NotificationBulkResult>('/system/message/deleteAll'),
};
