import { DEFAULT_TASK_PRICES } from '@reelfleet/contract';
import { sql } from 'kysely';
import {
  columns,
  createIndex,
  dbKind,
  type MigrationDb,
  seedPrices,
  timestamps,
  workspaceOwned,
} from '../kind.ts';
import { accountTotals } from '../totals.ts';

/**
 * Account lifecycle (docs/lifecycle.md): the profile fields and change times
 * the batch profile edit rules read, the enterprise mode's category and end,
 * one row per planned registration (the ≤ 5 per proxy IP rule and the
 * recent success rate), and the prices of the lifecycle kinds.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const [name, type, dflt] of [
    ['avatar', 'text', ''],
    ['link', 'text', ''],
    ['email', 'text', ''],
    ['privacy', 'text', 'public'],
    ['visit_tracking', 'integer', 1],
    ['show_liked', 'integer', 1],
  ] as const) {
    await db.schema
      .alterTable('accounts')
      .addColumn(name, type, (c) => c.notNull().defaultTo(dflt))
      .execute();
  }
  for (const name of [
    'business_category',
    'enterprise_until',
    'nickname_changed_at',
    'username_changed_at',
    'link_changed_at',
    // The follower count when the operator last looked at the account's fans, and when.
    'fans_seen_at',
  ]) {
    await db.schema.alterTable('accounts').addColumn(name, 'text').execute();
  }
  await db.schema.alterTable('accounts').addColumn('signup_task_id', 'bigint').execute();
  await db.schema.alterTable('accounts').addColumn('fans_seen', 'integer').execute();
  // Expired enterprise modes are found by their end, across workspaces.
  await createIndex(db, 'accounts_enterprise_until', 'accounts', 'enterprise_until');
  // Accounts a bulk registration made, by registration time: the dashboard counts this month's
  // from this small index alone (partial: only registered accounts are in it).
  await sql`create index accounts_signed_up on accounts (workspace_id, registered_at)
    where signup_task_id is not null`.execute(db);

  await db.schema
    .createTable('signup_registrations')
    .$call(workspaceOwned(db))
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('tasks.id'))
    .addColumn('step_key', 'text', (c) => c.notNull().unique())
    .$call(columns({ proxy_id: 'bigint', proxy_host: 'text' }))
    /** pending (planned), done (registered), failed. */
    .$call(columns({ state: 'text', account_id: 'bigint?' }))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'signup_registrations_host', 'signup_registrations', [
    'workspace_id',
    'proxy_host',
    'state',
  ]);
  await createIndex(db, 'signup_registrations_recent', 'signup_registrations', [
    'workspace_id',
    'state',
    'id',
  ]);

  await fanTotals(db);

  await seedPrices(db, ['registration', 'profileEdit', 'businessSwitch'], DEFAULT_TASK_PRICES);
}

/**
 * account_fan_totals: each workspace's sum of its accounts' follower counts,
 * kept by triggers on insert, delete and every change of `fans` (whoever
 * writes), so the dashboard's followers figure reads one row at a million accounts.
 */
async function fanTotals(db: MigrationDb): Promise<void> {
  await accountTotals(db, 'account_fan_totals', 'fans', 'fans');
  await sql`insert into account_fan_totals (workspace_id, fans)
    select workspace_id, sum(fans) from accounts group by workspace_id`.execute(db);
  if (dbKind(db) === 'postgres') {
    await sql`create function account_fan_totals_changed() returns trigger language plpgsql as $$
      begin
        update account_fan_totals set fans = fans + new.fans - old.fans where workspace_id = new.workspace_id;
        return null;
      end $$`.execute(db);
    await sql`create trigger account_fan_totals_changed after update of fans on accounts
      for each row when (old.fans is distinct from new.fans) execute function account_fan_totals_changed()`.execute(
      db,
    );
    return;
  }
  await sql`create trigger account_fan_totals_changed after update of fans on accounts
      when old.fans <> new.fans begin
      update account_fan_totals set fans = fans + new.fans - old.fans where workspace_id = new.workspace_id;
    end`.execute(db);
}
