import { useQuery } from '@tanstack/react-query';
import { financeApi } from '../../../api/finance';
import { userApi } from '../../../api/user';
import { toPriceBook } from './cost';

/** The price table (GET /finance/price/name), as a book by price name. */
export function usePriceBook(enabled: boolean) {
  return useQuery({
    queryKey: ['finance', 'prices'],
    queryFn: financeApi.prices,
    select: toPriceBook,
    enabled,
  });
}

/** The caller's available points (the same query as the profile screen's). */
export function useBalance(enabled: boolean) {
  return useQuery({ queryKey: ['profile'], queryFn: userApi.getInfo, enabled, select: (u) => u.balance });
}
