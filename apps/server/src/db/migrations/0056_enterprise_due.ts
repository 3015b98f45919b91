import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';

/**
 * The accounts whose free enterprise month is running, per workspace: what
 * `expireEnterprise` (engine/lifecycle.ts) looks for before every account
 * list. Without it SQLite (no statistics) took the workspace's equality on
 * an id index and read every account of the workspace: 40-70 ms a list call
 * at 200,000 accounts, 300 ms at a million. Partial, so it holds only the
 * few accounts in enterprise mode.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`create index accounts_enterprise_due on accounts (workspace_id, enterprise_until)
      where enterprise_until is not null`.execute(db);
}
