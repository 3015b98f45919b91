import {
  type MessageKey,
  type StandDownReason,
  staffSeesArea,
  TASK_SCREEN_OF,
  type TaskSubtype,
} from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import type { TaskJobRow } from '../db/tables/tasks.ts';
import type { UserRow } from '../db/tables/users.ts';
import type { ControlEnv } from './control.ts';
import { insertLogs, line } from './logs.ts';
import { inIds, inTx } from './store/tx.ts';

/**
 * People who can no longer act stop spending (docs/staff.md "People who can
 * no longer act"): when someone loses the right to create tasks (disabled, a
 * staff role without Task Management, out of the workspace, or the workspace
 * owner disabled), their scheduled jobs and queued tasks are paused in the
 * transaction of that change and the workspace owner is told; nothing resumes
 * by itself. The job runner asks the same question before and after each run.
 */

const ACTOR_FIELDS = ['id', 'name', 'username', 'status', 'user_type', 'roles', 'workspace_id'] as const;
type Actor = Pick<UserRow, (typeof ACTOR_FIELDS)[number]>;

/** Why `creator` may no longer create tasks in workspace `workspaceId` (owned by `owner`); null when they may. */
export function whyCannotAct(
  creator: Actor | undefined,
  owner: Pick<UserRow, 'status'> | undefined,
  workspaceId: number,
): StandDownReason | null {
  if (!creator || creator.workspace_id !== workspaceId || creator.user_type === 'admin') return 'removed';
  if (creator.status !== 'active') return 'disabled';
  if (creator.user_type === 'staff' && !staffSeesArea(JSON.parse(creator.roles) as string[], 'tasks')) {
    return 'noTaskRole';
  }
  if (owner?.status !== 'active') return 'ownerDisabled';
  return null;
}

/** Whether a user (before a change) could create tasks, their workspace owner taken as active. */
export function couldAct(user: Pick<Actor, 'status' | 'user_type' | 'roles'>): boolean {
  if (user.status !== 'active' || user.user_type === 'admin') return false;
  return user.user_type === 'owner' || staffSeesArea(JSON.parse(user.roles) as string[], 'tasks');
}

interface Who {
  /** Shown in the job's reason, the task logs and the notification. */
  name: string;
  reason: StandDownReason;
}

/**
 * Whether the creator of a job may still create tasks in its workspace: null,
 * or who they are and why not. `lock` (PostgreSQL): the users are read under a
 * share lock, so a change of them being written is waited for.
 */
export async function creatorCannotAct(
  db: Db,
  job: Pick<TaskJobRow, 'user_id' | 'workspace_id'>,
  lock = false,
): Promise<Who | null> {
  let q = db
    .selectFrom('users')
    .select(ACTOR_FIELDS)
    .where('id', 'in', [job.user_id, job.workspace_id])
    .orderBy('id');
  if (lock) q = q.forShare();
  const rows = await q.execute();
  const find = (id: number) => rows.find((r) => r.id === id);
  const creator = find(job.user_id);
  const reason = whyCannotAct(creator, find(job.workspace_id), job.workspace_id);
  if (!reason) return null;
  return { name: creator ? creator.name || creator.username : `#${job.user_id}`, reason };
}

export const whyParams = (who: Who) => ({
  name: who.name,
  reason: `standDown.${who.reason}` satisfies MessageKey,
});

/** Pauses queued (or, for a run that raced a change, the given) tasks: waiting steps stop being claimable. */
async function pauseTasks(env: ControlEnv, trx: Db, tasks: readonly { id: number }[], who: Who, now: string) {
  if (tasks.length === 0) return;
  const ids = tasks.map((t) => t.id);
  await trx
    .updateTable('task_steps')
    .set({ state: 'paused' })
    .where(inIds(env.kind, 'task_id', ids))
    .where('state', 'in', ['ready', 'scheduled'])
    .execute();
  await trx
    .updateTable('tasks')
    .set({ status: 'paused', updated_at: now })
    .where(inIds(env.kind, 'id', ids))
    .execute();
  const why = line('INFO', 'log.task.pausedStandDown', whyParams(who));
  await insertLogs(
    trx,
    ids.map((taskId) => ({ ...why, taskId, stepId: null })),
    now,
  );
}

export interface StandDownCount {
  jobs: number;
  tasks: number;
  running: number;
}

/**
 * Tells the workspace owner what was paused. The mark is the task screen of
 * the paused work when it is all of one kind (its list and its scheduled jobs
 * are there), which the console's notification click opens; otherwise none.
 */
