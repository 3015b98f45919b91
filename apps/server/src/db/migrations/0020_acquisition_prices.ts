import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';

/**
 * The price of a private message (the message kind, /toker/chat): 1 point per
 * message sent (the spec names no figure). Comments and follows use the
 * existing actionComment and actionFollow rows; an unfollow is priced as a follow.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`
    insert into prices (name, points, per, unit, updated_at)
    values ('actionMessage', 1, 1, 'action', ${new Date().toISOString()})
    on conflict (name) do nothing`.execute(db);
}
