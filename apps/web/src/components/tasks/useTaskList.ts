import {
  LOG_POLL_MS,
  type TaskInfo,
  type TaskListBody,
  type TaskSubtype,
  type TaskType,
} from '@reelfleet/contract';
import { useEffect, useRef } from 'react';
import { tasksApi } from '../../api/tasks';
import { justEnded, taskEnded } from '../list/taskEnded';
import { usePagedList } from '../list/usePagedList';
import { LIVE_STATUSES } from './labels';
import { taskListKey } from './queryKeys';

export type TaskFilter = Pick<TaskListBody, 'name' | 'status'>;

/**
 * The tasks of one type and subtype, newest first, a page at a time (spec 9).
 * While a shown row is unfinished the page reloads every LOG_POLL_MS (the
 * dialog's interval), so progress and status move without a click; a hidden
 * (kept-alive) view waits. A row seen ending reloads what the task changed.
 */
export function useTaskList(type: TaskType, subtype: TaskSubtype) {
  const list = usePagedList<TaskFilter, TaskInfo>({
    key: taskListKey(type, subtype),
    fetch: (filter, page) => tasksApi.list({ type, subtype, ...filter }, page),
    pollMs: (page) => (page?.list.some((task) => LIVE_STATUSES.includes(task.status)) ? LOG_POLL_MS : false),
  });

  const seen = useRef(new Map<number, TaskInfo['status']>());
  useEffect(() => {
    const rows = list.query.data?.list ?? [];
    if (rows.some((task) => justEnded(seen.current.get(task.id), task.status))) taskEnded();
    for (const task of rows) seen.current.set(task.id, task.status);
  }, [list.query.data]);

  return list;
}
