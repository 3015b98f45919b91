import { type CreateTableBuilder, PostgresAdapter, sql } from 'kysely';
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

type Table = CreateTableBuilder<string, never>;

/** A table's own id, auto-increment: `.$call(idColumn(db))`. */
export const idColumn = (db: MigrationDb) => (t: Table) =>
  t.addColumn('id', idType(db), (c) => c.primaryKey());

/** The first columns of a row that belongs to a `parent` row: its id and `column`, the parent's id: `.$call(ownedBy('task_id', 'tasks')(db))`. */
export const ownedBy = (column: string, parent: string) => (db: MigrationDb) => (t: Table) =>
  idColumn(db)(t).addColumn(column, 'bigint', (c) => c.notNull().references(`${parent}.id`));

/** A workspace's rows' first columns, their id and their workspace: `.$call(workspaceOwned(db))`. */
export const workspaceOwned = ownedBy('workspace_id', 'users');

type ColumnType = 'text' | 'integer' | 'bigint' | 'real';

/** A plain column: its type (not null), the type and `?` (may be null), or its type and default (not null). */
export type Column = ColumnType | `${ColumnType}?` | readonly [ColumnType, string | number];

/** Plain columns in this order: `.$call(columns({ name: 'text', note: ['text', ''], left_at: 'text?' }))`. */
export const columns =
  (spec: Record<string, Column>) =>
  (t: Table): CreateTableBuilder<string, string> =>
    Object.entries(spec).reduce<CreateTableBuilder<string, string>>((table, [name, column]) => {
      if (typeof column !== 'string') {
        const [type, value] = column;
        return table.addColumn(name, type, (c) => c.notNull().defaultTo(value));
      }
      if (column.endsWith('?')) return table.addColumn(name, column.slice(0, -1) as ColumnType);
      return table.addColumn(name, column as ColumnType, (c) => c.notNull());
    }, t);

/**
 * `create table name`: its first columns (`first`: its id, or its id and its
 * workspace) then `spec`'s plain ones; more may follow before `.execute()`.
 */
export const createTable = (
  db: MigrationDb,
  name: string,
  first: (db: MigrationDb) => (t: Table) => CreateTableBuilder<string, string>,
  spec: Record<string, Column>,
) => db.schema.createTable(name).$call(first(db)).$call(columns(spec));

/** When a row was made and last changed (ISO 8601 text): `.$call(timestamps)`. */
export const timestamps = <C extends string>(t: CreateTableBuilder<string, C>) =>
  t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

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

/** A price row's figures: `points` for every `per` `unit`. */
export interface PriceSeed {
  points: number;
  per: number;
  unit: string;
}

/** Adds the named prices to the price table; a name already there keeps its price. */
export async function seedPrices<N extends string>(
  db: MigrationDb,
  names: readonly N[],
  prices: Record<N, PriceSeed>,
): Promise<void> {
  const at = now();
  await db
    .insertInto('prices')
    .values(names.map((name) => ({ name, ...prices[name], updated_at: at })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
