import type { ImplementedSubtype, TaskSubtype, TaskType } from '@reelfleet/contract';
import { queryClient } from '../../api/query-client';

/** Every task list query key starts with this, then type and subtype. */
export const TASKS_KEY = 'tasks';

/** A kind's scheduled tasks (ScheduledJobs). */
export const jobsKey = (subtype: ImplementedSubtype) => ['jobs', subtype] as const;

export const taskListKey = (type: TaskType, subtype: TaskSubtype) => [TASKS_KEY, type, subtype] as const;

/** Spec 4: after a stop (or a new task) the list of that type and subtype loads again. */
export function refreshTaskList(type: TaskType, subtype: TaskSubtype): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taskListKey(type, subtype) });
}
