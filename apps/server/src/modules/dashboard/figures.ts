import type {
  DashboardAccounts,
  DashboardDevices,
  DashboardFans,
  DashboardTaskCount,
} from '@reelfleet/contract';
import { DEVICE_EXPIRING_DAYS } from '@reelfleet/contract';

// The accounts, tasks, fans and devices areas are not built yet. Until each
// is, its card answers available: false with zeros, never invented numbers;
// the area's engineer replaces the body with real, workspace-scoped queries.

export function accountFigures(): DashboardAccounts {
  return { available: false, accounts: 0, fans: 0, collectedThisMonth: 0, registeredThisMonth: 0 };
}

export function taskFigures(): DashboardTaskCount {
  return { available: false, total: 0, queue: 0, running: 0, success: 0, failed: 0 };
}

export function fanFigures(): DashboardFans {
  return { available: false, total: 0, newThisMonth: 0 };
}

export function deviceFigures(): DashboardDevices {
  return { available: false, created: 0, expiring: 0, expiringWithinDays: DEVICE_EXPIRING_DAYS };
}
