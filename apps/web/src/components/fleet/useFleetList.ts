import type { Page } from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import type { PageParams } from '../../api/finance';
import { FIRST_PAGE } from '../ListPagination';
import { FLEET_KEY } from './queries';

/**
 * A fleet list: filter in the body, page in the query, and a selection that
 * survives paging. A new filter starts again at page 1 with nothing selected.
 */
export function useFleetList<F, R extends { id: number }>(
  name: string,
  fetch: (filter: F, page: PageParams) => Promise<Page<R>>,
  initial: F,
) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState<PageParams>(FIRST_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const query = useQuery({
    queryKey: [FLEET_KEY, name, filter, page],
    queryFn: () => fetch(filter, page),
    placeholderData: keepPreviousData,
  });

  // After deletions the page may lie past the end: show the last page that has rows.
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / page.pageSize));
  useEffect(() => {
    if (query.data && page.pageNo > lastPage) setPage((p) => ({ ...p, pageNo: lastPage }));
  }, [query.data, page.pageNo, lastPage]);

  const rowSelection: TableRowSelection<R> = {
    selectedRowKeys: selected,
    preserveSelectedRowKeys: true,
    onChange: (keys) => setSelected(keys.map(Number)),
  };

  return {
    query,
    rows: query.data?.list ?? [],
    total,
    page,
    setPage,
    filter,
    search: (next: F) => {
      setFilter(next);
      setSelected([]);
      setPage((current) => ({ ...current, pageNo: 1 }));
    },
    selected,
    clearSelection: () => setSelected([]),
    rowSelection,
  };
}
