import { call } from './call';
import { dashboardEndpoints as api, dashboardChartEndpoints } from './endpoints';

/** Dashboard card figures (spec 7); each area answers `available: false` until it is built. */
export const dashboardApi = {
  accounts: () => call(api.accounts),
  taskCount: () => call(api.taskCount),
  fans: () => call(api.fans),
  devices: () => call(api.devices),
  finance: () => call(api.finance),
  status: () => call(api.status),
  /** What the getting-started checklist ticks. */
  firstRun: () => call(api.firstRun),
  charts: () => call(dashboardChartEndpoints.charts),
};
