import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../src/db/index.ts';
import { waitUntil } from './tasks-fixtures.ts';

/**
 * Row locks between transactions on PostgreSQL, for the lock-order tests: one transaction holds a
 * row, the code under test runs into it, and a third asks at once for a row the code must not hold.
 */

/** Runs `lock` in a transaction of its own and keeps it open until the returned function is called. */
export async function holdLock(db: Db, lock: RawBuilder<unknown>): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const holding = new Promise<void>((resolve) => (letGo = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const open = db.transaction().execute(async (trx) => {
    await lock.execute(trx);
    held();
    await holding;
  });
  await isHeld;
  return async () => {
    letGo();
    await open;
  };
}

/** Waits until a backend of this database waits for a lock. */
export function someoneWaitsForLock(db: Db, what: string): Promise<void> {
  return waitUntil(
    async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
      return rows[0]!.n > 0;
    },
    10_000,
    what,
  );
}

/** Runs a `... for update nowait` in a transaction of its own: 'free', or the error's code (55P03: held). */
export function lockAtOnce(db: Db, lock: RawBuilder<unknown>): Promise<string | undefined> {
  return db
    .transaction()
    .execute((trx) => lock.execute(trx))
    .then(
      () => 'free',
      (error: { code?: string }) => error.code,
    );
}
