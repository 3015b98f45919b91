import type { Page } from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageParams } from '../../api/finance';
import { FIRST_PAGE } from '../../components/ListPagination';

/** A records list: filter in the body, page in the query; a new filter starts again at page 1. */
export function useRecords<F, R>(
  name: string,
  fetch: (filter: F, page: PageParams) => Promise<Page<R>>,
  initial: F,
) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState<PageParams>(FIRST_PAGE);
  const query = useQuery({
    queryKey: ['finance', name, filter, page],
    queryFn: () => fetch(filter, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    query,
    page,
    setPage,
    search: (next: F) => {
      setFilter(next);
      setPage((current) => ({ ...current, pageNo: 1 }));
    },
  };
}
