import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';
import { dbKind } from '../kind.ts';

/**
 * PostgreSQL only: trigram GIN indexes (pg_trgm) on lower(account_key),
 * lower(nickname) and lower(username), the expressions the account list's
 * "contains" filters compare with LIKE '%text%' (`contains`, db/page.ts), so
 * a search reads the index instead of every row. SQLite has its trigram FTS
 * table since 0005 (`accounts_search`).
 *
 * The extension lives in the database's `public` schema, created once for
 * every schema that shares the database (test schemas do); an advisory lock
 * keeps two migrating processes from creating it at the same time. A server
 * whose role may not create it keeps working without the indexes (a search
 * scans, as before): the migration says so and goes on.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  await sql`do $$
    begin
      perform pg_advisory_xact_lock(hashtext('reelfleet:pg_trgm'));
      create extension if not exists pg_trgm with schema public;
    exception when insufficient_privilege or undefined_file then
      raise notice 'pg_trgm is not available: account searches scan the rows';
    end $$`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
  for (const column of ['account_key', 'nickname', 'username']) {
    await sql`create index ${sql.id(`accounts_trgm_${column}`)} on accounts using gin (lower(${sql.ref(column)}) ${ops})`.execute(
      db,
    );
  }
}
