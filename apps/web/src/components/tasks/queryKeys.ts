import type { ImplementedSubtype, TaskSubtype, TaskType } from '@reelfleet/contract';
import { queryClient } from '../../api/query-client';

/** Every task list query key starts with this, then type and subtype (a kind's list) or `all` (the task center). */
export const TASKS_KEY = 'tasks';

/** Every scheduled-jobs query key starts with this, then the subtype. */
export const JOBS_KEY = 'jobs';

/** A kind's scheduled tasks (ScheduledJobs). */
export const jobsKey = (subtype: ImplementedSubtype) => [JOBS_KEY, subtype] as const;

/** The tasks of one kind; without one, of every kind (the task center). */
export const taskListKey = (kind?: TaskKindOfList) =>
  kind ? ([TASKS_KEY, kind.type, kind.subtype] as const) : ([TASKS_KEY, 'all'] as const);

/** The kind a task list shows. */
export interface TaskKindOfList {
  type: TaskType;
  subtype: TaskSubtype;
}

/** Spec 4: after a stop (or a new task) the list of that type and subtype loads again, and the task center. */
export async function refreshTaskList(type: TaskType, subtype: TaskSubtype): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: taskListKey({ type, subtype }) }),
    queryClient.invalidateQueries({ queryKey: taskListKey() }),
  ]);
}
