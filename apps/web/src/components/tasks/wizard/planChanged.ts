import type { QuoteChanged } from '@reelfleet/contract';
import { ApiError } from '../../../api/request';

/**
 * The new quote of a call refused because the quote it confirmed no longer
 * holds (409 'task.quoteChanged' of a creation, 'task.rescheduleChanged' of a move).
 */
export function planChanged(error: unknown): QuoteChanged | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.data as Partial<QuoteChanged> | null;
  return data?.quote ? (data as QuoteChanged) : null;
}
