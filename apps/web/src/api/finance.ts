import type { ConsumeQueryBody, PageQuery, PriceItem, RechargeQueryBody } from '@reelfleet/contract';
import { call } from './call';
import { financeEndpoints as api } from './endpoints';

export type PageParams = PageQuery;

/** Recharge and consumption records and the price table (spec 7, docs/lists.md). */
export const financeApi = {
  recharges: (body: RechargeQueryBody, page: PageParams) => call(api.recharges, { body, query: page }),
  consumption: (body: ConsumeQueryBody, page: PageParams) => call(api.consumption, { body, query: page }),
  /** The whole price table (no name asked, so a list). */
  prices: () => call(api.prices) as Promise<PriceItem[]>,
};
