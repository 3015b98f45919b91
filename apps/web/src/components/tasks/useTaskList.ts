import type { TaskInfo, TaskListBody } from '@reelfleet/contract';
import { useEffect, useRef } from 'react';
import { tasksApi } from '../../api/tasks';
import { taskPollMs } from '../list/livePolls';
import { justEnded, taskEnded } from '../list/taskEnded';
import { usePagedList } from '../list/usePagedList';
import { type TaskKindOfList, taskListKey } from './queryKeys';

/** What a task list filters by: a kind's screen uses name and status; the task center all of them. */
export type TaskFilter = Omit<TaskListBody, 'type'>;

/**
 * The tasks of one type and subtype (a kind's screen), or of every kind (`kind` absent: the task
 * center), newest first, a page at a time (spec 9). The one place task lists keep up: while a
 * shown row is unfinished the page reloads (taskPollMs: every 5 s in queue or running, as the
 * dialog; every 10 s paused), so progress and status move without a click; a hidden (kept-alive)
 * view waits. A row seen ending reloads what the task changed.
 */
export function useTaskList(kind?: TaskKindOfList, initial?: TaskFilter) {
  const list = usePagedList<TaskFilter, TaskInfo>({
    key: taskListKey(kind),
    fetch: (filter, page) => tasksApi.list({ ...filter, ...kind }, page),
    pollMs: taskPollMs,
    initial,
    pushed: true,
  });

  const seen = useRef(new Map<number, TaskInfo['status']>());
  useEffect(() => {
    const rows = list.query.data?.list ?? [];
    if (rows.some((task) => justEnded(seen.current.get(task.id), task.status))) taskEnded();
    for (const task of rows) seen.current.set(task.id, task.status);
  }, [list.query.data]);

  return list;
}
