import { columns, createIndex, createTable, idColumn, type MigrationDb, timestamps } from '../kind.ts';

/**
 * The staff side (issue 15): help-centre articles (documents, update log,
 * announcements), an agent's extra invitation codes, an agent's contact for
 * their users, and console-wide settings the admin edits (the contact dialog).
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'help_articles', idColumn, {
    kind: 'text',
    title: 'text',
    body: 'text',
    // '' for every reader, else only readers of that language (the built-in guide exists in zh and en).
    lang: ['text', ''],
  })
    .addColumn('author_id', 'bigint', (c) => c.references('users.id'))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'help_articles_kind', 'help_articles', ['kind', 'created_at', 'id']);

  await db.schema
    .createTable('invite_codes')
    .$call(idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('users.id'))
    .$call(columns({ status: 'text', remark: ['text', ''] }))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'invite_codes_agent', 'invite_codes', ['agent_id', 'id']);

  await db.schema
    .alterTable('users')
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Which code a user registered with (null: an agent's first code, or before codes were counted).
  await db.schema.alterTable('users').addColumn('invited_with', 'text').execute();
  await createIndex(db, 'users_invited_with', 'users', 'invited_with');

  await db.schema
    .createTable('site_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .$call(columns({ value: 'text', updated_at: 'text' }))
    .execute();
}
