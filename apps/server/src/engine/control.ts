import type { TaskStatus } from '@reelfleet/contract';
import { sql } from 'kysely';
import { AppError } from '../core/errors.ts';
import type { Db } from '../db/index.ts';
import type { DbKind } from '../db/kind.ts';
import type { TaskRow } from '../db/tables/tasks.ts';
import { billTasks, releaseRest } from './billing.ts';
import { releaseDevicesOf } from './devices.ts';
import { insertLogs, line, taskEndMessage } from './logs.ts';
import type { EnginePorts } from './ports.ts';
import { inTx, type Trx } from './store/tx.ts';

export interface ControlEnv {
  db: Db;
  kind: DbKind;
  ports: EnginePorts;
  /** The simulated clock's now, ISO. */
  now(): string;
}

async function lockTask(env: ControlEnv, trx: Trx, taskId: number): Promise<TaskRow | undefined> {
  let q = trx.selectFrom('tasks').selectAll().where('id', '=', taskId).where('deleted_at', 'is', null);
  if (env.kind === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

const ENDED: readonly TaskStatus[] = ['success', 'failed'];

/**
 * Stops a task: every step not yet running is cancelled, what its finished
 * steps used is billed and the points the hold did not pay for are released, the owner is notified, all in one
 * transaction. Steps running right now are aborted by their engine (at once
 * in this process, within a heartbeat in another) and end as cancelled
 * without being charged, since the task no longer runs.
 */
export async function stopTask(env: ControlEnv, taskId: number, trxIn?: Trx): Promise<TaskRow> {
  const run = async (trx: Trx) => {
    const task = await lockTask(env, trx, taskId);
    if (!task) throw new AppError(404, 'common.notFound');
    if (ENDED.includes(task.status)) throw new AppError(409, 'task.alreadyEnded');
    const now = env.now();
    const cancelled = await trx
      .updateTable('task_steps')
      .set({ state: 'cancelled', finished_at: now })
      .where('task_id', '=', taskId)
      .where('state', 'in', ['blocked', 'ready', 'scheduled', 'paused'])
      .executeTakeFirst();
    const n = Number(cancelled.numUpdatedRows);
    await trx
      .updateTable('task_items')
      .set({ state: 'cancelled' })
      .where('task_id', '=', taskId)
      .where('state', '=', 'pending')
      .execute();
    // What its finished steps used is billed first; the hold's rest goes back.
    await billTasks(env.ports.ledger, trx, env.kind, [task]);
    const rest = task.points_held - task.points_charged - task.points_released;
    await releaseRest(env.ports.ledger, trx, {
      payerId: task.payer_id,
      logId: task.log_id,
      taskId,
      points: rest,
    });
    const after = await trx
      .updateTable('tasks')
      .set((eb) => ({
        status: 'failed',
        result: 'task.result.stopped',
        end_time: now,
        updated_at: now,
        remaining: eb('remaining', '-', n),
        cancelled_count: eb('cancelled_count', '+', n),
        points_released: eb('points_released', '+', rest),
      }))
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await releaseDevicesOf(trx, taskId, now);
    await insertLogs(
      trx,
      [{ ...line('INFO', 'log.task.stopped', { cancelled: n, released: rest }), taskId, stepId: null }],
      now,
    );
    await env.ports.notices.notify(trx, {
      userId: task.user_id,
      type: 'task',
      message: taskEndMessage({ subtype: task.subtype, logId: task.log_id, name: task.name }, 'stopped', {
        success: task.success_count,
        failed: task.failed_count,
        error: task.abnormal_count,
      }),
      mark: task.log_id,
    });
    return after;
  };
  return trxIn ? run(trxIn) : inTx(env.db, run);
}

/** Pauses a queued or running task: waiting steps stop being claimable; running ones finish. */
export async function pauseTask(env: ControlEnv, taskId: number): Promise<TaskRow> {
  return inTx(env.db, async (trx) => {
    const task = await lockTask(env, trx, taskId);
    if (!task) throw new AppError(404, 'common.notFound');
    if (ENDED.includes(task.status)) throw new AppError(409, 'task.alreadyEnded');
    if (task.status === 'paused') throw new AppError(409, 'task.alreadyPaused');
    const now = env.now();
    await trx
      .updateTable('task_steps')
      .set({ state: 'paused' })
      .where('task_id', '=', taskId)
      .where('state', 'in', ['ready', 'scheduled'])
      .execute();
    await insertLogs(trx, [{ ...line('INFO', 'log.task.paused'), taskId, stepId: null }], now);
    return trx
      .updateTable('tasks')
      .set({ status: 'paused', updated_at: now })
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Resumes a paused task: its waiting steps keep a later run_at; those already due are due from
 * now (they run at once, behind steps that were due before the resume).
 */
export async function resumeTask(env: ControlEnv, taskId: number): Promise<TaskRow> {
  return inTx(env.db, async (trx) => {
    const task = await lockTask(env, trx, taskId);
    if (!task) throw new AppError(404, 'common.notFound');
    if (task.status !== 'paused') throw new AppError(409, 'task.notPaused');
    const now = env.now();
    await trx
      .updateTable('task_steps')
      .set({ state: 'scheduled', run_at: sql<string>`case when run_at < ${now} then ${now} else run_at end` })
      .where('task_id', '=', taskId)
      .where('state', '=', 'paused')
      .execute();
    await insertLogs(trx, [{ ...line('INFO', 'log.task.resumed'), taskId, stepId: null }], now);
    return trx
      .updateTable('tasks')
      .set({ status: task.start_time ? 'running' : 'queue', updated_at: now })
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes tasks (softly: logs, ledger entries and notifications keep their reference); a running one is stopped first. */
export async function deleteTasks(env: ControlEnv, taskIds: readonly number[]): Promise<number> {
  return inTx(env.db, async (trx) => {
    let count = 0;
    for (const id of [...taskIds].sort((a, b) => a - b)) {
      const task = await lockTask(env, trx, id);
      if (!task) continue;
      if (!ENDED.includes(task.status)) await stopTask(env, id, trx);
      await trx.updateTable('tasks').set({ deleted_at: env.now() }).where('id', '=', id).execute();
      count++;
    }
    return count;
  });
}
