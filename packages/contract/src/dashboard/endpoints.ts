import { endpoint } from '../common/endpoint.ts';
import { financeSummary } from '../finance/index.ts';
import {
  dashboardAccounts,
  dashboardDevices,
  dashboardFans,
  dashboardStatus,
  dashboardTaskCount,
} from './index.ts';

const tags = ['dashboard'];
const notBuilt = 'While the area is not built yet: `available` false and zeros.';

/** Dashboard cards (spec 2). */
export const dashboardEndpoints = {
  accounts: endpoint({
    method: 'GET',
    path: '/dashboard/tiktiok',
    tags,
    summary: 'Accounts, their fans, collected and registered this month',
    description: notBuilt,
    response: dashboardAccounts,
  }),
  taskCount: endpoint({
    method: 'GET',
    path: '/dashboard/taskCount',
    tags,
    summary: 'Tasks of the workspace by status (a paused task counts in total only)',
    response: dashboardTaskCount,
  }),
  fans: endpoint({
    method: 'GET',
    path: '/dashboard/fans',
    tags,
    summary: 'Collected fans: total and new this month',
    description: notBuilt,
    response: dashboardFans,
  }),
  devices: endpoint({
    method: 'GET',
    path: '/dashboard/device',
    tags,
    summary: 'Devices of the workspace, and those whose rental ends within expiringWithinDays',
    response: dashboardDevices,
  }),
  status: endpoint({
    method: 'GET',
    path: '/dashboard/status',
    tags,
    summary: 'Server status (smooth, normal, congested, failure) and the figures it is judged from',
    description:
      'Measured, not configured: p99 event-loop delay over the last window (perf_hooks) and a ' +
      'database round trip made now. Thresholds: SERVER_STATUS_THRESHOLDS in the contract.',
    response: dashboardStatus,
  }),
  finance: endpoint({
    method: 'GET',
    path: '/dashboard/finance',
    tags,
    summary: 'Balance, held points and recharge/consumption sums',
    response: financeSummary,
  }),
};
