import type { PushTaskEvent } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import type { TaskRow } from '../../db/tables/tasks.ts';
import { toProgress } from '../tasks/service.ts';

export interface TaskNews {
  key: number;
  userId: number;
  /** The submitter's department (staff), which limits who sees the task (http/scope.ts "submitter"). */
  departmentId: number | null;
  event: PushTaskEvent;
}

/** Tasks as a `task` event says them, with who may see them; deleted ones are left out. */
export async function readTaskNews(db: Db, ids: readonly number[]): Promise<TaskNews[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tasks')
    .innerJoin('users', 'users.id', 'tasks.user_id')
    .selectAll('tasks')
    .select('users.department_id as submitter_department')
    .where('tasks.id', 'in', [...ids])
    .where('tasks.deleted_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    key: row.workspace_id,
    userId: row.user_id,
    departmentId: row.submitter_department,
    event: { ...toProgress(row as TaskRow), type: row.type },
  }));
}

export function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
