import { randomInt } from 'node:crypto';
import {
  TASK_KINDS,
  TASK_STEPS_MAX,
  TASK_TYPE_OF,
  type TaskCreated,
  type TaskKindEntry,
  type TaskMode,
  type TaskSubtype,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import type { PlatformCatalogue } from '../core/driver/catalogue.ts';
import type { DeviceFarm } from '../core/driver/farm.ts';
import { AppError } from '../core/errors.ts';
import type { Db } from '../db/index.ts';
import type { DbKind } from '../db/kind.ts';
import type { NewTaskStep } from '../db/tables/tasks.ts';
import { Rng } from '../lib/seeded.ts';
import { stableJson } from '../lib/stable-json.ts';
import { holdPoints, loadPrices } from './billing.ts';
import { markDevicesInUse } from './devices.ts';
import type { KindRegistry } from './kinds/index.ts';
import { insertLogs, line } from './logs.ts';
import type { LedgerPort, NoticePort } from './ports.ts';
import { chunks, inTx, type Trx } from './store/tx.ts';
import type { PlannedItem, PlanProblem } from './types.ts';

export interface CreateEnv {
  db: Db;
  kind: DbKind;
  kinds: KindRegistry;
  catalogue: PlatformCatalogue;
  /** The farm, so planning tells accounts whose phone cannot come online (plan.ts actorsOf). */
  farm?: DeviceFarm;
  ledger: LedgerPort;
  /** The inbox, for what a kind says at creation (CreatedEffect.notices). */
  notices?: NoticePort;
  seed: number;
  maxAttempts: number;
  /** The simulated clock now (ms). */
  nowMs(): number;
}

export interface CreateInput {
  subtype: TaskSubtype;
  /** The kind's creation body, already validated by its schema. */
  body: TaskBodyCommon & Record<string, unknown>;
  workspaceId: number;
  userId: number;
  /** Whose points are held and charged (the workspace owner). */
  payerId: number;
  jobId?: number;
  /** Unique per job run: a replay finds the task it made. */
  jobRunKey?: string;
  /**
   * Checks the plan before anything is written, under the workspace's planning
   * lock (a confirmed quote: throws when the plan is not the one confirmed).
   */
  confirm?: (plan: PlannedTask) => void;
}

interface TaskBodyCommon {
  name: string;
  mode: TaskMode;
  threadCount: number;
  intervalTime: number;
}

/** Digits only: the sim clock's milliseconds and five random digits. */
export function newLogId(nowMs: number): string {
  return `${Math.floor(nowMs)}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/** Creating, a blocking problem refuses the task with its field; the others are not said. */
function refuse(p: PlanProblem): void {
  if (p.blocking === false) return;
  const field = p.field === null ? {} : { field: p.field };
  throw new AppError(p.status ?? 422, p.key, {
    params: { ...field, ...p.params },
    data: p.field === null ? undefined : field,
  });
}

/**
 * What a body plans and holds, each problem said through `problem` (creating
 * throws at the first blocking one; a quote collects them all).
 */
export async function planTask(
  env: Pick<CreateEnv, 'db' | 'kinds' | 'catalogue' | 'farm' | 'seed' | 'nowMs'>,
  input: Pick<CreateInput, 'subtype' | 'body' | 'workspaceId'>,
  problem: (p: PlanProblem) => void,
) {
  const kind = env.kinds.get(input.subtype);
  if (!kind) throw new AppError(501, 'task.kindUnavailable', { data: { field: 'subtype' } });
  const nowMs = env.nowMs();
  const logId = newLogId(nowMs);
  let blocked = false;
  const say = (p: PlanProblem) => {
    if (p.blocking !== false) blocked = true;
    problem(p);
  };
  const ctx = {
    problem: say,
    db: env.db,
    workspaceId: input.workspaceId,
    logId,
    rng: Rng.of(env.seed, input.subtype, stableJson(input.body)),
    catalogue: env.catalogue,
    ...(env.farm && { farm: env.farm }),
    nowMs,
  };
  const plan = await kind.plan(ctx, input.body);
  const planned = plan.items.filter((i) => i.steps.length > 0);
  const entry: TaskKindEntry = TASK_KINDS[input.subtype];
  const items = entry.oneAtATime ? await withoutBusyAccounts(env.db, input, planned, say) : planned;
  const stepCount = items.reduce((n, i) => n + i.steps.length, 0);
  if (stepCount === 0 && !blocked) say({ field: null, key: 'task.noValidData' });
  if (stepCount > TASK_STEPS_MAX)
    say({ field: null, key: 'task.tooManySteps', params: { max: TASK_STEPS_MAX } });
  const prices = await loadPrices(env.db);
  const priced = items.map((i) => i.steps.map((s) => kind.price(s.action, prices)));
  const held = plan.hold?.points ?? priced.flat().reduce((a, b) => a + b, 0);
  return { kind, logId, nowMs, items, stepCount, priced, held, hold: plan.hold, describe: plan.describe };
}

export type PlannedTask = Awaited<ReturnType<typeof planTask>>;

/**
 * A kind whose accounts cannot be in two of its tasks at once (TaskKind
 * `oneAtATime`): the planned accounts that an unfinished task of the kind
 * still works on are left out and said; none left refuses the task.
 */
async function withoutBusyAccounts(
  db: Db,
  input: Pick<CreateInput, 'subtype' | 'workspaceId'>,
  items: PlannedItem[],
  say: (p: PlanProblem) => void,
): Promise<PlannedItem[]> {
  const busy = new Set(
    (
      await db
        .selectFrom('tasks')
        .innerJoin('task_items', 'task_items.task_id', 'tasks.id')
        .select('task_items.account_id')
        .where('tasks.workspace_id', '=', input.workspaceId)
        .where('tasks.subtype', '=', input.subtype)
        .where('tasks.status', 'in', ['queue', 'running', 'paused'])
        .where('tasks.deleted_at', 'is', null)
        .where('task_items.state', '=', 'pending')
        .where('task_items.account_id', 'is not', null)
        .execute()
    ).map((r) => r.account_id),
  );
  if (busy.size === 0) return items;
  const free = items.filter((i) => i.accountId === null || !busy.has(i.accountId));
  const left = items.filter((i) => !free.includes(i));
  if (left.length > 0)
    say({
      field: null,
      key: 'task.accountsBusy',
      params: { accounts: left.map((i) => i.label).join(', '), count: left.length },
      blocking: free.length === 0,
    });
  return free;
}

/** Any number: the planning lock's namespace among PostgreSQL's advisory locks (its second key is the workspace). */
const PLANNING_LOCK = 0x52_46_70_6c;

/**
 * Planning and writing a task of one workspace run one at a time, so two
 * submissions never both find the same free devices or accounts: on
 * PostgreSQL a transaction-scoped advisory lock per workspace, on SQLite the
 * write lock BEGIN IMMEDIATE already takes.
 */
async function lockPlanning(trx: Trx, kind: DbKind, workspaceId: number): Promise<void> {
  if (kind === 'postgres')
    await sql`select pg_advisory_xact_lock(${PLANNING_LOCK}, ${workspaceId})`.execute(trx);
}

/**
 * Plans a task and writes it whole or not at all, in one transaction under the
 * workspace's planning lock: the task, its items, its
 * steps (the first of each item due after its delay, the others blocked
 * behind it), its thread semaphore and its devices' session semaphores, the
 * hold of every point its actions may cost. A hold larger than the balance
 * is refused by the ledger and nothing is queued.
 */
export async function createTask(env: CreateEnv, input: CreateInput): Promise<TaskCreated> {
  return inTx(env.db, async (trx) => {
    await lockPlanning(trx, env.kind, input.workspaceId);
    const plan = await planTask({ ...env, db: trx }, input, refuse);
    input.confirm?.(plan);
    const { logId, nowMs, items, stepCount, priced, held, describe } = plan;
    const at = new Date(nowMs).toISOString();
    const description = { ...input.body, ...describe };

    const task = await trx
      .insertInto('tasks')
      .values({
        workspace_id: input.workspaceId,
        user_id: input.userId,
        payer_id: input.payerId,
        log_id: logId,
        name: input.body.name,
        type: TASK_TYPE_OF[input.subtype],
        subtype: input.subtype,
        mode: input.body.mode,
        thread_count: input.body.threadCount,
        interval_minutes: input.body.intervalTime,
        description: JSON.stringify(description),
        status: 'queue',
        result: null,
        total: stepCount,
        remaining: stepCount,
        accounts: items.length,
        points_held: held,
        job_id: input.jobId ?? null,
        job_run_key: input.jobRunKey ?? null,
        start_time: null,
        end_time: null,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();

    const itemIds: number[] = [];
    for (const part of chunks(
      items.map((item, seq) => ({ item, seq })),
      300,
    )) {
      const rows = await trx
        .insertInto('task_items')
        .values(
          part.map(({ item, seq }) => ({
            task_id: task.id,
            seq,
            label: item.label,
            account_id: item.accountId,
            device_id: item.deviceId,
            state: 'pending' as const,
            steps: item.steps.length,
          })),
        )
        .returning(['id', 'seq'])
        .execute();
      for (const r of rows) itemIds[r.seq] = r.id;
    }

    const steps: NewTaskStep[] = [];
    items.forEach((item, itemSeq) => {
      item.steps.forEach((s, seq) => {
        const first = seq === 0;
        steps.push({
          task_id: task.id,
          item_id: itemIds[itemSeq]!,
          seq,
          is_last: seq === item.steps.length - 1 ? 1 : 0,
          action: s.action,
          target: s.target,
          label: item.label,
          params: s.params ? JSON.stringify(s.params) : null,
          account_id: item.accountId,
          device_id: item.deviceId,
          price: priced[itemSeq]![seq]!,
          delay_ms: s.delayMs,
          next_delay_ms: item.steps[seq + 1]?.delayMs ?? 0,
          state: first ? (s.delayMs > 0 ? 'scheduled' : 'ready') : 'blocked',
          run_at: new Date(nowMs + (first ? s.delayMs : 0)).toISOString(),
          attempt: 0,
          max_attempts: env.maxAttempts,
          idem_key: `${logId}:${itemSeq}:${seq}`,
        });
      });
    });
    for (const part of chunks(steps, 150)) await trx.insertInto('task_steps').values(part).execute();

    await trx
      .insertInto('engine_semaphores')
      .values({ kind: 'task', ref_id: task.id, used: 0, capacity: input.body.threadCount, updated_at: at })
      .execute();
    const devices = [...new Set(items.flatMap((i) => (i.deviceId === null ? [] : [i.deviceId])))];
    for (const part of chunks(devices, 300)) {
      await trx
        .insertInto('engine_semaphores')
        .values(
          part.map((id) => ({ kind: 'device' as const, ref_id: id, used: 0, capacity: 1, updated_at: at })),
        )
        .onConflict((oc) => oc.columns(['kind', 'ref_id']).doNothing())
        .execute();
    }

    const created = await env.kinds.get(input.subtype)?.onCreated?.(
      trx,
      {
        id: task.id,
        logId,
        workspaceId: input.workspaceId,
        steps: items.flatMap((item, itemSeq) =>
          item.steps.map((s, seq) => ({
            idemKey: `${logId}:${itemSeq}:${seq}`,
            accountId: item.accountId,
            deviceId: item.deviceId,
            params: s.params ?? null,
          })),
        ),
      },
      at,
    );
    for (const message of created?.notices ?? [])
      await env.notices?.notify(trx, { userId: input.userId, type: 'task', message, mark: logId });
    // The payer's row before the devices', as a finishing task takes them.
    await holdPoints(env.ledger, trx, { payerId: input.payerId, logId, taskId: task.id, points: held });
    await markDevicesInUse(trx, devices, at);
    await insertLogs(
      trx,
      [
        {
          ...line('INFO', 'log.task.submitted', { steps: stepCount, accounts: items.length, points: held }),
          taskId: task.id,
          stepId: null,
        },
      ],
      at,
    );
    return { id: task.id, logId, number: stepCount, accounts: items.length, pointsHeld: held };
  });
}
