import { columns, createIndex, type MigrationDb } from '../kind.ts';

/** Live updates' durable events and their per-key sequence (db/tables/push.ts, docs/push.md). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('push_seqs')
    .addColumn('stream_key', 'bigint', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_events')
    .addColumn('stream_key', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .$call(columns({ kind: 'text', data: 'text', department_id: 'bigint?', created_at: 'text' }))
    .addPrimaryKeyConstraint('push_events_pk', ['stream_key', 'seq'])
    .execute();
  await createIndex(db, 'push_events_created', 'push_events', ['created_at']);
}
