import { priceOf } from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { devicesApi } from '../../api/devices';
import { userApi } from '../../api/user';
import { FLEET_KEY } from '../../components/fleet/queries';
import { useUserStore } from '../../stores/user';

/** The price table's device rental price (points per device per month). */
export function useRentalPrice(enabled: boolean) {
  return useQuery({ queryKey: [FLEET_KEY, 'rentalPrice'], queryFn: devicesApi.rentalPrice, enabled });
}

/** The caller's available points (the profile's balance; the same query as the profile screen). */
export function useAvailablePoints(enabled: boolean) {
  return useQuery({ queryKey: ['profile'], queryFn: userApi.getInfo, enabled, select: (u) => u.balance });
}

/** What `count` devices for `months` months cost: the server's formula (price per started block x devices). */
export function rentalTotal(price: { points: number; per: number }, months: number, count: number): number {
  return priceOf(price, months) * count;
}

/** After a rental or renewal: the new balance everywhere it is shown. */
export function useBalanceChanged() {
  const client = useQueryClient();
  return (balance: number) => {
    useUserStore.getState().setUser({ balance });
    for (const key of ['profile', 'dashboard', 'finance']) void client.invalidateQueries({ queryKey: [key] });
  };
}
