import type {
  JobStatus,
  LogLevel,
  StepOutcome,
  TaskItemState,
  TaskMode,
  TaskStatus,
  TaskSubtype,
  TaskType,
} from '@reelfleet/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A task (docs/engine.md). Counters change only with the step that caused them. */
export interface TasksTable {
  id: Generated<number>;
  workspace_id: number;
  /** Who submitted it: notified when it ends. */
  user_id: number;
  /** Whose points it holds and charges: the workspace owner. */
  payer_id: number;
  log_id: string;
  name: string;
  type: TaskType;
  subtype: TaskSubtype;
  mode: TaskMode;
  thread_count: number;
  interval_minutes: number;
  /** JSON: the creation body as validated. */
  description: string;
  status: TaskStatus;
  /** Catalogue key of how it ended. */
  result: string | null;
  /** Steps planned, and steps not yet final. */
  total: number;
  remaining: number;
  accounts: number;
  success_count: Generated<number>;
  failed_count: Generated<number>;
  abnormal_count: Generated<number>;
  cancelled_count: Generated<number>;
  view_success: Generated<number>;
  view_failed: Generated<number>;
  save_success: Generated<number>;
  save_failed: Generated<number>;
  share_success: Generated<number>;
  share_failed: Generated<number>;
  like_success: Generated<number>;
  like_failed: Generated<number>;
  follow_success: Generated<number>;
  follow_failed: Generated<number>;
  comment_success: Generated<number>;
  comment_failed: Generated<number>;
  points_held: number;
  points_charged: Generated<number>;
  points_released: Generated<number>;
  job_id: number | null;
  /** Unique per job run: a replayed run finds the task instead of making another. */
  job_run_key: string | null;
  start_time: string | null;
  end_time: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** When retention removed its step rows and log lines (docs/operations.md "Retention"). */
  pruned_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One object a task works on: an account (with its device) or a target. */
export interface TaskItemsTable {
  id: Generated<number>;
  task_id: number;
  seq: number;
  label: string;
  account_id: number | null;
  device_id: number | null;
  state: TaskItemState;
  steps: number;
}

/**
 * One action. State machine (docs/engine.md):
 * blocked -> ready|scheduled -> claimed -> done|failed|abnormal|cancelled,
 * claimed -> scheduled (retry) | ready (returned by the sweeper),
 * ready|scheduled|blocked <-> paused.
 */
export type StepState =
  | 'blocked'
  | 'ready'
  | 'scheduled'
  | 'paused'
  | 'claimed'
  | 'done'
  | 'failed'
  | 'abnormal'
  | 'cancelled';

export interface TaskStepsTable {
  id: Generated<number>;
  task_id: number;
  item_id: number;
  seq: number;
  is_last: number;
  action: string;
  target: string;
  /** The item's label (the account), copied so a claim needs no join. */
  label: string;
  /** JSON of kind-specific parameters, or null. */
  params: string | null;
  account_id: number | null;
  device_id: number | null;
  /** Points charged when it succeeds. */
  price: number;
  /** Simulated milliseconds to wait after the previous step of the item (or the task start). */
  delay_ms: number;
  /** The next step's delay_ms (0 for the last): its run_at is computed when this one ends. */
  next_delay_ms: number;
  state: StepState;
  /** When it may run, on the simulated clock. */
  run_at: string;
  attempt: Generated<number>;
  max_attempts: number;
  /** The engine process holding it, and until when its lease runs (simulated clock). */
  lease_owner: string | null;
  lease_expires_at: string | null;
  outcome: StepOutcome | null;
  finished_at: string | null;
  /** `<logId>:<item seq>:<step seq>`: unique, passed to the driver and the ledger. */
  idem_key: string;
}

export interface TaskLogsTable {
  id: Generated<number>;
  task_id: number;
  step_id: number | null;
  level: LogLevel;
  /** Catalogue key, rendered in the reader's language; params as JSON. */
  msg_key: string;
  params: string;
  created_at: string;
}

/** Points a task has used and not yet written to the ledger, by action, item and unit price (engine/billing.ts). */
export interface TaskUnbilledTable {
  task_id: number;
  action: string;
  /** The consumption entry's item (a ConsumeType). */
  item: string;
  unit_price: number;
  quantity: number;
  /** The lowest step id among those counted: with the quantity, the entry's idempotency key. */
  first_step_id: number;
}

/** Solid Queue style counting semaphores: `task` (thread count) and `device` (one session). */
export interface EngineSemaphoresTable {
  kind: 'task' | 'device';
  ref_id: number;
  used: number;
  capacity: number;
  /** A task's: the engine process whose claimed steps use it (null while `used` is 0). */
  owner: string | null;
  updated_at: string;
}

/** Engine processes and their heartbeats (real time). */
export interface EngineProcessesTable {
  id: string;
  pid: number;
  hostname: string;
  started_at: string;
  heartbeat_at: string;
  /** The simulated clock at the last heartbeat (to rebase run_at after a restart). */
  sim_at: string;
}

/** A recurring task: every `every_minutes` a task is created from `body`. */
export interface TaskJobsTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  name: string;
  subtype: TaskSubtype;
  body: string;
  every_minutes: number;
  status: JobStatus;
  next_run_at: string;
  last_run_at: string | null;
  last_task_id: number | null;
  last_error: string | null;
  runs: Generated<number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export type TaskRow = Selectable<TasksTable>;
export type NewTask = Insertable<TasksTable>;
export type TaskItemRow = Selectable<TaskItemsTable>;
export type TaskStepRow = Selectable<TaskStepsTable>;
export type NewTaskStep = Insertable<TaskStepsTable>;
export type TaskLogRow = Selectable<TaskLogsTable>;
export type TaskJobRow = Selectable<TaskJobsTable>;
