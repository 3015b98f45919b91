import {
  type DashboardTaskCount,
  exportCell,
  type Lang,
  LOG_ID_DIGITS,
  MAINTENANCE_ACTIONS,
  type MaintenanceStats,
  type Page,
  type TaskCreator,
  type TaskInfo,
  type TaskListBody,
  type TaskLogPage,
  type TaskLogQuery,
  type TaskProgress,
  type TaskValueItem,
  translate,
} from '@reelfleet/contract';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage, storedTime } from '../../db/page.ts';
import type { Database } from '../../db/schema.ts';
import type { TaskRow } from '../../db/tables/tasks.ts';
import { countersOf, progressOf, renderLog } from '../../engine/index.ts';
import { auditBeforeRows } from '../../http/audit-record.ts';
import { scopeCondition, scoped } from '../../http/scope.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { AuthContext } from '../auth/session.ts';

/** What a user submits: tasks, and the jobs that submit a task on a schedule. */
type Submitted = 'tasks' | 'task_jobs';
type Visible<T extends Submitted> = SelectQueryBuilder<Database, T, Record<never, never>>;

/** Tasks (or jobs) the caller may see: their workspace's (all for the admin), not deleted. */
export function visibleSubmitted<T extends Submitted>(db: Db, auth: AuthContext, table: T): Visible<T> {
  const q = db
    .selectFrom(table as Submitted)
    .where('deleted_at', 'is', null)
    .$if(auth.workspaceId !== null, (w) => w.where('workspace_id', '=', auth.workspaceId!));
  // A department's staff see what its members submitted (http/scope.ts).
  return scoped(q, auth, 'submitter', 'user_id') as unknown as Visible<T>;
}

export const visibleTasks = (db: Db, auth: AuthContext) => visibleSubmitted(db, auth, 'tasks');

/**
 * One task (or job) by id, or 404 when it is missing, deleted or in another
 * workspace; in a write request its `audited` columns as they were go to the audit entry.
 */
export async function findSubmitted<T extends Submitted>(
  db: Db,
  auth: AuthContext,
  table: T,
  id: number,
  audited: readonly (keyof Selectable<Database[T]>)[],
): Promise<Selectable<Database[T]>> {
  const found = await visibleSubmitted(db, auth, table as Submitted)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound();
  const row = found as Selectable<Database[T]>;
  auditBeforeRows([{ id, ...Object.fromEntries(audited.map((c) => [c, row[c]])) }], { first: true });
  return row;
}

/** One task by id (findSubmitted); a write (stop, pause, resume, delete) notes it for the audit entry. */
export const findTask = (db: Db, auth: AuthContext, id: number): Promise<TaskRow> =>
  findSubmitted(db, auth, 'tasks', id, ['log_id', 'name', 'subtype', 'status']);

