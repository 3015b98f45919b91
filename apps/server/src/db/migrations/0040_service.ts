import { createIndex, idType, type MigrationDb } from '../kind.ts';

/**
 * Customer service (issue 15): the comments and private messages the
 * workspace's accounts receive on the platform, grouped in conversations,
 * the replies (auto and manual) the engine sends through the account's
 * device, the auto-reply switches and keyword rules, and each account's
 * poll cursor on the platform.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('service_conversations')
    .addColumn('id', idType(db), (c) => c.primaryKey())
    .addColumn('workspace_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The platform user on the other side; for comments also the video ('' for chats).
    .addColumn('peer_id', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('last_text', 'text', (c) => c.notNull())
    .addColumn('last_direction', 'text', (c) => c.notNull())
    // Inbound messages since the last reply (0: answered).
    .addColumn('waiting', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(
    db,
    'service_conversations_key',
    'service_conversations',
    ['account_id', 'kind', 'peer_id', 'video_id'],
    {
      unique: true,
    },
  );
  await createIndex(db, 'service_conversations_ws', 'service_conversations', [
    'workspace_id',
    'last_at',
    'id',
  ]);
  await createIndex(db, 'service_conversations_staff', 'service_conversations', [
    'workspace_id',
    'staff_id',
    'last_at',
  ]);

  await db.schema
    .createTable('service_messages')
    .addColumn('id', idType(db), (c) => c.primaryKey())
    .addColumn('workspace_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('conversation_id', 'bigint', (c) =>
      c.notNull().references('service_conversations.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    // Inbound: the platform's message id (unique per account: ingesting twice adds nothing).
    .addColumn('platform_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    // Inbound: when it arrived on the platform; outbound: when it was asked for.
    .addColumn('at', 'text', (c) => c.notNull())
    // Outbound: pending -> sending -> sent | failed.
    .addColumn('state', 'text')
    .addColumn('source', 'text')
    // The staff member who wrote a manual reply; for inbound, the conversation's assignee then.
    .addColumn('staff_id', 'bigint')
    .addColumn('reply_to', 'bigint')
    // The inbound message an auto-reply answers: unique, so a message is auto-answered once.
    .addColumn('auto_for', 'bigint', (c) => c.unique())
    .addColumn('sent_at', 'text')
    .addColumn('response_ms', 'bigint')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('reason', 'text')
    .execute();
  await createIndex(db, 'service_messages_platform', 'service_messages', ['account_id', 'platform_id'], {
    unique: true,
  });
  await createIndex(db, 'service_messages_conversation', 'service_messages', ['conversation_id', 'id']);
  // Statistics: inbound by arrival, replies by sending, over a workspace's last days.
  await createIndex(db, 'service_messages_ws_at', 'service_messages', ['workspace_id', 'direction', 'at']);
  await createIndex(db, 'service_messages_ws_sent', 'service_messages', ['workspace_id', 'sent_at']);
  await createIndex(db, 'service_messages_state', 'service_messages', ['state', 'run_at']);

  await db.schema
    .createTable('service_settings')
    .addColumn('workspace_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('auto_comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_chats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_rules')
    .addColumn('id', idType(db), (c) => c.primaryKey())
    .addColumn('workspace_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Comma-separated, lower case; '' answers every message of its kind (after the keyword rules).
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('material_id', 'bigint', (c) => c.references('materials.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'service_rules_ws', 'service_rules', ['workspace_id', 'kind', 'id']);

  await db.schema
    .createTable('service_polls')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('polled_until', 'text', (c) => c.notNull())
    .execute();
}
