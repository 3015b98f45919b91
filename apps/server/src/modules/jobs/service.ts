import {
  type JobAddBody,
  type JobInfo,
  type JobUpdateBody,
  type Lang,
  PARSE_REPORTING_INPUT,
  TASK_BODIES,
  translate,
} from '@reelfleet/contract';
import type { z } from 'zod';
import { AppError, RequestValidationError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import type { TaskJobRow } from '../../db/tables/tasks.ts';
import type { TaskRuntime } from '../../engine/index.ts';
import { creatorCannotAct, whyParams } from '../../engine/index.ts';
import type { AuthContext } from '../auth/session.ts';
import { findSubmitted, visibleSubmitted } from '../tasks/service.ts';

/** One job by id (findSubmitted); a write (edit, pause, resume, delete) notes it for the audit entry. */
export const findJob = (db: Db, auth: AuthContext, id: number): Promise<TaskJobRow> =>
  findSubmitted(db, auth, 'task_jobs', id, ['name', 'subtype', 'every_minutes', 'next_run_at', 'status']);

/** Validates a job's task body with its kind's schema; errors name `body.<field>`. */
export function checkJobBody(rt: TaskRuntime, subtype: JobAddBody['subtype'], body: unknown): unknown {
  const schema = TASK_BODIES[subtype];
  if (!schema || !rt.kinds.has(subtype))
    throw new AppError(400, 'task.kindUnavailable', { data: { field: 'subtype' } });
  const parsed = (schema as z.ZodType).safeParse(body, PARSE_REPORTING_INPUT);
  if (!parsed.success) {
    throw new RequestValidationError(parsed.error.issues.map((i) => ({ ...i, path: ['body', ...i.path] })));
  }
  return parsed.data;
}

export function toJobInfo(row: TaskJobRow, lastLogId: string | null, lang: Lang): JobInfo {
  let lastError: string | null = null;
  if (row.last_error) {
    const why = JSON.parse(row.last_error) as { key: string; params: Record<string, unknown> };
    lastError = translate(why.key, lang, why.params);
  }
  return {
    id: row.id,
    name: row.name,
    subtype: row.subtype,
    everyMinutes: row.every_minutes,
    status: row.status,
    body: JSON.parse(row.body) as Record<string, unknown>,
    nextRunTime: row.next_run_at,
    lastRunTime: row.last_run_at,
    lastLogId,
    lastError,
    runs: row.runs,
    createTime: row.created_at,
  };
}

export async function jobInfos(db: Db, rows: TaskJobRow[], lang: Lang): Promise<JobInfo[]> {
  const taskIds = rows.flatMap((r) => (r.last_task_id === null ? [] : [r.last_task_id]));
  const logIds = new Map<number, string>();
  if (taskIds.length) {
    for (const t of await db
      .selectFrom('tasks')
      .select(['id', 'log_id'])
      .where('id', 'in', taskIds)
      .execute()) {
      logIds.set(t.id, t.log_id);
    }
  }
  return rows.map((r) =>
    toJobInfo(r, r.last_task_id === null ? null : (logIds.get(r.last_task_id) ?? null), lang),
  );
}

export async function addJob(
  db: Db,
  rt: TaskRuntime,
  auth: AuthContext,
  workspaceId: number,
  body: JobAddBody,
  nowIso: string,
): Promise<TaskJobRow> {
  const task = checkJobBody(rt, body.subtype, body.body);
  return db
    .insertInto('task_jobs')
    .values({
      workspace_id: workspaceId,
      user_id: auth.userId,
      name: body.name,
      subtype: body.subtype,
      body: JSON.stringify(task),
      every_minutes: body.everyMinutes,
      status: 'active',
      next_run_at: body.startTime ? new Date(body.startTime).toISOString() : nowIso,
      last_run_at: null,
      last_task_id: null,
      last_error: null,
      created_at: nowIso,
      updated_at: nowIso,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A job is resumed only while its creator may create tasks: otherwise its next
 * run would pause it again (engine/standDown.ts), so 409 says who and why.
 */
async function assertResumable(db: Db, job: TaskJobRow): Promise<void> {
  const who = await creatorCannotAct(db, job);
  if (who) throw new AppError(409, 'job.resumeCreatorCannotAct', { params: whyParams(who) });
}

export async function updateJob(
  db: Db,
  rt: TaskRuntime,
  auth: AuthContext,
  body: JobUpdateBody,
  nowIso: string,
): Promise<TaskJobRow> {
  const job = await findJob(db, auth, body.id);
  const task = body.body === undefined ? undefined : checkJobBody(rt, job.subtype, body.body);
  if (body.status === 'active' && job.status !== 'active') await assertResumable(db, job);
  return db
    .updateTable('task_jobs')
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.everyMinutes !== undefined ? { every_minutes: body.everyMinutes } : {}),
      ...(body.startTime !== undefined ? { next_run_at: new Date(body.startTime).toISOString() } : {}),
      ...(task !== undefined ? { body: JSON.stringify(task) } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      updated_at: nowIso,
    })
    .where('id', '=', job.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setJobStatus(
  db: Db,
  auth: AuthContext,
  id: number,
  status: 'active' | 'paused',
  nowIso: string,
) {
  const job = await findJob(db, auth, id);
  if (status === 'active') await assertResumable(db, job);
  return db
    .updateTable('task_jobs')
    .set({ status, updated_at: nowIso })
    .where('id', '=', job.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listJobs(db: Db, auth: AuthContext, filter: { subtype?: string; status?: string }) {
  return visibleSubmitted(db, auth, 'task_jobs')
    .selectAll()
    .$if(filter.subtype !== undefined, (q) =>
      q.where('subtype', '=', filter.subtype as TaskJobRow['subtype']),
    )
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status as TaskJobRow['status']))
    .orderBy('id', 'desc')
    .execute();
}
