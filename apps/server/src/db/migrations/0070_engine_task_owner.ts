import type { MigrationDb } from '../kind.ts';

/**
 * The engine process running a task's steps (docs/engine.md "Claiming"): a
 * task semaphore in use belongs to the process that took it, and other
 * processes claim other tasks, so no two processes' outcome transactions
 * lock the same task row. Null when no step of the task is claimed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('engine_semaphores').addColumn('owner', 'text').execute();
}
