import type { Db } from './index.ts';

/** A unique index refused the write (PostgreSQL 23505, SQLite "UNIQUE constraint failed"). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** Runs `write`; when a unique index refuses it (a writer raced past the caller's check), throws `taken()`. */
export async function uniqueWrite<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Throws `taken()` when another row of the workspace in `table` has `name`
 * (`exceptId`: the row being renamed). The unique index still decides a race (uniqueWrite).
 */
export async function assertNameFree(
  db: Db,
  table: 'device_groups' | 'departments',
  workspaceId: number,
  name: string,
  exceptId: number | null,
  taken: () => Error,
): Promise<void> {
  const clash = await db
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (clash) throw taken();
}
