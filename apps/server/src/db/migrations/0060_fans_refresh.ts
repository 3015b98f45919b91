import { createIndex, type MigrationDb } from '../kind.ts';

/**
 * Account figures over simulated time (docs/lifecycle.md "Fans over time"):
 * when each account's follower and following counts were last read from the
 * platform. '' (never) sorts first, so the sweep takes the stalest accounts
 * from one index alone, on SQLite and PostgreSQL alike.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('fans_refreshed_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndex(db, 'accounts_fans_refreshed', 'accounts', 'fans_refreshed_at');
}
