import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';

/**
 * Usernames are unique on the platform (docs/lifecycle.md "Batch profile edits"): before a profile
 * edit takes a username, the engine looks for another account of any workspace holding it
 * (`usernameHeld`, engine/driver.ts), case-insensitively. Partial: accounts without a username
 * (imported, never logged in) are not in it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`create index accounts_username_lower on accounts (lower(username)) where username <> ''`.execute(
    db,
  );
}
