import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@reelfleet/contract';

export interface PageState {
  pageNo: number;
  pageSize: number;
}

export const FIRST_PAGE: PageState = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };

/** antd's own pager of a small table inside a card (sizes of spec 9), for a page kept in `page`. */
export function tablePagination(
  page: PageState,
  total: number | undefined,
  setPage: (next: PageState) => void,
) {
  return {
    current: page.pageNo,
    pageSize: page.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    onChange: (pageNo: number, pageSize: number) => setPage({ pageNo, pageSize }),
  };
}
