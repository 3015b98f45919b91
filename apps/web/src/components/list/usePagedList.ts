import type { KeysetPageQuery, Page } from '@reelfleet/contract';
import { PUSH_FALLBACK_POLL_MS } from '@reelfleet/contract';
import { hashKey, keepPreviousData, type Query, useQuery } from '@tanstack/react-query';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useEffect, useRef, useState } from 'react';
import { useViewActive } from '../../layout/view-active';
import { pollingOff, usePushStore } from '../push/pushStore';
import { FIRST_PAGE, type PageState } from './pageState';

/** The page the list shows, sent with the next request of a list that pages by key (`keyset`). */
export type PageAnchor = Pick<KeysetPageQuery, 'anchorPage' | 'anchorFirst' | 'anchorLast'>;

export interface PagedListOptions<F, R> {
  /** The query key's prefix (e.g. [FLEET_KEY, 'devices']); filter and page follow it. */
  key: readonly unknown[];
  fetch: (filter: F, page: PageState & PageAnchor) => Promise<Page<R>>;
  /**
   * The endpoint takes `keysetPageQuery` (newest first by id): each request names the page on
   * screen and its first and last ids, so the next or previous page of a deep one is read from
   * there instead of skipping every row before it (docs/lists.md).
   */
  keyset?: boolean;
  /** The filter before the first search (none: an empty one). */
  initial?: F;
  /** Reload every so often while this says so (a hidden kept-alive view never polls). */
  pollMs?: (page: Page<R> | undefined) => number | false;
  /**
   * The event stream tells this list's changes (docs/push.md): while it is open, `pollMs` is
   * stretched to PUSH_FALLBACK_POLL_MS, a safety net.
   */
  pushed?: boolean;
}

/**
 * The one paged list of the console: filter in the body, page in the query,
 * a selection that survives paging. It loads again on Search (even with the
 * same filters), when its kept-alive view is shown again, and whenever its key
 * is invalidated (after a change, or when a task ends: see taskEnded.ts).
 * A new filter starts again at page 1 with nothing selected.
 */
export function usePagedList<F, R extends { id: number }>({
  key,
  fetch,
  initial = {} as F,
  pollMs: ownPollMs,
  keyset,
  pushed,
}: PagedListOptions<F, R>) {
  const active = useViewActive();
  const live = usePushStore((s) => s.live) && !!pushed;
  const pollMs = ownPollMs && livePoll(ownPollMs, live);
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const queryKey = [...key, filter, page];
  // The last page shown, with the filter it was shown for (an anchor holds for that filter and size only).
  const shown = useRef<{ filter: string; page: Page<R> } | null>(null);
  const anchor = (): PageAnchor => {
    const last = shown.current;
    if (!keyset || !last || last.filter !== hashKey([filter]) || last.page.pageSize !== page.pageSize)
      return {};
    const { list, pageNo } = last.page;
    return { anchorPage: pageNo, anchorFirst: list[0]!.id, anchorLast: list.at(-1)!.id };
  };
  const query = useQuery({
    queryKey,
    queryFn: () => fetch(filter, { ...page, ...anchor() }),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs
      ? (q: Query<Page<R>, Error, Page<R>, readonly unknown[]>) => (active ? pollMs(q.state.data) : false)
      : undefined,
  });

  const data = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (keyset && data?.list.length) shown.current = { filter: hashKey([filter]), page: data };
  }, [keyset, data, filter]);

  // A kept-alive view shown again reloads: what it shows may have changed meanwhile.
  const wasActive = useRef(active);
  const { refetch } = query;
  useEffect(() => {
    if (active && !wasActive.current) void refetch();
    wasActive.current = active;
  }, [active, refetch]);

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

  // A poll reloads quietly: the spinner is for loads a user asked for (search, paging, refresh).
  const polling = active && !!pollMs && pollMs(query.data) !== false;

  return {
    query,
    loading: query.isLoading || (query.isFetching && !polling),
    rows: query.data?.list ?? [],
    total,
    /** The total is a lower bound: the server stopped counting at it (TOTAL_CAP). */
    totalCapped: query.data?.totalCapped === true,
    page,
    setPage,
    filter,
    /** Whether a filter is set: an empty list then says nothing matched, not that there is nothing. */
    filtered: Object.values(filter as object).some((v) => v !== undefined && v !== null && v !== ''),
    /** Applies filters from page 1; the same filters on page 1 load again (the key does not change). */
    search: (next: F) => {
      const firstPage = { ...page, pageNo: 1 };
      setFilter(next);
      setSelected([]);
      setPage(firstPage);
      if (hashKey([...key, next, firstPage]) === hashKey(queryKey)) void refetch();
    },
    refetch,
    selected,
    setSelected,
    clearSelection: () => setSelected([]),
    /** Rows that are gone (deleted) leave the selection. */
    deselect: (ids: readonly number[]) => setSelected((current) => current.filter((id) => !ids.includes(id))),
    rowSelection,
  };
}

export type PagedList<F, R extends { id: number }> = ReturnType<typeof usePagedList<F, R>>;

/** A list's poll as the stream leaves it: off by the diagnostic switch, long while the stream tells its changes. */
function livePoll<R>(pollMs: (page: Page<R> | undefined) => number | false, live: boolean) {
  return (page: Page<R> | undefined): number | false => {
    const ms = pollingOff() ? false : pollMs(page);
    return ms !== false && live ? Math.max(ms, PUSH_FALLBACK_POLL_MS) : ms;
  };
}
