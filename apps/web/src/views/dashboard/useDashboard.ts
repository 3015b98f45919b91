import { EVENT_LOOP_WINDOW_MS } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../api/dashboard';

export const dashboardKey = ['dashboard'] as const;

/** Every figure of the dashboard, each from its own endpoint so one slow area holds up no other. */
export function useDashboard() {
  const opts = { staleTime: 30_000, retry: false } as const;
  return {
    finance: useQuery({ queryKey: [...dashboardKey, 'finance'], queryFn: dashboardApi.finance, ...opts }),
    devices: useQuery({ queryKey: [...dashboardKey, 'devices'], queryFn: dashboardApi.devices, ...opts }),
    accounts: useQuery({ queryKey: [...dashboardKey, 'accounts'], queryFn: dashboardApi.accounts, ...opts }),
    fans: useQuery({ queryKey: [...dashboardKey, 'fans'], queryFn: dashboardApi.fans, ...opts }),
    tasks: useQuery({ queryKey: [...dashboardKey, 'tasks'], queryFn: dashboardApi.taskCount, ...opts }),
    status: useServerStatus(),
  };
}

/** The server status card's figure: the server judges it over a window, asking more often tells nothing new. */
export function useServerStatus() {
  return useQuery({
    queryKey: [...dashboardKey, 'status'],
    queryFn: dashboardApi.status,
    refetchInterval: EVENT_LOOP_WINDOW_MS,
    retry: false,
  });
}
