import type { CalendarItem, CalendarQuery, CalendarRange, TaskSubtype } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import type { TaskRow } from '../../db/tables/tasks.ts';
import { scoped } from '../../http/scope.ts';
import type { AuthContext } from '../auth/session.ts';
import { visibleSubmitted, visibleTasks } from '../tasks/service.ts';

/** Most job runs one range lists (a job every 5 minutes makes 12,096 in six weeks); `runsCapped` says when more ran. */
export const CALENDAR_RUNS_MAX = 2000;
const DAY_MS = 86_400_000;
/** A post starts within its plan's delays after its publish time: started ones are looked for from a day before. */
const STARTED_SLACK_MS = DAY_MS;

type PostRow = Pick<TaskRow, 'id' | 'log_id' | 'name' | 'status' | 'start_time' | 'description'>;

/** The post's planned publish time (its body's `publishAt`), or null for a post published at once. */
export function publishAtOf(row: Pick<TaskRow, 'description'>): string | null {
  const at = (JSON.parse(row.description) as { publishAt?: unknown }).publishAt;
  return typeof at === 'string' ? at : null;
}

/** A post that has not started may still be moved (modules/calendar/reschedule.ts). */
export const notStarted = (row: Pick<TaskRow, 'status' | 'start_time'>) =>
  row.status === 'queue' && row.start_time === null;

/**
 * What the calendar shows in [from, to) (`GET /task/calendar`): posts by
 * their publish time (waiting or done), the tasks recurring jobs made, the
 * active jobs whose runs are still to come (the console lays them out), and
 * the devices whose rental ends then. Tasks and jobs are those the caller
 * sees in the task lists (workspace, department members); devices those of
 * their department's groups.
 */
export async function calendarRange(
  db: Db,
  auth: AuthContext,
  q: CalendarQuery,
  nowIso: string,
): Promise<CalendarRange> {
  const from = new Date(q.from).toISOString();
  const to = new Date(q.to).toISOString();
  const postColumns = ['id', 'log_id', 'name', 'status', 'start_time', 'description'] as const;
  const posts = visibleTasks(db, auth)
    .select(postColumns)
    .where('subtype', '=', 'post')
    .where('description', 'like', '%"publishAt"%');
  const [waiting, started, runs, jobs, devices] = await Promise.all([
    posts.where('status', '=', 'queue').where('start_time', 'is', null).execute(),
    posts
      .where('start_time', '>=', new Date(Date.parse(from) - STARTED_SLACK_MS).toISOString())
      .where('start_time', '<', to)
      .execute(),
    visibleTasks(db, auth)
      .select(['id', 'log_id', 'name', 'subtype', 'status', 'job_id', 'created_at'])
      .where('job_id', 'is not', null)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at')
      .limit(CALENDAR_RUNS_MAX + 1)
      .execute(),
    visibleSubmitted(db, auth, 'task_jobs')
      .select(['id', 'name', 'subtype', 'every_minutes', 'status', 'next_run_at'])
      .where('status', '=', 'active')
      .where('next_run_at', '<', to)
      .orderBy('id')
      .execute(),
    scoped(
      db
        .selectFrom('devices')
        .select(['id', 'name', 'end_at'])
        .$if(auth.workspaceId !== null, (w) => w.where('workspace_id', '=', auth.workspaceId!))
        .where('end_at', '>=', from)
        .where('end_at', '<', to),
      auth,
      'device',
      'group_id',
    )
      .orderBy('end_at')
      .execute(),
  ]);

  const items: CalendarItem[] = [];
  const seen = new Set<number>();
  for (const row of [...waiting, ...started] as PostRow[]) {
    const at = publishAtOf(row);
    if (seen.has(row.id) || at === null || at < from || at >= to) continue;
    seen.add(row.id);
    items.push({
      kind: 'post',
      id: row.id,
      logId: row.log_id,
      title: row.name,
      subtype: 'post',
      at,
      status: row.status,
      jobId: null,
      movable: notStarted(row),
    });
  }
  for (const r of runs.slice(0, CALENDAR_RUNS_MAX)) {
    items.push({
      kind: 'run',
      id: r.id,
      logId: r.log_id,
      title: r.name,
      subtype: r.subtype as TaskSubtype,
      at: r.created_at,
      status: r.status,
      jobId: r.job_id,
      movable: false,
    });
  }
  for (const d of devices) {
    items.push({
      kind: 'rental',
      id: d.id,
      logId: null,
      title: d.name,
      subtype: null,
      at: d.end_at,
      status: null,
      jobId: null,
      movable: false,
    });
  }
  items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  return {
    items,
    jobs: jobs.map((j) => ({
      id: j.id,
      name: j.name,
      subtype: j.subtype,
      everyMinutes: j.every_minutes,
      status: j.status,
      nextRunTime: j.next_run_at,
    })),
    runsCapped: runs.length > CALENDAR_RUNS_MAX,
    now: nowIso,
  };
}
