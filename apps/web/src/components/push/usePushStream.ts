import {
  isFinalTaskStatus,
  type Page,
  type PushInvalidateEvent,
  type PushList,
  type PushLogEvent,
  type PushTaskEvent,
  type PushUnreadEvent,
  type TaskInfo,
} from '@reelfleet/contract';
import { useEffect, useState } from 'react';
import { queryClient } from '../../api/query-client';
import { API_BASE } from '../../api/request';
import { FLEET_KEY } from '../fleet/queries';
import { taskEnded } from '../list/taskEnded';
import { notificationKeys } from '../notifications/queryKeys';
import { JOBS_KEY, TASKS_KEY } from '../tasks/queryKeys';
import { emitLog, emitTask, usePushStore } from './pushStore';

/** Query keys (prefixes) each list of an `invalidate` event stands for. */
const LIST_KEYS: Record<PushList, readonly unknown[][]> = {
  tasks: [[TASKS_KEY], [JOBS_KEY]],
  devices: [[FLEET_KEY, 'devices'], ['dashboard']],
  accounts: [[FLEET_KEY, 'accounts'], ['dashboard']],
  materials: [[FLEET_KEY, 'materials']],
};
/** A stream that failed to open (refused, server away) is tried again after this. */
const REOPEN_MS = 15_000;

/** The last event id seen, kept across reopenings (another log followed, a refused open). */
let lastEventId = '';

/** A task's new state in every cached page of a task list (no reload for a progress tick). */
function patchTaskLists(event: PushTaskEvent): void {
  queryClient.setQueriesData<Page<TaskInfo>>({ queryKey: [TASKS_KEY] }, (page) => {
    if (!page?.list?.some((row) => row.id === event.id)) return page;
    const { status, progress, message, startTime, endTime } = event;
    return {
      ...page,
      list: page.list.map((row) =>
        row.id === event.id ? { ...row, status, progress, message, startTime, endTime } : row,
      ),
    };
  });
}

function handlers(source: EventSource, close: () => void): Record<string, (data: never) => void> {
  return {
    hello: ({ resumed }: { resumed: boolean }) => {
      // A first stream reads the count once (a notification sent before it opened); a resumed one
      // gets the server's own `unread` right after this hello, so it asks nothing.
      if (!resumed) void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
      // Progress is not replayed: a reopened stream reloads the task lists once.
      if (lastEventId && !resumed) void queryClient.invalidateQueries();
      else if (lastEventId) void queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
    task: (event: PushTaskEvent) => {
      patchTaskLists(event);
      emitTask(event);
      if (isFinalTaskStatus(event.status)) taskEnded();
    },
    log: (event: PushLogEvent) => emitLog(event),
    unread: (counts: PushUnreadEvent) => queryClient.setQueryData(notificationKeys.count, counts),
    invalidate: ({ lists }: PushInvalidateEvent) => {
      for (const list of lists)
        for (const queryKey of LIST_KEYS[list]) void queryClient.invalidateQueries({ queryKey });
    },
    // Too far behind to replay: everything shown loads again.
    reset: () => void queryClient.invalidateQueries(),
    // The session ended: the next call of the count meets the 401 the request layer handles.
    logout: () => {
      source.close();
      close();
      void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
    },
  };
}

/**
 * The console's one event stream (docs/push.md), held by the layout while someone is signed in:
 * it invalidates or patches the queries its events concern, follows the log the task dialog
 * follows (reopening with `lastEventId`, so nothing is missed), and says whether it is open
 * (`live`), which turns the polls it replaces off or long. EventSource reconnects by itself,
 * sending Last-Event-ID; a stream that could not open at all is tried again after REOPEN_MS.
 */
export function usePushStream(): void {
  const log = usePushStore((s) => s.log);
  const logId = log?.logId ?? null;
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` reopens after a refused open
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const { setLive } = usePushStore.getState();
    const params = new URLSearchParams();
    const follow = usePushStore.getState().log;
    if (follow) {
      params.set('log', follow.logId);
      params.set('logAfter', String(follow.after));
    }
    if (lastEventId) params.set('lastEventId', lastEventId);
    const query = params.toString();
    const source = new EventSource(`${API_BASE}/events${query ? `?${query}` : ''}`);
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const closed = () => setLive(false);
    for (const [name, handle] of Object.entries(handlers(source, closed))) {
      source.addEventListener(name, (message) => {
        const { data, lastEventId: id } = message as MessageEvent<string>;
        if (id) lastEventId = id;
        (handle as (data: unknown) => void)(JSON.parse(data));
      });
    }
    source.onopen = () => setLive(true);
    source.onerror = () => {
      setLive(false);
      // CONNECTING: EventSource tries again itself; CLOSED: it gave up (refused), so do we, for a while.
      if (source.readyState === EventSource.CLOSED)
        reopen = setTimeout(() => setRound((r) => r + 1), REOPEN_MS);
    };
    return () => {
      clearTimeout(reopen);
      source.close();
      setLive(false);
    };
  }, [logId, round]);
}
