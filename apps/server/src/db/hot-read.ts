import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { CompiledQuery, type Kysely } from 'kysely';

/**
 * Reads that every open console tab repeats (the notification count poll). On a SQLite file such a read
 * runs at once on a read-only connection of its own: it sees only committed rows (WAL), and it skips
 * Kysely's asynchronous path and the writer connection's mutex, which cost the poll more than the read
 * itself (about 12 of its 42 µs per request on the 2-core machine; apps/server/bench/count-poll.bench.ts).
 * On PostgreSQL, and on an in-memory SQLite (no second connection can see it), it runs through Kysely.
 */
const readers = new WeakMap<object, DatabaseSync>();

/** Gives a SQLite file's Kysely instance its read-only connection (db/index.ts openDatabase). */
export function attachReader(db: object, reader: DatabaseSync): void {
  readers.set(db, reader);
}

/** A compiled read whose parameters change per call: the first row, or undefined. */
export type HotRead<R> = (parameters: readonly SQLInputValue[]) => R | undefined | Promise<R | undefined>;

/** Prepares `query` (compiled from a builder with placeholder parameters) as a hot read of `db`. */
// biome-ignore lint/suspicious/noExplicitAny: any Kysely database runs a compiled query
export function hotRead<R>(db: Kysely<any>, query: CompiledQuery<R>): HotRead<R> {
  const throughKysely: HotRead<R> = async (parameters) =>
    (await db.executeQuery(CompiledQuery.raw(query.sql, [...parameters]) as CompiledQuery<R>)).rows[0];
  const reader = readers.get(db);
  if (!reader) return throughKysely;
  let statement: StatementSync | undefined;
  return (parameters) => {
    statement ??= reader.prepare(query.sql);
    try {
      return statement.get(...parameters) as R | undefined;
    } catch (error) {
      // A reader is refused only while SQLite rebuilds the WAL index; the writer's path waits for it.
      if (((error as { errcode?: number }).errcode ?? 0) % 256 === SQLITE_BUSY)
        return throughKysely(parameters);
      throw error;
    }
  };
}

const SQLITE_BUSY = 5;
