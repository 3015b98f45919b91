import type { DashboardAccounts } from '@reelfleet/contract';

// The accounts card is not built yet (fans: resource/fans.ts fanFigures) (devices: devices/service.ts, tasks:
// tasks/service.ts). Until each
// is, its card answers available: false with zeros, never invented numbers;
// the area's engineer replaces the body with real, workspace-scoped queries.

export function accountFigures(): DashboardAccounts {
  return { available: false, accounts: 0, fans: 0, collectedThisMonth: 0, registeredThisMonth: 0 };
}