async function tellOwner(
  env: ControlEnv,
  trx: Db,
  ownerId: number,
  who: Who,
  count: StandDownCount,
  subtypes: ReadonlySet<TaskSubtype>,
) {
  const [only] = subtypes;
  await env.ports.notices.notify(trx, {
    userId: ownerId,
    type: 'task',
    message: { key: 'notice.workPaused', params: { ...whyParams(who), ...count } },
    mark: subtypes.size === 1 && only ? TASK_SCREEN_OF[only] : null,
  });
}

/**
 * In the transaction that changed user `userId` (status, roles): when they can
 * no longer create tasks, pauses their active jobs and queued tasks (an
 * owner's: the whole workspace's, since it is their points every task
 * spends) and notifies the workspace owner. Running tasks keep running: their
 * points are held and their work was decided while the person could act; the
 * notification counts them so the owner can stop them. `lostNow`: the change
 * took the right away (a notification is then sent even if only running tasks
 * are left). Returns the counts, or null when the user may still act.
 */
export async function standDown(
  env: ControlEnv,
  trx: Db,
  userId: number,
  o: { lostNow: boolean },
): Promise<StandDownCount | null> {
  const user = await trx.selectFrom('users').select(ACTOR_FIELDS).where('id', '=', userId).executeTakeFirst();
  if (!user || user.workspace_id === null) return null;
  const who = await creatorCannotAct(trx, { user_id: user.id, workspace_id: user.workspace_id });
  if (!who) return null;
  const now = env.now();
  const column = user.user_type === 'owner' ? 'workspace_id' : 'user_id';
  const jobs = await pauseJobs(trx, who, now)
    .where(column, '=', user.id)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .returning('subtype')
    .execute();
  let queued = trx
    .selectFrom('tasks')
    .select(['id', 'subtype'])
    .where(column, '=', user.id)
    .where('status', '=', 'queue')
    .where('deleted_at', 'is', null)
    .orderBy('id');
  if (env.kind === 'postgres') queued = queued.forUpdate();
  const tasks = await queued.execute();
  await pauseTasks(env, trx, tasks, who, now);
  const running = await trx
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', user.id)
    .where('status', '=', 'running')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const count = { jobs: jobs.length, tasks: tasks.length, running: Number(running.n) };
  if (count.jobs + count.tasks > 0 || (o.lostNow && count.running > 0)) {
    const subtypes = new Set([...jobs, ...tasks].map((r) => r.subtype));
    await tellOwner(env, trx, user.workspace_id, who, count, subtypes);
  }
  return count;
}

/** Pauses the jobs the caller's `where` picks, the reason as their last error. */
function pauseJobs(trx: Db, who: Parameters<typeof whyParams>[0], now: string) {
  return trx.updateTable('task_jobs').set({
    status: 'paused',
    last_error: JSON.stringify({ key: 'job.creatorCannotAct', params: whyParams(who) }),
    updated_at: now,
  });
}

/**
 * The job runner's guard, before a run creates its task and again after
 * (`taskId`): when the job's creator can no longer act, the job is paused
 * with the reason as its last error, the task just created (if any) is paused
 * too, and the owner is told. On PostgreSQL the users are read under a share
 * lock, so a change of them being written is waited for: a disabling either
 * commits first (seen here) or after (and then pauses the new task itself).
 * Returns whether the job was stopped.
 */
export async function standDownJob(
  env: ControlEnv,
  job: Pick<TaskJobRow, 'id' | 'user_id' | 'workspace_id' | 'subtype'>,
  taskId?: number,
): Promise<boolean> {
  return inTx(env.db, async (trx) => {
    const who = await creatorCannotAct(trx, job, env.kind === 'postgres');
    if (!who) return false;
    const now = env.now();
    const paused = await pauseJobs(trx, who, now)
      .where('id', '=', job.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    const tasks =
      taskId === undefined
        ? []
        : await trx
            .selectFrom('tasks')
            .select('id')
            .where('id', '=', taskId)
            .where('status', 'in', ['queue', 'running'])
            .execute();
    await pauseTasks(env, trx, tasks, who, now);
    const count = { jobs: Number(paused.numUpdatedRows), tasks: tasks.length, running: 0 };
    if (count.jobs + count.tasks > 0) {
      await tellOwner(env, trx, job.workspace_id, who, count, new Set([job.subtype]));
    }
    return true;
  });
}
