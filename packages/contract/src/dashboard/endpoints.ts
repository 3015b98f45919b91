import { endpointGroup } from '../common/endpoint.ts';
import { financeSummary } from '../finance/index.ts';
import {
  dashboardAccounts,
  dashboardDevices,
  dashboardFans,
  dashboardFirstRun,
  dashboardStatus,
  dashboardTaskCount,
} from './index.ts';

const notBuilt = 'While the area is not built yet: `available` false and zeros.';

/** Dashboard cards (spec 2). */
export const dashboardEndpoints = endpointGroup('dashboard', {
  accounts: {
    method: 'GET',
    path: '/dashboard/tiktiok',
    summary: 'Accounts, their fans, collected and registered this month',
    description: notBuilt,
    response: dashboardAccounts,
  },
  taskCount: {
    method: 'GET',
    path: '/dashboard/taskCount',
    summary: 'Tasks of the workspace by status (a paused task counts in total only)',
    response: dashboardTaskCount,
  },
  fans: {
    method: 'GET',
    path: '/dashboard/fans',
    summary: 'Collected fans: total and new this month',
    description: notBuilt,
    response: dashboardFans,
  },
  devices: {
    method: 'GET',
    path: '/dashboard/device',
    summary: 'Devices of the workspace, and those whose rental ends within expiringWithinDays',
    response: dashboardDevices,
  },
  status: {
    method: 'GET',
    path: '/dashboard/status',
    summary: 'Server status (smooth, normal, congested, failure) and the figures it is judged from',
    description:
      'Measured, not configured: p99 event-loop delay over the last window (perf_hooks) and a ' +
      'database round trip made now. Thresholds: SERVER_STATUS_THRESHOLDS in the contract.',
    response: dashboardStatus,
  },
  firstRun: {
    method: 'GET',
    path: '/dashboard/firstRun',
    summary: 'What the getting-started checklist ticks: devices, accounts, tagged accounts, tasks, a success',
    description: 'Existence only (each a first row), so it stays cheap on a large workspace.',
    response: dashboardFirstRun,
  },
  finance: {
    method: 'GET',
    path: '/dashboard/finance',
    summary: 'Balance, held points and recharge/consumption sums',
    response: financeSummary,
  },
});