export async function findTaskByLogId(db: Db, auth: AuthContext, logId: string): Promise<TaskRow> {
  const row = await visibleTasks(db, auth).selectAll().where('log_id', '=', logId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Fans a collection task has brought in (resource_gathers, kept with every page): null for other kinds. */
const collectedColumn = sql<number | null>`case when subtype = 'comment_fans'
  then coalesce((select g.collected from resource_gathers g where g.task_id = tasks.id), 0) end`.as(
  'collected',
);

/** A task row as the API answers it, with what its kind adds (the fans a collection has brought in). */
export async function taskInfoOf(db: Db, row: TaskRow, lang: Lang): Promise<TaskInfo> {
  if (row.subtype !== 'comment_fans') return toTaskInfo(row, lang, null);
  const kept = await db
    .selectFrom('resource_gathers')
    .select('collected')
    .where('task_id', '=', row.id)
    .executeTakeFirst();
  return toTaskInfo(row, lang, kept?.collected ?? 0);
}

export function toTaskInfo(row: TaskRow, lang: Lang, collected: number | null): TaskInfo {
  const description = JSON.parse(row.description) as Record<string, unknown>;
  return {
    id: row.id,
    logId: row.log_id,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    status: row.status,
    progress: progressOf(row),
    mode: row.mode,
    threadCount: row.thread_count,
    intervalTime: row.interval_minutes,
    number: row.total,
    success: row.success_count,
    failed: row.failed_count,
    error: row.abnormal_count,
    collected: collected === null ? null : Number(collected),
    result: row.result,
    resultText: row.result ? translate(row.result, lang) : null,
    message: countersOf(row),
    description,
    points: { held: row.points_held, charged: row.points_charged, released: row.points_released },
    jobId: row.job_id,
    userId: row.user_id,
    startTime: row.start_time,
    scheduledAt: scheduledStart(row, description),
    endTime: row.end_time,
    createTime: row.created_at,
  };
}

/** The time a task planned for later starts (the post kind's `publishAt`), until it has started. */
function scheduledStart(row: TaskRow, description: Record<string, unknown>): string | null {
  if (row.start_time || row.status !== 'queue') return null;
  return typeof description.publishAt === 'string' ? description.publishAt : null;
}

export function toProgress(row: TaskRow): TaskProgress {
  return {
    id: row.id,
    logId: row.log_id,
    subtype: row.subtype,
    status: row.status,
    progress: progressOf(row),
    message: countersOf(row),
    startTime: row.start_time,
    endTime: row.end_time,
  };
}

/**
 * The number filter (spec 7 numberId): the tasks whose number contains the digits, as a search
 * box finds text. A whole number (LOG_ID_DIGITS long, the length of every number the engine
 * makes) is contained only in itself: the unique index on log_id finds it at once (the
 * notification lookup); a part is looked for among the caller's tasks, like the name filter.
 */
function numberFilter(digits: string) {
  return digits.length >= LOG_ID_DIGITS ? sql<boolean>`log_id = ${digits}` : contains('log_id', digits);
}

/**
 * A page of the caller's tasks, newest first: of one kind (a kind's screen) or of every kind (the
 * task center). The total stops counting at TOTAL_CAP (docs/lists.md): a workspace's tasks of
 * every kind grow without end.
 */
export async function listTasks(
  db: Db,
  auth: AuthContext,
  page: { pageNo: number; pageSize: number },
  body: TaskListBody,
  lang: Lang,
): Promise<Page<TaskInfo>> {
  const filtered = visibleTasks(db, auth)
    .$if(body.type !== undefined, (q) => q.where('type', '=', body.type!))
    .$if(body.subtype !== undefined, (q) => q.where('subtype', '=', body.subtype!))
    .$if(!!body.numberId, (q) => q.where(numberFilter(body.numberId!)))
    .$if(body.status !== undefined, (q) => q.where('status', '=', body.status!))
    .$if(!!body.name, (q) => q.where(contains('name', body.name!)))
    .$if(body.creatorId !== undefined, (q) => q.where('user_id', '=', body.creatorId!))
    .$if(body.createTimeFrom !== undefined, (q) =>
      q.where('created_at', '>=', storedTime(body.createTimeFrom!)),
    )
    .$if(body.createTimeTo !== undefined, (q) => q.where('created_at', '<=', storedTime(body.createTimeTo!)));
  return fetchPage(
    db,
    filtered,
    page,
    (q) => q.selectAll().select(collectedColumn).orderBy('id', 'desc'),
    ({ collected, ...row }) => toTaskInfo(row as TaskRow, lang, collected),
  );
}

/**
 * `POST /task/creator/queryAll`: the people of the caller's workspace who may have submitted tasks
 * the caller sees: the owner and every staff member; a department's staff see only its members
 * (the tasks they see are those: visibleSubmitted). The admin has no workspace: nobody.
 */
export async function taskCreators(db: Db, auth: AuthContext): Promise<TaskCreator[]> {
  if (auth.workspaceId === null) return [];
  const department = scopeCondition(auth, 'submitter', 'id');
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'user_type'])
    .where('workspace_id', '=', auth.workspaceId)
    .$if(department !== null, (q) => q.where(department!))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.username, owner: r.user_type === 'owner' }));
}

/** A page of a task's log, oldest first; `afterId` gives only the lines written since. */
export async function logPage(db: Db, task: TaskRow, query: TaskLogQuery, lang: Lang): Promise<TaskLogPage> {
  const filtered = db
    .selectFrom('task_logs')
    .where('task_id', '=', task.id)
    .$if(query.level !== undefined, (q) => q.where('level', '=', query.level!))
    .$if(query.afterId !== undefined, (q) => q.where('id', '>', query.afterId!));
  return fetchPage(
    db,
    filtered,
    query,
    (q) => q.select(['id', 'level', 'msg_key', 'params', 'created_at']).orderBy('id'),
    (row) => ({ id: row.id, level: row.level, message: renderLog(row, lang), createTime: row.created_at }),
    // The log dialog pages to a long task's last lines by number.
    'exact',
  );
}

/** Every line of a task's log (of one level), as the export's text: "time [LEVEL] message". */
export async function logText(db: Db, task: TaskRow, level: string | undefined, lang: Lang): Promise<string> {
  const rows = await db
    .selectFrom('task_logs')
    .select(['level', 'msg_key', 'params', 'created_at'])
    .where('task_id', '=', task.id)
    .$if(level !== undefined, (q) => q.where('level', '=', level as 'INFO'))
    .orderBy('id')
    .execute();
  // One line a log entry (exportCell: a message's own line breaks never start a line a spreadsheet would run).
  return rows.map((r) => `${exportCell(`${r.created_at} [${r.level}] ${renderLog(r, lang)}`)}\n`).join('');
}

