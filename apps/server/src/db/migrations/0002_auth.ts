import { createIndex, idColumn, type MigrationDb } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'captchas_expires', 'captchas', 'expires_at');

  await db.schema
    .createTable('login_failures')
    .$call(idColumn(db))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'login_failures_account', 'login_failures', ['account', 'at']);
  await createIndex(db, 'login_failures_ip', 'login_failures', ['ip', 'at']);
  await createIndex(db, 'login_failures_at', 'login_failures', 'at');
}
