import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import type { StepState } from '../src/db/tables/tasks.ts';
import { openTestDatabase, TEST_DB, testMigrator } from './harness.ts';

/**
 * Migration 0072 left PostgreSQL's task_steps without an index on every step's task_id: only the
 * steps that have not run are indexed by task (docs/engine.md "Indexes a step writes"). These are
 * the statements of pause, resume and stop as control.ts builds them; each must be able to find
 * a task's waiting steps through that partial index, with the values Kysely sends as parameters.
 */
describe.runIf(TEST_DB === 'postgres')('the indexes of task_steps (postgres)', () => {
  /** The plan of `query` when a sequential scan is the last resort: one shows only if no index serves. */
  async function plan(db: Db, query: { compile(): CompiledQuery }): Promise<string> {
    const compiled = query.compile();
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it("pause, resume and stop find a task's waiting steps by the partial index", async () => {
    const handle = await openTestDatabase();
    try {
      const { error } = await (await testMigrator(handle.db)).migrateToLatest();
      expect(error).toBeUndefined();
      const db = handle.db;
      const steps = (states: StepState[]) =>
        db
          .updateTable('task_steps')
          .set({ state: 'paused' })
          .where('task_id', '=', 7)
          .where('state', 'in', states);
      const cases: StepState[][] = [
        ['ready', 'scheduled'],
        ['paused'],
        ['blocked', 'ready', 'scheduled', 'paused'],
      ];
      for (const states of cases) {
        const text = await plan(db, steps(states));
        expect(text, states.join()).toContain('task_steps_task_waiting');
        expect(text, states.join()).not.toContain('Seq Scan');
      }
      // A state outside the index (ended steps) is not found through it.
      expect(await plan(db, steps(['done']))).not.toContain('task_steps_task_waiting');
    } finally {
      await handle.close();
    }
  });
});
