import type {
  ConsumeQueryBody,
  ConsumeRecord,
  Page,
  PriceItem,
  RechargeQueryBody,
  RechargeRecord,
} from '@reelfleet/contract';
import { http } from './request';

export interface PageParams {
  pageNo: number;
  pageSize: number;
}

/** Recharge and consumption records and the price table (spec 7, DESIGN.md list convention). */
export const financeApi = {
  recharges: (body: RechargeQueryBody, page: PageParams) =>
    http.post<Page<RechargeRecord>>('/finance/recharge/queryList', body, { query: { ...page } }),
  consumption: (body: ConsumeQueryBody, page: PageParams) =>
    http.post<Page<ConsumeRecord>>('/finance/consume/queryList', body, { query: { ...page } }),
  /** The whole price table. */
  prices: () => http.get<PriceItem[]>('/finance/price/name'),
};
