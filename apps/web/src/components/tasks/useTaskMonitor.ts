import {
  isFinalTaskStatus,
  LOG_PAGE_SIZE,
  LOG_POLL_MS,
  type TaskInfo,
  type TaskLogLine,
  type TaskProgress,
} from '@reelfleet/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/request';
import { tasksApi } from '../../api/tasks';
import { justEnded, taskEnded } from '../list/taskEnded';

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

/**
 * The task dialog's live view (spec 2, 4, 9): status, counters and the log by
 * logId every LOG_POLL_MS, LOG_PAGE_SIZE lines a page. The first load shows
 * the newest page; later polls ask only for lines after the last one shown.
 * Polling stops when the task ends (success or failed) or a fetch fails.
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

    const append = (next: TaskLogLine[], skipped = 0) => {
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

    const poll = async () => {
      try {
        const [status] = await Promise.all([tasksApi.status(logId, signal), loadLog()]);
        setProgress(status);
        if (justEnded(lastStatus.current, status.status)) taskEnded();
        lastStatus.current = status.status;
        if (isFinalTaskStatus(status.status)) {
          // The last lines may have been written between the two reads.
          await loadLog();
          setPolling(false);
          return;
        }
        timer = setTimeout(poll, LOG_POLL_MS);
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
    };
  }, [logId, round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { progress, lines: log.lines, earlier: log.earlier, error, polling, refresh };
}
