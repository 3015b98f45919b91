import { type MigrationDb, now, workspaceOwned } from '../kind.ts';

/**
 * Videos the workspace's accounts published (task kind post), and the
 * `videoPost` price (points per published video). The platform keeps their
 * counts; this row keeps who published what, so the catalogue gets them back
 * after a restart and the video list can filter by account.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('published_videos')
    .$call(workspaceOwned(db))
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('tasks.id'))
    .addColumn('account_id', 'bigint', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('material_id', 'bigint')
    .addColumn('material_name', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('hashtags', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('adult_only', 'integer', (c) => c.notNull())
    .addColumn('title_generated', 'integer', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('duration_sec', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('published_videos_list')
    .on('published_videos')
    .columns(['workspace_id', 'id'])
    .execute();
  await db
    .insertInto('prices')
    .values({ name: 'videoPost', points: 5, per: 1, unit: 'video', updated_at: now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
