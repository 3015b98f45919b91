import { columns, createIndex, idColumn, type MigrationDb } from '../kind.ts';

/**
 * What happened to an account that no other row keeps (docs/lifecycle.md
 * "Account history"): a login with its follower count, a status, risk or
 * type change, a profile edit, a look at its fans. Tasks and their outcomes
 * are read from task_items (indexed here by account), so they are not copied.
 * No foreign key: an account's events go with it when it is deleted.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('account_events')
    .$call(idColumn(db))
    .$call(
      columns({
        workspace_id: 'bigint',
        account_id: 'bigint',
        at: 'text',
        kind: 'text',
        detail: ['text', '{}'],
      }),
    )
    .execute();
  await createIndex(db, 'account_events_account', 'account_events', ['account_id', 'at']);
  await createIndex(db, 'task_items_account', 'task_items', ['account_id']);
}
