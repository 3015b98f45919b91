import { isUnauthorizedCode, NOTIFICATION_POLL_MS } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationApi } from '../../api/notifications';
import { ApiError } from '../../api/request';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { taskEnded } from '../list/taskEnded';
import { pollingOff, usePushStore } from '../push/pushStore';
import { playChime } from './chime';
import { notificationKeys } from './queryKeys';

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && isUnauthorizedCode(error.code);
}

/**
 * The unread and read counts, polled every NOTIFICATION_POLL_MS (spec 9) unless the event
 * stream brings them (usePushStream sets this query's data). A 401
 * stops the polling (spec 4). When the unread count rises above the last one
 * seen, a short chime plays and a bottom-right toast says how many are unread;
 * the first answer only sets the baseline, so reloading a page stays quiet.
 */
export function useUnreadCount() {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  // While the event stream is open it brings the counts (docs/push.md): no poll.
  const live = usePushStore((s) => s.live);
  const query = useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) => notificationApi.count(signal),
    refetchInterval: (q) =>
      isUnauthorized(q.state.error) || live || pollingOff() ? false : NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const unread = query.data?.unread;
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (unread === undefined) return;
    const before = previous.current;
    previous.current = unread;
    if (before === undefined || unread <= before) return;
    // A new notification is mostly a task's end: what it changed loads again.
    taskEnded();
    playChime();
    notification.info({
      key: 'unread-notifications',
      placement: 'bottomRight',
      title: t('notifications.unreadToast', { count: unread }),
      duration: 4.5,
    });
  }, [unread, notification, t]);

  return { unread: unread ?? 0, read: query.data?.read ?? 0, polling: !isUnauthorized(query.error) };
}