/**
 * The failed objects of a kind whose objects are accounts (TASK_KINDS `accountObjects`): one
 * `account|password` line (the account import's format) per account with a failed or abnormal
 * action, in plan order; an account deleted since is left out. Empty when none failed.
 */
export async function failedAccountsText(db: Db, secrets: SecretBox, task: TaskRow): Promise<string> {
  const rows = await db
    .selectFrom('task_items as i')
    .innerJoin('accounts as a', 'a.id', 'i.account_id')
    .select(['a.account', 'a.password'])
    .where('i.task_id', '=', task.id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('task_steps as s')
          .select('s.id')
          .whereRef('s.item_id', '=', 'i.id')
          .where('s.state', 'in', ['failed', 'abnormal']),
      ),
    )
    .orderBy('i.seq')
    .execute();
  return rows.map((r) => `${r.account}|${secrets.open(r.password)}\n`).join('');
}

/** `GET /task/info/maintenance/{id}`: per action, planned and final outcomes. */
export async function maintenanceStats(db: Db, task: TaskRow): Promise<MaintenanceStats> {
  const rows = await db
    .selectFrom('task_steps as s')
    // Through the task's items: on PostgreSQL only the steps that have not run are indexed by task.
    .innerJoin('task_items as i', 'i.id', 's.item_id')
    .select(['s.action', 's.state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('i.task_id', '=', task.id)
    .groupBy(['s.action', 's.state'])
    .execute();
  const actions = MAINTENANCE_ACTIONS.map((action) => {
    const of = (states: string[]) =>
      rows
        .filter((r) => r.action === action && states.includes(r.state))
        .reduce((n, r) => n + Number(r.n), 0);
    return {
      action,
      planned: of([
        'blocked',
        'ready',
        'scheduled',
        'paused',
        'claimed',
        'done',
        'failed',
        'abnormal',
        'cancelled',
      ]),
      success: of(['done']),
      failed: of(['failed']),
      error: of(['abnormal']),
      cancelled: of(['cancelled']),
    };
  });
  return { ...toProgress(task), actions };
}

/** `GET /task/info/value/{id}`: the task's objects with their outcome counts. */
export async function valuePage(
  db: Db,
  task: TaskRow,
  query: { pageNo: number; pageSize: number; outcome?: 'success' | 'failure' | 'abnormal' },
): Promise<Page<TaskValueItem>> {
  const state = { success: 'done', failure: 'failed', abnormal: 'abnormal' } as const;
  const filtered = db
    .selectFrom('task_items as i')
    .where('i.task_id', '=', task.id)
    .$if(query.outcome !== undefined, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('task_steps as s')
            .select('s.id')
            .whereRef('s.item_id', '=', 'i.id')
            .where('s.state', '=', state[query.outcome!]),
        ),
      ),
    );
  const count = (st: string) =>
    sql<number>`(select count(*) from task_steps s where s.item_id = i.id and s.state = ${st})`;
  return fetchPage(
    db,
    filtered,
    query,
    (q) =>
      q
        .select([
          'i.id',
          'i.seq',
          'i.label',
          'i.account_id',
          'i.device_id',
          'i.state',
          'i.steps',
          count('done').as('success'),
          count('failed').as('failed'),
          count('abnormal').as('error'),
          count('cancelled').as('cancelled'),
        ])
        .orderBy('i.seq'),
    (r) => ({
      id: r.id,
      seq: r.seq,
      account: r.label,
      accountId: r.account_id,
      deviceId: r.device_id,
      state: r.state,
      total: r.steps,
      success: Number(r.success),
      failed: Number(r.failed),
      error: Number(r.error),
      cancelled: Number(r.cancelled),
    }),
  );
}

/** Ids the caller may delete: every one must be visible, or the whole request is a 404. */
export async function visibleTaskIds(db: Db, auth: AuthContext, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await visibleTasks(db, auth).select('id').where('id', 'in', unique).execute();
  if (rows.length !== unique.length) throw notFound();
  return unique;
}

/** `GET /dashboard/taskCount`: the caller's workspace's tasks by status (a paused task counts in total only). */
export async function taskFigures(db: Db, auth: AuthContext): Promise<DashboardTaskCount> {
  const rows = await visibleTasks(db, auth)
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    available: true,
    total: rows.reduce((n, r) => n + Number(r.n), 0),
    queue: of('queue'),
    running: of('running'),
    success: of('success'),
    failed: of('failed'),
  };
}
