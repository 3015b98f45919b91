import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';

/**
 * Retention (docs/operations.md "Retention"): a finished task's step rows and log lines go
 * RETENTION_DAYS after its end; `pruned_at` says its rows are gone, so the worker never looks at
 * it again. Partial: the index holds only the tasks not pruned yet (unfinished ones have no end).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('pruned_at', 'text').execute();
  await sql`create index tasks_unpruned_end on tasks (end_time) where pruned_at is null`.execute(db);
}
