import type { TaskInfo, TaskListBody, TaskSubtype, TaskType } from '@reelfleet/contract';
import { useEffect, useRef } from 'react';
import { tasksApi } from '../../api/tasks';
import { taskPollMs } from '../list/livePolls';
import { justEnded, taskEnded } from '../list/taskEnded';
import { usePagedList } from '../list/usePagedList';
import { taskListKey } from './queryKeys';

export type TaskFilter = Pick<TaskListBody, 'name' | 'status'>;

/**
 * The tasks of one type and subtype, newest first, a page at a time (spec 9).
 * While a shown row is unfinished the page reloads (taskPollMs: every 5 s in
 * queue or running, as the dialog; every 10 s paused), so progress and status
 * move without a click; a hidden (kept-alive) view waits. A row seen ending reloads what the task changed.
 */
export function useTaskList(type: TaskType, subtype: TaskSubtype) {
  const list = usePagedList<TaskFilter, TaskInfo>({
    key: taskListKey(type, subtype),
    fetch: (filter, page) => tasksApi.list({ type, subtype, ...filter }, page),
    pollMs: taskPollMs,
  });

  const seen = useRef(new Map<number, TaskInfo['status']>());
  useEffect(() => {
    const rows = list.query.data?.list ?? [];
    if (rows.some((task) => justEnded(seen.current.get(task.id), task.status))) taskEnded();
    for (const task of rows) seen.current.set(task.id, task.status);
  }, [list.query.data]);

  return list;
}
