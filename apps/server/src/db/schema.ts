import type { AuditEntriesTable } from './tables/audit.ts';
import type { CaptchasTable, IdempotencyKeysTable, LoginFailuresTable } from './tables/auth.ts';
import type { SimClockTable } from './tables/clock.ts';
import type {
  AccountIdBucketsTable,
  AccountsTable,
  AccountTotalsTable,
  DeviceGroupsTable,
  DevicesTable,
  FarmSerialsTable,
  ProxiesTable,
  TagsTable,
} from './tables/fleet.ts';
import type { LedgerEntriesTable, PricesTable } from './tables/ledger.ts';
import type {
  AccountEventsTable,
  AccountFanTotalsTable,
  AccountLifecycleColumns,
  SignupRegistrationsTable,
} from './tables/lifecycle.ts';
import type { MaterialsTable } from './tables/materials.ts';
import type { InboxCountsTable, NotificationsTable } from './tables/notifications.ts';
import type { PushEventsTable, PushSeqsTable } from './tables/push.ts';
import type { ResourceAccountsTable, ResourceFansTable, ResourceGathersTable } from './tables/resource.ts';
import type {
  ServiceConversationsTable,
  ServiceDailyTable,
  ServiceMessagesTable,
  ServicePollsTable,
  ServiceRulesTable,
  ServiceSettingsTable,
} from './tables/service.ts';
import type { ServerSettingsTable } from './tables/settings.ts';
import type {
  DepartmentGroupsTable,
  DepartmentsTable,
  DepartmentTagsTable,
  FansDailyTable,
  HelpArticlesTable,
  InviteCodesTable,
  SiteSettingsTable,
} from './tables/staff.ts';
import type {
  EngineProcessesTable,
  EngineSemaphoresTable,
  TaskItemsTable,
  TaskJobsTable,
  TaskLogsTable,
  TaskStepsTable,
  TasksTable,
  TaskUnbilledTable,
} from './tables/tasks.ts';
import type { AccessTokensTable, SessionsTable, UsersTable } from './tables/users.ts';
import type { PublishedVideosTable } from './tables/videos.ts';

/**
 * The whole database as Kysely sees it. Each area declares its tables in
 * `tables/<area>.ts` and adds them here.
 */
export interface Database {
  audit_entries: AuditEntriesTable;
  users: UsersTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  idempotency_keys: IdempotencyKeysTable;
  notifications: NotificationsTable;
  inbox_counts: InboxCountsTable;
  push_seqs: PushSeqsTable;
  push_events: PushEventsTable;
  ledger_entries: LedgerEntriesTable;
  prices: PricesTable;
  tags: TagsTable;
  device_groups: DeviceGroupsTable;
  devices: DevicesTable;
  proxies: ProxiesTable;
  accounts: AccountsTable & AccountLifecycleColumns;
  account_totals: AccountTotalsTable;
  account_id_buckets: AccountIdBucketsTable;
  farm_serials: FarmSerialsTable;
  tasks: TasksTable;
  task_items: TaskItemsTable;
  task_steps: TaskStepsTable;
  task_logs: TaskLogsTable;
  task_unbilled: TaskUnbilledTable;
  task_jobs: TaskJobsTable;
  engine_semaphores: EngineSemaphoresTable;
  engine_processes: EngineProcessesTable;
  sim_clock: SimClockTable;
  server_settings: ServerSettingsTable;
  help_articles: HelpArticlesTable;
  invite_codes: InviteCodesTable;
  site_settings: SiteSettingsTable;
  departments: DepartmentsTable;
  department_groups: DepartmentGroupsTable;
  department_tags: DepartmentTagsTable;
  fans_daily: FansDailyTable;
  materials: MaterialsTable;
  published_videos: PublishedVideosTable;
  signup_registrations: SignupRegistrationsTable;
  account_fan_totals: AccountFanTotalsTable;
  account_events: AccountEventsTable;
  resource_fans: ResourceFansTable;
  resource_accounts: ResourceAccountsTable;
  resource_gathers: ResourceGathersTable;
  service_conversations: ServiceConversationsTable;
  service_messages: ServiceMessagesTable;
  service_settings: ServiceSettingsTable;
  service_rules: ServiceRulesTable;
  service_polls: ServicePollsTable;
  service_daily: ServiceDailyTable;
}
