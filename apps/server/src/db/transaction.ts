import type { Db } from './index.ts';

/** Runs `fn` in the caller's transaction when `db` is one, else in a transaction of its own. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
