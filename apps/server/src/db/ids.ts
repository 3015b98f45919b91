import type { Insertable, Updateable } from 'kysely';
import type { Db } from './index.ts';
import type { Database } from './schema.ts';

/** Tables whose rows belong to one workspace and are addressed by id (http/workspace.ts). */
export type WorkspaceTable =
  | 'devices'
  | 'device_groups'
  | 'proxies'
  | 'accounts'
  | 'materials'
  | 'resource_fans'
  | 'resource_accounts';

/** Deletes the rows with these ids (an id named twice counts once): how many went. */
export async function deleteIds(
  db: Db,
  table: WorkspaceTable,
  ids: readonly number[],
): Promise<{ count: number }> {
  const result = await db
    .deleteFrom(table)
    .where('id', 'in', [...new Set(ids)])
    .executeTakeFirst();
  return { count: Number(result.numDeletedRows) };
}

/** Makes `changes` to the rows with these ids: how many changed. */
export async function updateIds<T extends WorkspaceTable>(
  db: Db,
  table: T,
  ids: readonly number[],
  changes: Updateable<Database[T]>,
): Promise<{ count: number }> {
  const result = await db
    .updateTable(table as WorkspaceTable)
    .set(changes as Updateable<Database[WorkspaceTable]>)
    .where('id', 'in', [...new Set(ids)])
    .executeTakeFirst();
  return { count: Number(result.numUpdatedRows) };
}

/** Values one insert statement binds at the most (SQLite allows 32766, PostgreSQL 65535). */
const INSERT_VALUES = 10_000;

/** Inserts the rows, as many a statement as keep under INSERT_VALUES: their new ids, in order. */
export async function insertChunked<T extends WorkspaceTable>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number[]> {
  const chunk = Math.max(1, Math.floor(INSERT_VALUES / Object.keys(rows[0] ?? {}).length));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const added = await db
      .insertInto(table as WorkspaceTable)
      .values(rows.slice(i, i + chunk) as Insertable<Database[WorkspaceTable]>[])
      .returning('id')
      .execute();
    ids.push(...added.map((r) => r.id));
  }
  return ids;
}
