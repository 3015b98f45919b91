import { columns, createIndex, idColumn, type MigrationDb } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('notifications')
    .$call(idColumn(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .$call(
      columns({
        type: 'text',
        message: 'text',
        mark: 'text?',
        read_at: 'text?',
        deleted_at: 'text?',
        created_at: 'text',
      }),
    )
    .execute();
  await createIndex(db, 'notifications_user_read', 'notifications', ['user_id', 'read_at']);
}
