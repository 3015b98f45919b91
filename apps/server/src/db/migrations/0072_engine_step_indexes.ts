import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';
import { dbKind } from '../kind.ts';

/**
 * PostgreSQL only: fewer index entries for each of a step's state changes (docs/engine.md "Indexes a
 * step writes"). Its partial indexes name `state`, so no update of a step is HOT there: claiming
 * and ending a step each write a new entry in every index of `task_steps`. SQLite writes only the
 * indexes whose columns change, which these two are not, so it keeps them.
 * - `idem_key` loses its UNIQUE index: no query looks a step up by its key, and the key
 *   (`<task's log id>:<item seq>:<step seq>`) stays unique through `tasks.log_id` and (item_id, seq).
 * - `task_id` is indexed only for the steps that have not run, the ones pause, resume and stop move;
 *   what reads all of a task's steps goes through its items ((task_id, seq), then (item_id, seq)).
 */
export async function up(db: MigrationDb): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  await sql`alter table task_steps drop constraint task_steps_idem_key_key`.execute(db);
  await sql`drop index task_steps_task`.execute(db);
  await sql`create index task_steps_task_waiting on task_steps (task_id)
    where state in ('blocked', 'ready', 'scheduled', 'paused')`.execute(db);
}
