import {
  isFinalTaskStatus,
  LOG_PAGE_SIZE,
  LOG_POLL_MS,
  PUSH_FALLBACK_POLL_MS,
  type TaskInfo,
  type TaskLogLine,
  type TaskProgress,
} from '@reelfleet/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/request';
import { tasksApi } from '../../api/tasks';
import { justEnded, taskEnded } from '../list/taskEnded';
import { onLogEvent, onTaskEvent, pollingOff, usePushStore } from '../push/pushStore';

/** Lines kept in the box; older ones are left to the export. */
export const LOG_BOX_MAX_LINES = 2_000;
/** Pages read in one poll when the log grew faster than a page per poll. */
const MAX_PAGES_PER_POLL = 5;

export interface TaskMonitor {
  progress: TaskProgress;
  lines: TaskLogLine[];
  /** Lines written before the first shown one (not loaded). */
  earlier: number;
  /** Why polling stopped early (a failed fetch), else null. */
  error: string | null;
  polling: boolean;
  /** Loads status and log again and resumes polling (after a stop, or to retry). */
  refresh: () => void;
}

const progressOf = (task: TaskInfo): TaskProgress => ({
  id: task.id,
  logId: task.logId,
  subtype: task.subtype,
  status: task.status,
  progress: task.progress,
  message: task.message,
  startTime: task.startTime,
  endTime: task.endTime,
});

/** The next poll's delay: the spec's while the event stream is closed, a long safety net while open. */
function pollDelay(): number | null {
  if (pollingOff()) return null;
  return usePushStore.getState().live ? PUSH_FALLBACK_POLL_MS : LOG_POLL_MS;
}

/**
 * The task dialog's live view (spec 2, 4, 9): status, counters and the log by
 * logId, LOG_PAGE_SIZE lines a page. The first load shows the newest page; then
 * the event stream follows this log (its `task` and `log` events, docs/push.md),
 * and polls (every LOG_POLL_MS while the stream is closed) ask only for lines
 * after the last one shown. It stops when the task ends or a fetch fails.
 */
export function useTaskMonitor(task: TaskInfo): TaskMonitor {
  const [progress, setProgress] = useState<TaskProgress>(() => progressOf(task));
  const [log, setLog] = useState<{ lines: TaskLogLine[]; earlier: number }>({ lines: [], earlier: 0 });
  const [error, setError] = useState<string | null>(null);
  const [polling, setPolling] = useState(true);
  const [round, setRound] = useState(0);
  const lastId = useRef<number | null>(null);
  const lastStatus = useRef(task.status);
  const logId = task.logId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts polling on refresh()
  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const append = (all: TaskLogLine[], skipped = 0) => {
      // A line may come twice (a poll and the stream, a reconnect): each is shown once.
      const next = lastId.current === null ? all : all.filter((l) => l.id > lastId.current!);
      if (next.length === 0 && skipped === 0) return;
      lastId.current = next.at(-1)?.id ?? lastId.current;
      setLog((current) => {
        const all = current.lines.concat(next);
        const dropped = Math.max(0, all.length - LOG_BOX_MAX_LINES);
        return { lines: dropped ? all.slice(dropped) : all, earlier: current.earlier + dropped + skipped };
      });
    };

    const loadFirst = async () => {
      const first = await tasksApi.log(logId, { pageNo: 1, pageSize: LOG_PAGE_SIZE }, signal);
      const pages = Math.ceil(first.total / LOG_PAGE_SIZE);
      if (pages <= 1) return append(first.list);
      const last = await tasksApi.log(logId, { pageNo: pages, pageSize: LOG_PAGE_SIZE }, signal);
      append(last.list, first.total - last.list.length);
    };

    const loadNewer = async () => {
      for (let i = 0; i < MAX_PAGES_PER_POLL; i++) {
        const page = await tasksApi.log(
          logId,
          { pageNo: 1, pageSize: LOG_PAGE_SIZE, afterId: lastId.current ?? 0 },
          signal,
        );
        append(page.list);
        if (page.list.length === 0 || page.total <= page.list.length) return;
      }
    };

    const loadLog = () => (lastId.current === null ? loadFirst() : loadNewer());

    let ended = false;
    const follow = usePushStore.getState().follow;
    const stopTask = onTaskEvent((event) => {
      if (event.logId !== logId || ended) return;
      const { type: _type, ...status } = event;
      setProgress(status);
      lastStatus.current = status.status;
      if (!isFinalTaskStatus(status.status)) return;
      // The stream sends the last lines after the final state.
      ended = true;
      clearTimeout(timer);
      setPolling(false);
    });
    const stopLog = onLogEvent((event) => {
      if (event.logId === logId) append(event.lines);
    });

    const poll = async () => {
      try {
        const [status] = await Promise.all([tasksApi.status(logId, signal), loadLog()]);
        if (signal.aborted) return;
        setProgress(status);
        if (justEnded(lastStatus.current, status.status)) taskEnded();
        lastStatus.current = status.status;
        if (ended || isFinalTaskStatus(status.status)) {
          ended = true;
          // The last lines may have been written between the two reads.
          await loadLog();
          setPolling(false);
          return;
        }
        // The stream follows the log from the last line shown.
        if (usePushStore.getState().log?.logId !== logId) follow({ logId, after: lastId.current ?? 0 });
        const delay = pollDelay();
        if (delay !== null) timer = setTimeout(poll, delay);
      } catch (failure) {
        if (signal.aborted) return;
        setError(failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure));
        setPolling(false);
      }
    };

    setError(null);
    setPolling(true);
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
      stopTask();
      stopLog();
      if (usePushStore.getState().log?.logId === logId) follow(null);
    };
  }, [logId, round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  // The stream dropped while the task runs: polls take over at once at the spec's pace.
  const live = usePushStore((s) => s.live);
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live && polling) refresh();
    wasLive.current = live;
  }, [live, polling, refresh]);
  return { progress, lines: log.lines, earlier: log.earlier, error, polling, refresh };
}
