import { columns, createIndex, createTable, type MigrationDb, timestamps, workspaceOwned } from '../kind.ts';

/**
 * The resource libraries (docs/resources.md): collected fans, one row per
 * platform user in a workspace (the unique index is what deduplicates
 * collection: inserts are ON CONFLICT DO NOTHING), and account resources,
 * accounts held in reserve outside the fleet.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'resource_fans', workspaceOwned, {
    uid: 'text',
    account: 'text',
    nickname: 'text',
    fans_type: 'text',
    follower_count: 'bigint',
    signature: 'text',
    sec_uid: 'text',
  })
    .addColumn('label_id', 'bigint', (c) => c.references('tags.id'))
    .$call(columns({ source: 'text', task_id: 'bigint?' }))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'resource_fans_uid', 'resource_fans', ['workspace_id', 'uid'], { unique: true });
  for (const [name, keys] of [
    ['resource_fans_list', ['workspace_id', 'id']],
    ['resource_fans_label', ['workspace_id', 'label_id', 'id']],
    ['resource_fans_task', ['task_id']],
    ['resource_fans_created', ['workspace_id', 'created_at']],
  ] as const) {
    await createIndex(db, name, 'resource_fans', keys);
  }

  // How many fans each collection task has brought in so far (kept with every page).
  await db.schema
    .createTable('resource_gathers')
    .addColumn('task_id', 'bigint', (c) => c.primaryKey().references('tasks.id'))
    .$call(columns({ collected: 'integer', updated_at: 'text' }))
    .execute();

  await createTable(db, 'resource_accounts', workspaceOwned, {
    account: 'text',
    account_key: 'text',
    password: 'text',
  })
    .addColumn('label_id', 'bigint', (c) => c.references('tags.id'))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'resource_accounts_key', 'resource_accounts', ['workspace_id', 'account_key'], {
    unique: true,
  });
  for (const [name, keys] of [
    ['resource_accounts_list', ['workspace_id', 'id']],
    ['resource_accounts_label', ['workspace_id', 'label_id', 'id']],
  ] as const) {
    await createIndex(db, name, 'resource_accounts', keys);
  }
}
