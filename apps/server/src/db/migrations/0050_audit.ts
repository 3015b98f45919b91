import { sql } from 'kysely';
import { createIndex, createTable, dbKind, idColumn, type MigrationDb } from '../kind.ts';

/**
 * The audit trail (issue 15): one row per write a user makes (and per failed
 * login), written in the transaction of the change (db/write-scope.ts).
 * Append-only, enforced by the database itself, as the ledger is.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'audit_entries', idColumn, {
    at: 'text',
    // The workspace the actor acted in (null: the admin, or a failed login of no known user).
    workspace_id: 'bigint?',
    actor_id: 'bigint?',
    actor_name: 'text',
    actor_role: 'text',
    action: 'text',
    target: 'text',
    // JSON summaries, secrets redacted, cut to AUDIT_SUMMARY_MAX (null: nothing to say).
    before_text: 'text?',
    after_text: 'text?',
    ip: 'text',
  }).execute();
  await createIndex(db, 'audit_entries_workspace', 'audit_entries', ['workspace_id', 'id']);
  await createIndex(db, 'audit_entries_at', 'audit_entries', ['at', 'id']);

  if (dbKind(db) === 'postgres') {
    await sql`create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit entries are append-only'; end $$`.execute(db);
    await sql`create trigger audit_entries_append_only before update or delete on audit_entries
      for each row execute function audit_entries_append_only()`.execute(db);
    await sql`create trigger audit_entries_no_truncate before truncate on audit_entries
      for each statement execute function audit_entries_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`audit_entries_no_${op}`)} before ${sql.raw(op)} on audit_entries
        begin select raise(abort, 'audit entries are append-only'); end`.execute(db);
    }
  }
}
