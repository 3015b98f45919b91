import { createIndex, createTable, type MigrationDb, ownedBy } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'notifications', ownedBy('user_id', 'users'), {
    type: 'text',
    message: 'text',
    mark: 'text?',
    read_at: 'text?',
    deleted_at: 'text?',
    created_at: 'text',
  }).execute();
  await createIndex(db, 'notifications_user_read', 'notifications', ['user_id', 'read_at']);
}
