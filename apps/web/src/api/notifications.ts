import { NOTIFICATION_PAGE_SIZE } from '@reelfleet/contract';
import { call } from './call';
import { notificationEndpoints as api } from './endpoints';

/** Notification calls of spec 7. Failures are toasted by the request layer (spec 8). */
export const notificationApi = {
  /** flag true lists the unread, false the read; pages of NOTIFICATION_PAGE_SIZE. */
  list: (flag: boolean, pageNo: number) =>
    call(api.list, { body: { flag }, query: { pageNo, pageSize: NOTIFICATION_PAGE_SIZE } }),
  /** Polled: failures are not toasted every few seconds; a 401 still ends the session. */
  count: (signal?: AbortSignal) => call(api.count, {}, { silent: true, signal }),
  read: (id: number) => call(api.read, { params: { id } }),
  readAll: () => call(api.readAll),
  remove: (id: number) => call(api.remove, { params: { id } }),
  removeAllRead: () => call(api.removeAllRead),
};
