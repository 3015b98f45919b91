import type {
  LocalText,
  MessageKey,
  PlatformAction,
  StepOutcome,
  TaskChargeName,
  TaskSubtype,
} from '@reelfleet/contract';
import type { PlatformCatalogue } from '../core/driver/catalogue.ts';
import type { DeviceFarm } from '../core/driver/farm.ts';
import type { LifecyclePlatform } from '../core/driver/lifecycle.ts';
import type { ActorState, PlatformDriver } from '../core/driver/platform.ts';
import type { Db } from '../db/index.ts';
import type { Rng } from '../lib/seeded.ts';
import type { Trx } from './store/tx.ts';

/** One action a kind plans for an item. */
export interface PlannedStep {
  action: PlatformAction;
  /** What it acts on: a video id, a user id, a device. Shown in the log. */
  target: string;
  params?: Record<string, unknown>;
  /** Simulated milliseconds to wait after the previous step of the item (the first: after submission). */
  delayMs: number;
}

/** One object of a task: an account on its device, or a target. */
export interface PlannedItem {
  label: string;
  accountId: number | null;
  deviceId: number | null;
  steps: PlannedStep[];
}

export interface Plan {
  items: PlannedItem[];
  /**
   * For a kind priced by its result rather than per action (fan collection:
   * per 100 fans collected): what creation holds, `quantity` units of the
   * steps' price for `points`. Its steps then cost nothing each; the kind
   * charges what the result costs from `onOutcome` (OutcomeEffect.charge).
   */
  hold?: { quantity: number; unit: number; points: number };
  /** Names resolved while planning (group, tags), stored in the description beside the body. */
  describe?: Record<string, unknown>;
}

/** Something wrong with a body, found while planning (a quote lists them all). */
export interface PlanProblem {
  /** The body field it concerns (`values.2`, `accountLabelIds`); null for the task as a whole. */
  field: string | null;
  key: MessageKey;
  params?: Record<string, unknown>;
  /** Creation refuses the task (default); otherwise it is only said. */
  blocking?: boolean;
  /** HTTP status creation refuses with (default 422). */
  status?: number;
}

export interface PlanContext {
  /**
   * Says a problem. Creating, a blocking one throws (refusing the task) and
   * the others are ignored; quoting, every one is kept and planning goes on
   * with what is valid, so a kind returns after a blocking problem it cannot
   * plan past.
   */
  problem(p: PlanProblem): void;
  db: Db;
  workspaceId: number;
  logId: string;
  /** Seeded by SIM_SEED, the subtype and the body: the same submission plans the same way. */
  rng: Rng;
  catalogue: PlatformCatalogue;
  /** The farm: a device's status at planning (an account whose phone cannot come online is refused). */
  farm?: DeviceFarm;
  /** The simulated clock at planning (ms), set by planTask: daily caps and time rules count from it. */
  nowMs?: number;
}

/** A claimed step as a kind's `run` sees it. */
export interface StepRun {
  id: number;
  taskId: number;
  logId: string;
  subtype: TaskSubtype;
  action: PlatformAction;
  target: string;
  params: Record<string, unknown> | null;
  accountId: number | null;
  deviceId: number | null;
  /** The item's label: the account's name. */
  label: string;
  attempt: number;
  maxAttempts: number;
  idemKey: string;
}

/** A log line as stored: a catalogue key and its parameters. */
export interface LogEntry {
  level: 'INFO' | 'ERROR' | 'DEBUG';
  key: string;
  params: Record<string, unknown>;
}

export interface StepResult {
  outcome: StepOutcome;
  /** Catalogue key of why (platform.reason.*). */
  reason: string;
  params?: Record<string, unknown>;
  /** Extra lines written with the outcome. */
  notes?: LogEntry[];
  /** Whatever `onOutcome` needs (e.g. the login profile). */
  data?: unknown;
}

