import { columns, createIndex, type MigrationDb, seedPrices, workspaceOwned } from '../kind.ts';

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
    .$call(columns({ account: 'text', material_id: 'bigint?', material_name: 'text' }))
    .addColumn('video_id', 'text', (c) => c.notNull().unique())
    .$call(
      columns({
        title: 'text',
        hashtags: 'text',
        language: 'text',
        adult_only: 'integer',
        title_generated: 'integer',
        region: 'text',
        duration_sec: 'integer',
        published_at: 'text',
      }),
    )
    .execute();
  await createIndex(db, 'published_videos_list', 'published_videos', ['workspace_id', 'id']);
  await seedPrices(db, ['videoPost'], { videoPost: { points: 5, per: 1, unit: 'video' } });
}
