/** The next event number of each stream key (a workspace, or the admin's own id): migration 0082. */
export interface PushSeqsTable {
  stream_key: number;
  seq: number;
}

/**
 * A durable live-update event (modules/events, docs/push.md): numbered per stream key without
 * gaps, in commit order, so a stream that reconnects (to any process, after a restart) replays
 * what it missed. Pruned after PUSH_KEEP_MS.
 */
export interface PushEventsTable {
  stream_key: number;
  seq: number;
  /** `task` or `invalidate` (PUSH_EVENTS). */
  kind: string;
  /** The event's data as sent (JSON). */
  data: string;
  /** A task event's submitter's department: staff of another department do not get it. Null: everyone. */
  department_id: number | null;
  created_at: string;
}
