import { useQuery } from '@tanstack/react-query';
import { SERVICE_KEY, serviceApi } from '../../api/service';

/** The staff members conversations can be assigned to (the owner and the workspace's active staff). */
export function useServiceStaff() {
  return useQuery({ queryKey: [SERVICE_KEY, 'staff'], queryFn: serviceApi.staff, staleTime: 60_000 });
}
