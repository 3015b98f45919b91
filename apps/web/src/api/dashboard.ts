import type {
  DashboardAccounts,
  DashboardDevices,
  DashboardFans,
  DashboardStatus,
  DashboardTaskCount,
  FinanceSummary,
} from '@reelfleet/contract';
import { http } from './request';

/** Dashboard card figures (spec 7); each area answers `available: false` until it is built. */
export const dashboardApi = {
  accounts: () => http.get<DashboardAccounts>('/dashboard/tiktiok'),
  taskCount: () => http.get<DashboardTaskCount>('/dashboard/taskCount'),
  fans: () => http.get<DashboardFans>('/dashboard/fans'),
  devices: () => http.get<DashboardDevices>('/dashboard/device'),
  finance: () => http.get<FinanceSummary>('/dashboard/finance'),
  status: () => http.get<DashboardStatus>('/dashboard/status'),
};
