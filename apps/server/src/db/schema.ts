import type { CaptchasTable, LoginFailuresTable } from './tables/auth.ts';
import type {
  AccountsTable,
  DeviceGroupsTable,
  DevicesTable,
  FarmSerialsTable,
  ProxiesTable,
  TagsTable,
} from './tables/fleet.ts';
import type { LedgerEntriesTable, PricesTable } from './tables/ledger.ts';
import type { NotificationsTable } from './tables/notifications.ts';
import type { SessionsTable, UsersTable } from './tables/users.ts';

/**
 * The whole database as Kysely sees it. Each area declares its tables in
 * `tables/<area>.ts` and adds them here.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  notifications: NotificationsTable;
  ledger_entries: LedgerEntriesTable;
  prices: PricesTable;
  tags: TagsTable;
  device_groups: DeviceGroupsTable;
  devices: DevicesTable;
  proxies: ProxiesTable;
  accounts: AccountsTable;
  farm_serials: FarmSerialsTable;
}
