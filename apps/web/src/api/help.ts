import { financeEndpoints } from '@reelfleet/contract';
import { call } from './call';

/** The price table (spec 7: GET /finance/price/name). Quiet: the help page shows its own empty state. */
export async function fetchPrices() {
  const data = await call(financeEndpoints.prices, {}, { silent: true });
  return Array.isArray(data) ? data : [data];
}
