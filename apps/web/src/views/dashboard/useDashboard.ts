import { EVENT_LOOP_WINDOW_MS } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../api/dashboard';

export const dashboardKey = ['dashboard'] as const;

type FigureOptions = { staleTime?: number; retry?: false; refetchInterval?: number };

/** One dashboard figure's query, `name` under the dashboard's key. */
export function useFigure<T>(name: string, queryFn: () => Promise<T>, options: FigureOptions = {}) {
  return useQuery({ queryKey: [...dashboardKey, name], queryFn, ...options });
}

/** Every figure of the dashboard, each from its own endpoint so one slow area holds up no other. */
export function useDashboard() {
  const opts = { staleTime: 30_000, retry: false } as const;
  return {
    finance: useFigure('finance', dashboardApi.finance, opts),
    devices: useFigure('devices', dashboardApi.devices, opts),
    accounts: useFigure('accounts', dashboardApi.accounts, opts),
    fans: useFigure('fans', dashboardApi.fans, opts),
    tasks: useFigure('tasks', dashboardApi.taskCount, opts),
    status: useServerStatus(),
  };
}

/** The server status card's figure: the server judges it over a window, asking more often tells nothing new. */
export function useServerStatus() {
  return useFigure('status', dashboardApi.status, { refetchInterval: EVENT_LOOP_WINDOW_MS, retry: false });
}
