import type { CreateTableBuilder } from 'kysely';
import { columns, createIndex, createTable, type MigrationDb, timestamps, workspaceOwned } from '../kind.ts';

/**
 * Materials (text, image, avatar, video) of a workspace. A media material's
 * bytes live under DATA_DIR/materials/<workspace>/ as `file_key` (+ `.thumb.webp`,
 * `.poster.jpg`); `status` is `processing` until its thumbnail or duration is read.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'materials', workspaceOwned, { type: 'text', subtype: 'text', name: 'text' })
    .addColumn('label_id', 'bigint', (c) => c.references('tags.id'))
    .$call(columns({ description: ['text', ''], text: 'text?', status: 'text', status_reason: 'text?' }))
    .$call(media)
    .$call(timestamps)
    .execute();
  await createIndex(db, 'materials_list', 'materials', ['workspace_id', 'type', 'id']);
  await createIndex(db, 'materials_label', 'materials', 'label_id');
}

function media(t: CreateTableBuilder<string, never>) {
  return t
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('size', 'bigint')
    .addColumn('mime', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('has_thumb', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_poster', 'integer', (c) => c.notNull().defaultTo(0));
}
