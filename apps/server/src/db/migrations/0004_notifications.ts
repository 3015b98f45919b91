import { createIndex, idColumn, type MigrationDb } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('notifications')
    .$call(idColumn(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('mark', 'text')
    .addColumn('read_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'notifications_user_read', 'notifications', ['user_id', 'read_at']);
}
