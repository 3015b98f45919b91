import type { PriceItem } from '@reelfleet/contract';
import { http } from './request';

/** The price table (spec 7: GET /finance/price/name). Quiet: the help page shows its own empty state. */
export async function fetchPrices(): Promise<PriceItem[]> {
  const data = await http.get<PriceItem[] | PriceItem>('/finance/price/name', undefined, { silent: true });
  return Array.isArray(data) ? data : [data];
}
