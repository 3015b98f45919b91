import { TASK_BODIES } from '@reelfleet/contract';
import type { AppContext } from '../core/context.ts';
import { AppError } from '../core/errors.ts';
import type { ControlEnv } from './control.ts';
import { type CreateEnv, createTask } from './create.ts';
import type { KindRegistry } from './kinds/index.ts';
import { standDownJob } from './standDown.ts';

/** The first run time after `nowMs` on the job's grid: runs missed while nothing ran are skipped, not piled up. */
export function nextRunAfter(previousIso: string, everyMinutes: number, nowMs: number): string {
  const every = everyMinutes * 60_000;
  const previous = Date.parse(previousIso);
  const steps = Math.max(1, Math.floor((nowMs - previous) / every) + 1);
  return new Date(previous + steps * every).toISOString();
}

/**
 * Creates the tasks of recurring jobs that are due (on the simulated clock).
 * A run is taken by moving the job's run counter with a conditional update,
 * so two engine processes never run the same occurrence; the task carries a
 * unique run key, so a replayed occurrence finds its task. A run that cannot
 * create its task (not enough points, no accounts) records why and waits for
 * the next occurrence. A job whose creator can no longer act (standDown.ts) is
 * paused instead, before its task is made and again after (a disabling that
 * raced the run pauses the new task). Returns the number of tasks created.
 */
export async function runDueJobs(
  ctx: AppContext,
  runtime: { kinds: KindRegistry; createEnv: CreateEnv; control: ControlEnv },
): Promise<number> {
  const now = ctx.clock.iso();
  const due = await ctx.db
    .selectFrom('task_jobs')
    .selectAll()
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(20)
    .execute();
  let created = 0;
  for (const job of due) {
    // Paused (not taken) when its creator can no longer act: no run is counted for it.
    if (await standDownJob(runtime.control, job)) continue;
    const run = job.runs + 1;
    const took = await ctx.db
      .updateTable('task_jobs')
      .set({
        runs: run,
        last_run_at: now,
        next_run_at: nextRunAfter(job.next_run_at, job.every_minutes, ctx.clock.now()),
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('runs', '=', job.runs)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(took.numUpdatedRows) !== 1) continue;
    try {
      const schema = TASK_BODIES[job.subtype];
      if (!schema || !runtime.kinds.has(job.subtype)) throw new AppError(400, 'task.kindUnavailable');
      const body = schema.parse(JSON.parse(job.body)) as Parameters<typeof createTask>[1]['body'];
      const task = await createTask(runtime.createEnv, {
        subtype: job.subtype,
        body,
        workspaceId: job.workspace_id,
        userId: job.user_id,
        payerId: job.workspace_id,
        jobId: job.id,
        jobRunKey: `job:${job.id}:${run}`,
      });
      await ctx.db
        .updateTable('task_jobs')
        .set({ last_task_id: task.id, last_error: null })
        .where('id', '=', job.id)
        .execute();
      if (await standDownJob(runtime.control, job, task.id)) continue;
      created++;
    } catch (error) {
      const why =
        error instanceof AppError
          ? { key: error.key, params: error.params }
          : { key: 'common.serverError', params: {} };
      await ctx.db
        .updateTable('task_jobs')
        .set({ last_error: JSON.stringify(why) })
        .where('id', '=', job.id)
        .execute();
    }
  }
  return created;
}
