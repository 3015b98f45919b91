import { columns, type MigrationDb } from '../kind.ts';

/** Facts every process sharing the database must agree on (the secret key's fingerprint). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('server_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .$call(columns({ value: 'text', created_at: 'text' }))
    .execute();
}
