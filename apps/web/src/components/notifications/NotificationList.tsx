import { NOTIFICATION_ANIMATION_MS, type NotificationItem, translate } from '@reelfleet/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { notificationApi } from '../../api/notifications';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import NotificationRow from './NotificationRow';
import { notificationKeys } from './queryKeys';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  /** true: the Unread tab; false: the Read tab. */
  unread: boolean;
  enabled: boolean;
  openTask: (item: NotificationItem) => Promise<void>;
}

/**
 * One tab of the drawer: pages of NOTIFICATION_PAGE_SIZE with "load more" while
 * the server says hasMore. Unread items are read (one or all); read items are
 * deleted (one or all). After a change the items leave with a 150 ms animation,
 * then both lists and the counts refresh (spec 4). A failing call was already
 * shown by the request layer; here it only ends the loading state (spec 8).
 */
export default function NotificationList({ unread, enabled, openTask }: Props) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const [busyId, setBusyId] = useState<number | null>(null);
  const [batchBusy, setBatchBusy] = useState(false);

  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(unread),
    queryFn: ({ pageParam }) => notificationApi.list(unread, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNo + 1 : undefined),
    enabled,
  });

  // A notification that arrives while paging shifts the pages: show each item once.
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.list)
      .filter((item) => !seen.has(item.id) && seen.add(item.id));
  }, [query.data]);

  const leaveThenRefresh = async (ids: readonly number[]) => {
    setLeaving(new Set(ids));
    await wait(NOTIFICATION_ANIMATION_MS);
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    setLeaving(new Set());
  };

  const run = async (action: () => Promise<unknown>, ids: readonly number[], done?: string) => {
    try {
      await action();
      if (done) message.success(done);
      await leaveThenRefresh(ids);
    } catch {
      // The request layer already showed the server's message.
    }
  };

  const actOnOne = async (item: NotificationItem) => {
    setBusyId(item.id);
    await run(
      () => (unread ? notificationApi.read(item.id) : notificationApi.remove(item.id)),
      [item.id],
      unread ? undefined : translate('common.deleteSuccess', currentLang()),
    );
    setBusyId(null);
  };

  const actOnAll = () => {
    modal.confirm({
      title: t(unread ? 'notifications.readAllConfirm' : 'notifications.deleteAllConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: unread ? undefined : { danger: true },
      onOk: async () => {
        setBatchBusy(true);
        await run(
          () => (unread ? notificationApi.readAll() : notificationApi.removeAllRead()),
          items.map((item) => item.id),
          unread ? undefined : translate('common.deleteSuccess', currentLang()),
        );
        setBatchBusy(false);
      },
    });
  };

  const openOne = async (item: NotificationItem) => {
    setBusyId(item.id);
    try {
      await openTask(item);
    } finally {
      setBusyId(null);
    }
  };

  if (query.isPending && enabled) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }

  return (
    <div>
      <Flex justify="flex-end" style={{ marginBottom: 4 }}>
        <Button
          size="small"
          danger={!unread}
          disabled={items.length === 0}
          loading={batchBusy}
          onClick={actOnAll}
        >
          {t(unread ? 'notifications.readAll' : 'notifications.deleteAll')}
        </Button>
      </Flex>
      {items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(unread ? 'notifications.emptyUnread' : 'notifications.emptyRead')}
        />
      ) : (
        <ul
          style={{ margin: 0, padding: 0 }}
          aria-label={t(unread ? 'notifications.unread' : 'notifications.read')}
        >
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              leaving={leaving.has(item.id)}
              busy={busyId === item.id}
              onOpen={item.type === 'task' && item.mark ? () => void openOne(item) : undefined}
              action={
                unread
                  ? { label: t('notifications.markRead'), onClick: () => void actOnOne(item) }
                  : { label: t('notifications.delete'), onClick: () => void actOnOne(item), danger: true }
              }
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('notifications.loadMore')}
          </Button>
        </Flex>
      )}
    </div>
  );
}
