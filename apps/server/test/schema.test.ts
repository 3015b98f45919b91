import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { atMigration } from './migration-db.ts';

/** The last migration whose schema is recorded (migrations already applied somewhere never change what they build). */
const RECORDED = '0036_help_guide';

/** Tables, columns, indexes and constraints, one per line, in a stable order (the test schema's name left out). */
async function describeSchema(db: Kysely<unknown>): Promise<string> {
  if (TEST_DB === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master
      where name not like 'sqlite_%' and name not like 'kysely_%' order by type, name`.execute(db);
    return rows.map((r) => `${r.type} ${r.name}: ${(r.sql ?? '').replace(/\s+/g, ' ')}`).join('\n');
  }
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  const columns = await sql<Record<string, string | null>>`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name, ordinal_position`.execute(db);
  const indexes = await sql<Record<string, string>>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename not like 'kysely_%' order by indexname`.execute(db);
  const constraints = await sql<Record<string, string>>`
    select c.conrelid::regclass::text as tbl, c.conname, pg_get_constraintdef(c.oid) as def
    from pg_constraint c where c.connamespace = current_schema()::regnamespace
    and c.conrelid::regclass::text not like '%kysely_%' order by tbl, c.conname`.execute(db);
  return [...columns.rows, ...indexes.rows, ...constraints.rows]
    .map((r) => Object.values(r).join(' | '))
    .join('\n')
    .replaceAll(`${schema}.`, '');
}

describe(`the migrations' schema (${TEST_DB})`, () => {
  it(`migrations up to ${RECORDED} build exactly the recorded schema`, () =>
    atMigration(RECORDED, async (db) => {
      await expect(await describeSchema(db as Kysely<unknown>)).toMatchFileSnapshot(
        `./schema/${RECORDED}.${TEST_DB}.txt`,
      );
    }));
});
