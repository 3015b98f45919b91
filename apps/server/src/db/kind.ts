import { PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The schema-less database a migration receives. */
export type MigrationDb = Parameters<Migration['up']>[0];

export type DbKind = 'sqlite' | 'postgres';

export function dbKind(db: { getExecutor(): { adapter: unknown } }): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column type of an auto-increment primary key on either database. */
export function idType(db: MigrationDb) {
  return dbKind(db) === 'postgres' ? sql`bigserial` : sql`integer`;
}

/** The current time as stored: ISO 8601 UTC text on both databases. */
export function now(): string {
  return new Date().toISOString();
}

/** `create index name on table (columns)`, unique when asked. */
export async function createIndex(
  db: MigrationDb,
  name: string,
  table: string,
  columns: string | readonly string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  const index = db.schema
    .createIndex(name)
    .on(table)
    .columns(typeof columns === 'string' ? [columns] : [...columns]);
  await (options.unique ? index.unique() : index).execute();
}
