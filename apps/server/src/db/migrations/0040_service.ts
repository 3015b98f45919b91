import { columns, createIndex, createTable, type MigrationDb, timestamps, workspaceOwned } from '../kind.ts';

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
    .$call(workspaceOwned(db))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .$call(
      columns({
        kind: 'text',
        // The platform user on the other side; for comments also the video ('' for chats).
        peer_id: 'text',
        video_id: ['text', ''],
      }),
    )
    .addColumn('staff_id', 'bigint', (c) => c.references('users.id'))
    .$call(
      columns({
        last_at: 'text',
        last_text: 'text',
        last_direction: 'text',
        // Inbound messages since the last reply (0: answered).
        waiting: ['integer', 0],
        received: ['integer', 0],
        created_at: 'text',
      }),
    )
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
    .$call(workspaceOwned(db))
    .addColumn('conversation_id', 'bigint', (c) =>
      c.notNull().references('service_conversations.id').onDelete('cascade'),
    )
    .$call(
      columns({
        account_id: 'bigint',
        direction: 'text',
        // Inbound: the platform's message id (unique per account: ingesting twice adds nothing).
        platform_id: 'text?',
        text: 'text',
        // Inbound: when it arrived on the platform; outbound: when it was asked for.
        at: 'text',
        // Outbound: pending -> sending -> sent | failed.
        state: 'text?',
        source: 'text?',
        // The staff member who wrote a manual reply; for inbound, the conversation's assignee then.
        staff_id: 'bigint?',
        reply_to: 'bigint?',
      }),
    )
    // The inbound message an auto-reply answers: unique, so a message is auto-answered once.
    .addColumn('auto_for', 'bigint', (c) => c.unique())
    .$call(
      columns({
        sent_at: 'text?',
        response_ms: 'bigint?',
        attempt: ['integer', 0],
        run_at: 'text?',
        lease_owner: 'text?',
        reason: 'text?',
      }),
    )
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
    .$call(columns({ auto_comments: ['integer', 0], auto_chats: ['integer', 0], updated_at: 'text' }))
    .execute();

  await createTable(db, 'service_rules', workspaceOwned, {
    kind: 'text',
    // Comma-separated, lower case; '' answers every message of its kind (after the keyword rules).
    keywords: 'text',
  })
    .addColumn('material_id', 'bigint', (c) => c.references('materials.id').onDelete('set null'))
    .$call(columns({ text: ['text', ''], enabled: ['integer', 1] }))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'service_rules_ws', 'service_rules', ['workspace_id', 'kind', 'id']);

  await db.schema
    .createTable('service_polls')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('polled_until', 'text', (c) => c.notNull())
    .execute();
}
