import { isFinalTaskStatus, type TaskStatus } from '@reelfleet/contract';
import { queryClient } from '../../api/query-client';
import { FLEET_KEY } from '../fleet/queries';
import { TASKS_KEY } from '../tasks/queryKeys';

/**
 * What a task's end may have changed, loaded again wherever it is shown: fleet
 * lists (accounts logged in, devices in use), task lists, and the points
 * (balance, records, dashboard).
 */
const TASK_END_KEYS = [FLEET_KEY, TASKS_KEY, 'finance', 'profile', 'dashboard'];

export function taskEnded(): void {
  for (const key of TASK_END_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
}

/** True when a task seen with `before` has now ended (a task seen ended already did not just end). */
export function justEnded(before: TaskStatus | undefined, now: TaskStatus): boolean {
  return before !== undefined && !isFinalTaskStatus(before) && isFinalTaskStatus(now);
}
