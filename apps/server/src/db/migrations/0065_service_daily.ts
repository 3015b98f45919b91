import { sql } from 'kysely';
import { createIndex, dbKind, type MigrationDb } from '../kind.ts';

/**
 * Customer service's statistics as counters (docs/service.md "Statistics"):
 * per workspace, UTC day, account and staff member (0: nobody — auto-replies
 * and unassigned conversations), the messages received (by arrival, under the
 * conversation's assignee), the replies sent (by sending, under who wrote
 * them), the auto-replies among them and the response times' sum and count.
 * Kept in the transaction that files a message, sends a reply or assigns a
 * conversation; filled here from the messages already there.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('service_daily')
    .addColumn('workspace_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('staff_id', 'bigint', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_replied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_sum', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('response_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('service_daily_pk', ['workspace_id', 'day', 'account_id', 'staff_id'])
    // SQLite: the rows stored in key order, so a workspace's days are read in one pass, not a lookup each.
    .modifyEnd(dbKind(db) === 'sqlite' ? sql`without rowid` : sql``)
    .execute();
  // Deleting an account deletes its counters (as its messages): the cascade looks them up by account.
  await createIndex(db, 'service_daily_account', 'service_daily', ['account_id']);
  await backfill(db);
}

/** The counters of the messages already there (exported for the test that checks it against a recount). */
export async function backfill(db: MigrationDb): Promise<void> {
  await sql`
    insert into service_daily
      (workspace_id, day, account_id, staff_id, received, replied, auto_replied, response_sum, response_count)
    select workspace_id, day, account_id, staff_id,
      sum(received), sum(replied), sum(auto_replied), sum(response_sum), sum(response_count)
    from (
      select m.workspace_id, substr(m.at, 1, 10) as day, m.account_id, coalesce(c.staff_id, 0) as staff_id,
        1 as received, 0 as replied, 0 as auto_replied, 0 as response_sum, 0 as response_count
      from service_messages m join service_conversations c on c.id = m.conversation_id
      where m.direction = 'in'
      union all
      select workspace_id, substr(sent_at, 1, 10), account_id,
        case when source = 'auto' then 0 else coalesce(staff_id, 0) end,
        0, 1, case when source = 'auto' then 1 else 0 end,
        coalesce(response_ms, 0), case when response_ms is null then 0 else 1 end
      from service_messages
      where direction = 'out' and state = 'sent'
    ) counted
    group by workspace_id, day, account_id, staff_id`.execute(db);
}
