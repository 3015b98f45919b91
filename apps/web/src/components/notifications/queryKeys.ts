/** TanStack Query keys of the notification drawer; actions invalidate by prefix. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  lists: ['notifications', 'list'] as const,
  list: (flag: boolean) => ['notifications', 'list', flag ? 'unread' : 'read'] as const,
};
