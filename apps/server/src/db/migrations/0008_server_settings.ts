import type { MigrationDb } from '../kind.ts';

/** Facts every process sharing the database must agree on (the secret key's fingerprint). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('server_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
