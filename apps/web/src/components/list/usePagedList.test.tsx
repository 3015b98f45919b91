import type { Page } from '@reelfleet/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageState } from './pageState';
import { type PageAnchor, usePagedList } from './usePagedList';

afterEach(cleanup);

/** 100 rows, ids 100 down to 1 (newest first), paged as the server does. */
function fakeList() {
  return vi.fn(
    async (_filter: { status?: string }, page: PageState & PageAnchor): Promise<Page<{ id: number }>> => {
      const start = (page.pageNo - 1) * page.pageSize;
      const list = Array.from({ length: page.pageSize }, (_, i) => ({ id: 100 - start - i })).filter(
        (r) => r.id > 0,
      );
      return { list, total: 100, pageNo: page.pageNo, pageSize: page.pageSize };
    },
  );
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('usePagedList by key', () => {
  it('names the page on screen and its first and last ids when it asks for another page', async () => {
    const fetch = fakeList();
    const { result } = renderHook(() => usePagedList({ key: ['test'], fetch, initial: {}, keyset: true }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(fetch).toHaveBeenLastCalledWith({}, { pageNo: 1, pageSize: 20 });

    act(() => result.current.setPage({ pageNo: 2, pageSize: 20 }));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(80));
    expect(fetch).toHaveBeenLastCalledWith(
      {},
      { pageNo: 2, pageSize: 20, anchorPage: 1, anchorFirst: 100, anchorLast: 81 },
    );

    // Another size or another filter: the anchor does not hold, the request goes without it.
    act(() => result.current.setPage({ pageNo: 2, pageSize: 50 }));
    await waitFor(() => expect(result.current.page.pageSize).toBe(50));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({}, { pageNo: 2, pageSize: 50 }));
    act(() => result.current.search({ status: 'online' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ status: 'online' }, { pageNo: 1, pageSize: 50 }),
    );
  });

  it('sends no anchor from a list that does not page by key', async () => {
    const fetch = fakeList();
    const { result } = renderHook(() => usePagedList({ key: ['plain'], fetch, initial: {} }), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    act(() => result.current.setPage({ pageNo: 2, pageSize: 20 }));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(80));
    expect(fetch).toHaveBeenLastCalledWith({}, { pageNo: 2, pageSize: 20 });
  });
});
