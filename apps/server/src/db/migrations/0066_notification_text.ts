import type { MigrationDb } from '../kind.ts';

/**
 * Notifications the server writes (task ended, sign-up, recharge) keep their
 * catalogue key and parameters, so the inbox shows each reader's language;
 * `message` keeps the English text for rows written before and for search.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('message_key', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('message_params', 'text').execute();
}
