import { sql } from 'kysely';
import { createIndex, type MigrationDb } from '../kind.ts';

/**
 * The customer-service list's filters at a million messages (bench service-inbox):
 * one account's and one kind's conversations walked latest first, and partial
 * indexes of the conversations waiting for an answer (alone or of one kind).
 */
export async function up(db: MigrationDb): Promise<void> {
  const lists: Array<[string, string[]]> = [
    ['service_conversations_account', ['workspace_id', 'account_id', 'last_at']],
    ['service_conversations_kind', ['workspace_id', 'kind', 'last_at']],
  ];
  for (const [name, columns] of lists) await createIndex(db, name, 'service_conversations', columns);
  const waiting: Array<[string, string[]]> = [
    ['service_conversations_waiting', ['workspace_id', 'last_at']],
    ['service_conversations_kind_waiting', ['workspace_id', 'kind', 'last_at']],
  ];
  for (const [name, columns] of waiting) {
    await db.schema
      .createIndex(name)
      .on('service_conversations')
      .columns(columns)
      .where(sql.ref('waiting'), '>', 0)
      .execute();
  }
}
