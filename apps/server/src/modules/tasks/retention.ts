import { daysAfter } from '@reelfleet/contract';
import type { AppContext } from '../../core/context.ts';
import { retentionPruned } from '../../core/metrics.ts';
import type { Db } from '../../db/index.ts';
import { periodicWorker } from '../../engine/index.ts';

export interface PruneOptions {
  /** Rows one DELETE removes: each is a short transaction of its own (no long lock). */
  batch: number;
  /** Tasks one round looks at; a backlog drains over rounds. */
  tasks: number;
}

export const DEFAULT_PRUNE: PruneOptions = { batch: 1_000, tasks: 50 };

/** Real milliseconds between rounds. */
const ROUND_MS = 60_000;

/**
 * Removes the step rows and log lines of tasks that ended more than `days` before `nowIso` (the
 * app's clock), oldest end first, in DELETEs of at most `batch` rows; the task's row (its counters,
 * points held, charged and released) and its ledger entries stay. A task is marked pruned once
 * none of its rows is left, so a round never reads it again. Answers the rows removed.
 */
export async function pruneFinished(
  db: Db,
  nowIso: string,
  days: number,
  o: PruneOptions = DEFAULT_PRUNE,
): Promise<{ tasks: number; steps: number; logs: number }> {
  const cutoff = daysAfter(nowIso, -days);
  const tasks = await db
    .selectFrom('tasks')
    .select('id')
    .where('pruned_at', 'is', null)
    .where('end_time', '<', cutoff)
    .where('status', 'in', ['success', 'failed'])
    .orderBy('end_time')
    .limit(o.tasks)
    .execute();
  const removed = { tasks: 0, steps: 0, logs: 0 };
  for (const { id } of tasks) {
    removed.logs += await inBatches('task_logs', o.batch, (limit) =>
      db
        .deleteFrom('task_logs')
        .where('id', 'in', db.selectFrom('task_logs').select('id').where('task_id', '=', id).limit(limit))
        .executeTakeFirst(),
    );
    // Through the items: on PostgreSQL only steps still waiting are indexed by task (docs/engine.md).
    removed.steps += await inBatches('task_steps', o.batch, (limit) =>
      db
        .deleteFrom('task_steps')
        .where(
          'id',
          'in',
          db
            .selectFrom('task_steps as s')
            .innerJoin('task_items as i', 'i.id', 's.item_id')
            .select('s.id')
            .where('i.task_id', '=', id)
            .limit(limit),
        )
        .executeTakeFirst(),
    );
    await db.updateTable('tasks').set({ pruned_at: nowIso }).where('id', '=', id).execute();
    removed.tasks++;
  }
  return removed;
}

/** Runs `deleteSome` (a DELETE of at most `batch` rows) until it removes fewer; the rows removed. */
async function inBatches(
  table: 'task_logs' | 'task_steps',
  batch: number,
  deleteSome: (limit: number) => Promise<{ numDeletedRows: bigint }>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const n = Number((await deleteSome(batch)).numDeletedRows);
    total += n;
    retentionPruned.inc({ table }, n);
    if (n < batch) return total;
    // Between two batches, the engine and the API get the database (and, on SQLite, the writer).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The worker beside the engine (EnginePorts.workers, boot.ts): a round a minute. */
export const retentionWorker = (ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) =>
  periodicWorker('retention', ROUND_MS, () =>
    pruneFinished(ctx.db, ctx.clock.iso(), ctx.config.RETENTION_DAYS),
  );
