import { COUNTER_PREFIX, type MaintenanceAction, type TaskCounters } from '@reelfleet/contract';
import type { TaskRow } from '../db/tables/tasks.ts';

/** Counter columns of the tasks table a step's final state adds to. */
export type CounterColumn =
  | 'success_count'
  | 'failed_count'
  | 'abnormal_count'
  | 'cancelled_count'
  | `${'view' | 'save' | 'share' | 'like' | 'follow' | 'comment'}_${'success' | 'failed'}`;

export type FinalState = 'done' | 'failed' | 'abnormal' | 'cancelled';

/**
 * The columns one final step adds 1 to. Per-action columns count successes,
 * and failures together with final abnormal outcomes (the action did not
 * happen); `abnormal_count` is the spec's "error" count.
 */
export function countersFor(action: string, state: FinalState): CounterColumn[] {
  const total: CounterColumn =
    state === 'done'
      ? 'success_count'
      : state === 'failed'
        ? 'failed_count'
        : state === 'abnormal'
          ? 'abnormal_count'
          : 'cancelled_count';
  const prefix = COUNTER_PREFIX[action as MaintenanceAction];
  if (!prefix || state === 'cancelled') return [total];
  return [total, `${prefix}_${state === 'done' ? 'success' : 'failed'}` as CounterColumn];
}

/** The task row's counters as the contract names them (spec 3 task `message`). */
export function countersOf(row: TaskRow): TaskCounters {
  return {
    success: row.success_count,
    failed: row.failed_count,
    error: row.abnormal_count,
    cancelled: row.cancelled_count,
    max: row.total,
    account: row.accounts,
    viewSuccess: row.view_success,
    viewFailed: row.view_failed,
    saveSuccess: row.save_success,
    saveFailed: row.save_failed,
    shareSuccess: row.share_success,
    shareFailed: row.share_failed,
    likeSuccess: row.like_success,
    likeFailed: row.like_failed,
    followSuccess: row.follow_success,
    followFailed: row.follow_failed,
    commentSuccess: row.comment_success,
    commentFailed: row.comment_failed,
  };
}

/** Finished actions over planned ones, 0-100 with one decimal. */
export function progressOf(row: Pick<TaskRow, 'total' | 'remaining'>): number {
  if (row.total === 0) return 100;
  return Math.floor(((row.total - row.remaining) / row.total) * 1000) / 10;
}
