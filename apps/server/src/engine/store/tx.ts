import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { DbKind } from '../../db/kind.ts';
import type { Database } from '../../db/schema.ts';

export type Trx = Transaction<Database>;

/** PostgreSQL's deadlock and serialization failures: the whole transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `fn` in a transaction (BEGIN IMMEDIATE on SQLite). On PostgreSQL a
 * transaction chosen as a deadlock victim is rolled back whole and run again,
 * so callers never see half a step.
 */
export async function inTx<T>(db: Db, fn: (trx: Trx) => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (i >= attempts || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 2 ** i + Math.random() * 10));
    }
  }
}

/** Splits `rows` into chunks small enough for one statement's parameters. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * `column in (ids)` as one parameter, so the statement's text is the same
 * whatever the number of ids and is prepared once: on PostgreSQL an array
 * (`= any($1)`), as cheap to parse and plan for a thousand ids as for one; on
 * SQLite a JSON array read by `json_each` (SQLite has no arrays, and a list
 * of parameters makes a new statement for every length).
 */
export function inIds(kind: DbKind, column: string, ids: readonly number[]) {
  if (ids.length === 0) return sql<boolean>`1 = 0`;
  return kind === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${sql.val([...ids])}::bigint[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
