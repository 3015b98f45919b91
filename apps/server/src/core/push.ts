import type { PushList } from '@reelfleet/contract';

/** Tasks a committed change moved (the engine's outcomes, a claim that started them). */
export interface TaskChange {
  /** Counters or progress moved: a progress event, coalesced per task. */
  moved?: readonly number[];
  /** Queue -> running. */
  started?: readonly number[];
  /** Reached a final status (their owner was notified in the same transaction). */
  ended?: readonly number[];
}

/**
 * Live updates (modules/events, docs/push.md): what a change tells the consoles that show it, once
 * it has committed. Calls never wait and never throw: a failed publish costs a live update, never
 * the change; the consoles' fallback polls still see it.
 */
export interface PushPort {
  tasksChanged(change: TaskChange): void;
  /** Lists of a workspace that may have changed. */
  invalidate(workspaceId: number, lists: readonly PushList[]): void;
  /** Inbox counts that may have moved. */
  unreadChanged(userIds: readonly number[]): void;
}
