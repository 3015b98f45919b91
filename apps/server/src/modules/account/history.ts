import type {
  AccountHistoryEntry,
  AccountHistoryKind,
  Page,
  PageQuery,
  TaskSubtype,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { workspaceOfId } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';

interface Line {
  at: string;
  kind: string;
  ref: number;
  detail: string;
}

/**
 * One account's history, newest first (`GET /account/info/history/:id`): when
 * it came in (the account row), each task that worked on it (task_items, with
 * this account's outcomes from its steps), and the events no other row keeps
 * (account_events: logins with their follower counts, status, risk and type
 * changes, profile edits, looks at its fans). One UNION ALL, paged in SQL.
 */
export async function accountHistory(
  db: Db,
  auth: AuthContext,
  id: number,
  page: PageQuery,
): Promise<Page<AccountHistoryEntry>> {
  await workspaceOfId(db, 'accounts', id, auth);
  const events = db
    .selectFrom('account_events')
    .select(['at', 'kind', 'id as ref', 'detail'])
    .where('account_id', '=', id);
  const tasks = db
    .selectFrom('task_items')
    .innerJoin('tasks', 'tasks.id', 'task_items.task_id')
    .select([
      'tasks.created_at as at',
      sql<string>`'task'`.as('kind'),
      'tasks.id as ref',
      sql<string>`'{}'`.as('detail'),
    ])
    .where('task_items.account_id', '=', id)
    .where('tasks.deleted_at', 'is', null);
  const created = db
    .selectFrom('accounts')
    .select([
      'created_at as at',
      sql<string>`'created'`.as('kind'),
      'id as ref',
      sql<string>`case when signup_task_id is null then '{"registered":false}' else '{"registered":true}' end`.as(
        'detail',
      ),
    ])
    .where('id', '=', id);
  const [lines, counts] = await Promise.all([
    db
      .selectFrom(events.unionAll(tasks).unionAll(created).as('h'))
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('ref', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute() as Promise<Line[]>,
    Promise.all([
      events
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
      tasks
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]),
  ]);
  const total = 1 + counts.reduce((sum, c) => sum + Number(c?.n ?? 0), 0);
  const taskIds = lines.filter((l) => l.kind === 'task').map((l) => Number(l.ref));
  const info = await taskSummaries(db, id, taskIds);
  return {
    list: lines.map((l) => ({
      kind: l.kind as AccountHistoryKind,
      at: l.at,
      task: l.kind === 'task' ? (info.get(Number(l.ref)) ?? null) : null,
      detail: JSON.parse(l.detail) as Record<string, unknown>,
    })),
    total,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** The page's tasks, each with this account's actions by outcome (from its steps). */
async function taskSummaries(db: Db, accountId: number, ids: number[]) {
  const out = new Map<number, NonNullable<AccountHistoryEntry['task']>>();
  if (ids.length === 0) return out;
  const [rows, steps] = await Promise.all([
    db
      .selectFrom('tasks')
      .select(['id', 'log_id', 'name', 'subtype', 'status'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('task_steps')
      .select(['task_id', 'state', 'outcome', (eb) => eb.fn.countAll<number>().as('n')])
      .where('task_id', 'in', ids)
      .where('account_id', '=', accountId)
      .groupBy(['task_id', 'state', 'outcome'])
      .execute(),
  ]);
  for (const r of rows) {
    out.set(Number(r.id), {
      id: Number(r.id),
      logId: r.log_id,
      name: r.name,
      subtype: r.subtype as TaskSubtype,
      status: r.status,
      success: 0,
      failed: 0,
      waiting: 0,
    });
  }
  for (const s of steps) {
    const t = out.get(Number(s.task_id));
    if (!t) continue;
    const n = Number(s.n);
    if (s.outcome === 'success') t.success += n;
    else if (s.outcome === 'failure' || s.outcome === 'abnormal') t.failed += n;
    else if (s.state !== 'cancelled') t.waiting += n;
  }
  return out;
}
