import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
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