/** What the farm tells about a device right now. */
export interface DeviceView {
  status: string;
  /** True when the device can run a session now. */
  usable: boolean;
  /** When an unusable device may change (simulated ms); null when it will not by itself (banned, arrears). */
  untilMs: number | null;
}

/** The device driver as the engine uses it: the platform, the farm, and stored credentials. */
export interface EngineDriver {
  platform: PlatformDriver;
  /** The platform's public world (users, followers, comment areas), for lookup kinds such as fan collection. */
  catalogue?: PlatformCatalogue;
  /** The farm's view of a device; null when the device is gone. */
  device(deviceId: number): Promise<DeviceView | null>;
  /** Makes `accountId` the account signed in on the device's phone (one at a time). */
  signIn(deviceId: number, accountId: number): Promise<void>;
  /** The decrypted login password of an account, null when none is stored. */
  password(accountId: number): Promise<string | null>;
  /** What the platform's odds depend on: the account's age and risk, its device online. */
  accountState?(accountId: number, deviceId: number | null): Promise<ActorState>;
  /** Registration, profile edits, enterprise switch (the lifecycle kinds); absent in drivers without them. */
  lifecycle?: LifecyclePlatform;
  /**
   * Whether another platform account than `accountId`'s holds the username: the product's accounts
   * of every workspace are accounts on the platform too (the platform's own users are the driver's).
   */
  usernameHeld?(username: string, accountId: number): Promise<boolean>;
  /** Seals a secret (a registered account's password) for storage. */
  seal?(plain: string): string;
}

/** Points of each price: per action, and for fanCollection per `per` fans of its price row. */
export type PriceTable = Record<TaskChargeName, number>;

/** What a final outcome's domain change costs: charged from the task's hold with the step's rows. */
export interface OutcomeEffect {
  charge?: { points: number; quantity: number; unitPrice: number; item: TaskChargeName };
  /** The item's work is done (fan collection reached its target): its waiting steps are cancelled. */
  endItem?: boolean;
  /** A notification to the task's submitter about this outcome (marked with the task's logId). */
  notice?: LocalText;
}

/** What a kind's `onCreated` may answer: notifications to the submitter, marked with the task's logId. */
export interface CreatedEffect {
  notices?: LocalText[];
}

/**
 * A task kind: one file in engine/kinds. The engine owns scheduling,
 * concurrency, retries, logs, counters and billing; a kind only says what
 * the work is (plan) and how one action is done (run).
 */
export interface TaskKind<B = unknown> {
  /** Its contract entry (TASK_KINDS) gives the creation path, TASK_BODIES the body schema. */
  subtype: TaskSubtype;
  /** Items and their ordered steps; says each problem of the body through `ctx.problem`. */
  plan(ctx: PlanContext, body: B): Promise<Plan>;
  run(step: StepRun, driver: EngineDriver, signal: AbortSignal): Promise<StepResult>;
  /** Points one successful action costs. */
  price(action: PlatformAction, prices: PriceTable): number;
  /**
   * Domain rows a final outcome changes, written in the step's own
   * transaction; it may answer points to charge from the task's hold in that
   * same transaction (a kind priced by its result).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: the kinds without a charge answer nothing
  onOutcome?(trx: Trx, step: StepRun, result: StepResult, at: string): Promise<void | OutcomeEffect>;
  /**
   * Rows of its own the kind writes in the creating transaction, after the
   * task and its steps (e.g. reservations checked against other tasks under a
   * lock); throwing an AppError refuses the task and writes nothing.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: the kinds without a notice answer nothing
  onCreated?(trx: Trx, task: CreatedTask, at: string): Promise<void | CreatedEffect>;
}

/** A task as its creating transaction wrote it. */
export interface CreatedTask {
  id: number;
  logId: string;
  workspaceId: number;
  /** Each planned step with its idempotency key. */
  steps: Array<{
    idemKey: string;
    accountId: number | null;
    deviceId: number | null;
    params: Record<string, unknown> | null;
  }>;
}
