import { columns, createIndex, createTable, idColumn, type MigrationDb } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(columns({ code_hash: 'text', expires_at: 'text', created_at: 'text' }))
    .execute();
  await createIndex(db, 'captchas_expires', 'captchas', 'expires_at');

  await createTable(db, 'login_failures', idColumn, { account: 'text', ip: 'text', at: 'text' }).execute();
  await createIndex(db, 'login_failures_account', 'login_failures', ['account', 'at']);
  await createIndex(db, 'login_failures_ip', 'login_failures', ['ip', 'at']);
  await createIndex(db, 'login_failures_at', 'login_failures', 'at');
}
