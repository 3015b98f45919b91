import { sql } from 'kysely';
import type { Db } from '../src/db/index.ts';

/**
 * Backends of this database waiting for a lock (a row another transaction holds) and those
 * doing anything, sampled while the engines run: how much the processes queue on each other.
 */
export async function lockSample(db: Db): Promise<{ waiting: number; active: number }> {
  const { rows } = await sql<{ waiting: number; active: number }>`select
      count(*) filter (where wait_event_type = 'Lock')::int as waiting,
      count(*) filter (where state <> 'idle')::int as active
    from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`.execute(
    db,
  );
  return rows[0]!;
}
