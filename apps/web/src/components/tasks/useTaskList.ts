import { LOG_POLL_MS, type TaskListBody, type TaskSubtype, type TaskType } from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PageParams } from '../../api/finance';
import { tasksApi } from '../../api/tasks';
import { useViewActive } from '../../layout/view-active';
import { FIRST_PAGE } from '../ListPagination';
import { LIVE_STATUSES } from './labels';
import { taskListKey } from './queryKeys';

export type TaskFilter = Pick<TaskListBody, 'name' | 'status'>;

/**
 * The tasks of one type and subtype, newest first, a page at a time (spec 9).
 * While a shown row is unfinished the page reloads every LOG_POLL_MS (the
 * dialog's interval), so
 * progress and status move without a click; a hidden (kept-alive) view waits.
 */
export function useTaskList(type: TaskType, subtype: TaskSubtype) {
  const active = useViewActive();
  const [filter, setFilter] = useState<TaskFilter>({});
  const [page, setPage] = useState<PageParams>(FIRST_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const query = useQuery({
    queryKey: [...taskListKey(type, subtype), filter, page],
    queryFn: () => tasksApi.list({ type, subtype, ...filter }, page),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      active && q.state.data?.list.some((task) => LIVE_STATUSES.includes(task.status)) ? LOG_POLL_MS : false,
  });

  // After deletions the page may lie past the end: show the last page that has rows.
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / page.pageSize));
  useEffect(() => {
    if (query.data && page.pageNo > lastPage) setPage((p) => ({ ...p, pageNo: lastPage }));
  }, [query.data, page.pageNo, lastPage]);

  return {
    query,
    rows: query.data?.list ?? [],
    total,
    page,
    setPage,
    search: (next: TaskFilter) => {
      setFilter(next);
      setSelected([]);
      setPage((p) => ({ ...p, pageNo: 1 }));
    },
    selected,
    setSelected,
  };
}
