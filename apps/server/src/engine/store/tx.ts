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
 * `column in (ids)`. On PostgreSQL one array parameter (`= any($1)`): a
 * statement with a thousand ids is then as cheap to parse and plan as one
 * with a single id. SQLite has no arrays: a list of parameters.
 */
export function inIds(kind: DbKind, column: string, ids: readonly number[]) {
  if (ids.length === 0) return sql<boolean>`1 = 0`;
  return kind === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${sql.val([...ids])}::bigint[])`
    : sql<boolean>`${sql.ref(column)} in (${sql.join([...ids])})`;
}
