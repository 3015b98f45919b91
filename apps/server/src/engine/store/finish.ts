import { type PlatformAction, PRICE_OF_ACTION, type TaskSubtype } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { DbKind } from '../../db/kind.ts';
import type { TaskRow } from '../../db/tables/tasks.ts';
import type { BackoffPolicy } from '../backoff.ts';
import { addUse, billTasks, type PointsUse, recordUses, releaseRest } from '../billing.ts';
import { type CounterColumn, countersFor, type FinalState } from '../counters.ts';
import { releaseDevicesOf } from '../devices.ts';
import type { KindRegistry } from '../kinds/index.ts';
import { flagRisk, platformFlagged } from '../lifecycle.ts';
import { insertLogs, line, type PendingLog, taskEndMessage } from '../logs.ts';
import type { EnginePorts } from '../ports.ts';
import type { StepResult, StepRun } from '../types.ts';
import { type ClaimedStep, toClaimed } from './claim.ts';
import type { Completion } from './completion.ts';
import { decide, logParams } from './decide.ts';
import { activateNext, claimNext, moveSteps, releaseSemaphores, setItemState, stateIs } from './moves.ts';
import { inIds, inTx, type Trx } from './tx.ts';

export interface FinishDeps {
  db: Db;
  kind: DbKind;
  kinds: KindRegistry;
  backoff: BackoffPolicy;
  ports: EnginePorts;
  /** The simulated clock's now, ISO, and its milliseconds. */
  now(): { iso: string; ms: number };
  /**
   * When set, an item whose next step is due at once (no sleep) keeps going:
   * that step is claimed for `owner` in this transaction (lease `leaseMs`,
   * simulated) and returned in `chained`, keeping the task and device slots
   * the finished step held, instead of being queued for a later claim.
   */
  chain?: { owner: string; leaseMs: number };
}

export interface FinishReport {
  /** Completions that changed their step; the others had lost their lease already. */
  applied: number;
  stale: number;
  /** Tasks that ended in this transaction. */
  ended: number[];
  /** Next steps claimed in this transaction for `chain.owner` (see FinishDeps.chain): run them. */
  chained: ClaimedStep[];
  /** Whether this transaction queued steps (a retry, a step given back, an item's next step): a claim may find them. */
  requeued: boolean;
}

/** What a finishing transaction reads back of a task after changing its counters. */
const AFTER_COLUMNS = [
  'id',
  'status',
  'remaining',
  'payer_id',
  'user_id',
  'log_id',
  'subtype',
  'name',
  'success_count',
  'failed_count',
  'abnormal_count',
  'points_held',
  'points_charged',
  'points_released',
] as const;
type TaskAfter = Pick<TaskRow, (typeof AFTER_COLUMNS)[number]>;

const LOCK_COLUMNS = [...AFTER_COLUMNS, 'deleted_at', 'mode'] as const;
type TaskLock = Pick<TaskRow, (typeof LOCK_COLUMNS)[number]>;

interface TaskDelta {
  counters: Map<CounterColumn, number>;
  terminal: number;
  charged: number;
}

/**
 * Writes the outcomes of claimed steps: for each step, in ONE transaction,
 * its new state (guarded by its lease: owner and attempt), the next step of
 * its item, its log lines, its counters, its semaphores and its ledger entry;
 * a task whose last step ends is finalized (rest of the hold released, owner
 * notified) in the same transaction. A completion whose lease is gone (the
 * sweeper gave the step to someone else) changes nothing, so an action is
 * counted and charged at most once whatever crashes in between.
 *
 * Lock order on PostgreSQL: tasks, steps and items, semaphores (in key
 * order), users (the ledger), then devices and accounts; the claim takes
 * steps (skipping locked ones) then semaphores in key order, a stop takes its
 * task, steps, items, user and devices, a creation its user then its devices.
 * So nobody waits on a lock while holding one a waiter needs; a deadlock the
 * database still reports is retried whole (inTx).
 */
export async function finishSteps(
  deps: FinishDeps,
  completions: readonly Completion[],
): Promise<FinishReport> {
  if (completions.length === 0) return { applied: 0, stale: 0, ended: [], chained: [], requeued: false };
  return inTx(deps.db, (trx) => finishIn(deps, trx, completions));
}

async function finishIn(
  deps: FinishDeps,
  trx: Trx,
  completions: readonly Completion[],
): Promise<FinishReport> {
  const { iso: now, ms: nowMs } = deps.now();
  const sorted = [...completions].sort((a, b) => a.step.taskId - b.step.taskId || a.step.id - b.step.id);
  const tasks = await lockTasks(deps.kind, trx, [...new Set(sorted.map((c) => c.step.taskId))]);

  // 1. Decide every completion, then move the steps in as few statements as there are
  //    distinct moves, each guarded by the lease; RETURNING tells which still held it.
  const decided = sorted.flatMap((c) => {
    const task = tasks.get(c.step.taskId);
    if (!task) return [];
    const ended = task.deleted_at !== null || task.status === 'failed' || task.status === 'success';
    const plan = decide(c, ended, deps.backoff, nowMs);
    // A paused task's steps wait as paused, whatever sent them back.
    if (task.status === 'paused' && (plan.state === 'ready' || plan.state === 'scheduled'))
      plan.state = 'paused';
    return [{ c, task, ended, plan }];
  });
  const applied = await moveSteps(trx, deps.kind, decided, now);

  const logs: PendingLog[] = [];
  const deltas = new Map<number, TaskDelta>();
  const taskRelease = new Map<number, number>();
  const deviceRelease = new Map<number, number>();
  const uses = new Map<string, PointsUse>();
  const effects: Array<{ run: StepRun; result: StepResult; itemId: number }> = [];
  /** `state|run_at|seq` of the next steps -> their items. */
  const next = new Map<string, number[]>();
  const itemsDone: number[] = [];
  /** Items whose next step is claimed at once (seq -> items), and the step each one finished. */
  const chainNext = new Map<number, number[]>();
  const chainFrom = new Map<number, ClaimedStep>();

  for (const { c, task, ended, plan } of decided) {
    const s = c.step;
    if (!applied.has(s.id)) continue;
    taskRelease.set(s.taskId, (taskRelease.get(s.taskId) ?? 0) + 1);
    if (s.deviceId !== null) deviceRelease.set(s.deviceId, (deviceRelease.get(s.deviceId) ?? 0) + 1);
    const params = logParams(s, c.kind === 'outcome' ? c.result : null);
    for (const l of plan.logs(params)) logs.push({ ...l, taskId: s.taskId, stepId: s.id });
    if (!plan.final) continue;

    const delta = deltaOf(deltas, s.taskId);
    delta.terminal++;
    for (const col of countersFor(s.action, plan.state as FinalState)) add(delta, col, 1);
    if (ended) continue;

    if (c.kind === 'outcome') effects.push({ run: toStepRun(s), result: c.result, itemId: s.itemId });
    if (plan.state === 'done' && s.price > 0) {
      const item = PRICE_OF_ACTION[s.action as PlatformAction];
      addUse(uses, {
        taskId: task.id,
        action: s.action,
        item,
        unitPrice: s.price,
        quantity: 1,
        firstStepId: s.id,
      });
      delta.charged += s.price;
    }
    const failedHere = plan.state === 'failed' || plan.state === 'abnormal';
    if (failedHere && task.mode === 'interception' && !s.isLast) {
      const skipped = await trx
        .updateTable('task_steps')
        .set({ state: 'cancelled', finished_at: now })
        .where('item_id', '=', s.itemId)
        .where(stateIs(deps.kind, 'blocked'))
        .executeTakeFirst();
      const n = Number(skipped.numUpdatedRows);
      delta.terminal += n;
      add(delta, 'cancelled_count', n);
      await setItemState(trx, deps.kind, [s.itemId], 'intercepted');
      logs.push({
        ...line('INFO', 'log.step.intercepted', { ...params, skipped: n }),
        taskId: s.taskId,
        stepId: s.id,
      });
    } else if (!s.isLast && deps.chain && task.status !== 'paused' && s.nextDelayMs <= 0) {
      const items = chainNext.get(s.seq + 1) ?? [];
      items.push(s.itemId);
      chainNext.set(s.seq + 1, items);
      chainFrom.set(s.itemId, s);
    } else if (!s.isLast) {
      const state = task.status === 'paused' ? 'paused' : 'scheduled';
      const key = `${state}|${new Date(nowMs + s.nextDelayMs).toISOString()}|${s.seq + 1}`;
      const items = next.get(key) ?? [];
      items.push(s.itemId);
      next.set(key, items);
    } else {
      itemsDone.push(s.itemId);
    }
  }

  await activateNext(trx, deps.kind, next);
  const chained: ClaimedStep[] = [];
  if (deps.chain && chainNext.size) {
    const rows = await claimNext(trx, deps.kind, chainNext, {
      owner: deps.chain.owner,
      leaseUntil: new Date(nowMs + deps.chain.leaseMs).toISOString(),
      now,
    });
    for (const r of rows) {
      const from = chainFrom.get(r.item_id)!;
      // The item's slots pass to its next step (steps of an item share its device) rather than
      // being given back and taken again.
      taskRelease.set(from.taskId, taskRelease.get(from.taskId)! - 1);
      if (from.deviceId !== null && from.deviceId === r.device_id) {
        deviceRelease.set(from.deviceId, deviceRelease.get(from.deviceId)! - 1);
      } else if (r.device_id !== null) {
        throw new Error(`step ${r.id} is on another device than its item's previous step`);
      }
      chained.push(toClaimed(r, tasks.get(from.taskId)!));
    }
  }
  await setItemState(trx, deps.kind, itemsDone, 'done');
  await releaseSemaphores(trx, deps.kind, deviceRelease, taskRelease, now);
  // The task rows are this transaction's already: their counters now, the kinds' effects' later.
  const afters = await applyDeltas(trx, deps.kind, deltas, now);
  await insertLogs(trx, logs.splice(0), now);
  // The payer's row is the one row every process's outcomes share: the points used here are
  // recorded as unbilled under the tasks' own locks (billing.ts), and the row is taken only by a
  // task's end (its bill and the rest of its hold). A kind's effect may notify (inbox counts,
  // which a recharge takes after the user's row), so when a task may end here or has such an
  // effect, its payer's row is taken now, before them; several at once in the ledger's order.
  const mayUseLedger = [...tasks.values()].filter(
    (t) =>
      afters.get(t.id)?.remaining === 0 ||
      effects.some((e) => e.run.taskId === t.id && deps.kinds.get(e.run.subtype)?.onOutcome),
  );
  await deps.ports.ledger.lockUsers?.(
    trx,
    mayUseLedger.map((t) => t.payer_id),
  );
  const effected = new Map<number, TaskDelta>();
  for (const e of effects) {
    // Whatever the kind, a platform flag (abnormal end, rate limited, blocked) makes the account's risk high.
    if (e.run.accountId !== null && platformFlagged(e.result)) await flagRisk(trx, e.run.accountId, now);
    const effect = await deps.kinds.get(e.run.subtype)?.onOutcome?.(trx, e.run, e.result, now);
    if (effect?.notice) {
      const task = tasks.get(e.run.taskId)!;
      await deps.ports.notices.notify(trx, {
        userId: task.user_id,
        type: 'task',
        message: effect.notice,
        mark: task.log_id,
      });
    }
    if (effect?.endItem) {
      const skipped = await trx
        .updateTable('task_steps')
        .set({ state: 'cancelled', finished_at: now })
        .where('item_id', '=', e.itemId)
        .where('state', 'in', ['blocked', 'scheduled', 'paused'])
        .executeTakeFirst();
      const n = Number(skipped.numUpdatedRows);
      deltaOf(effected, e.run.taskId).terminal += n;
      add(deltaOf(effected, e.run.taskId), 'cancelled_count', n);
      await setItemState(trx, deps.kind, [e.itemId], 'done');
    }
    const charge = effect?.charge;
    if (!charge || charge.points <= 0) continue;
    addUse(uses, {
      taskId: e.run.taskId,
      action: e.run.action,
      item: charge.item,
      unitPrice: charge.unitPrice,
      quantity: charge.quantity,
      firstStepId: e.run.id,
    });
    deltaOf(effected, e.run.taskId).charged += charge.points;
  }
  await recordUses(trx, deps.kind, uses.values());

  for (const [id, after] of await applyDeltas(trx, deps.kind, effected, now)) afters.set(id, after);

  const ended: number[] = [];
  const ending = [...afters.values()].filter(
    (a) => a.remaining === 0 && (a.status === 'running' || a.status === 'paused'),
  );
  // What the ending tasks used, in the ledger before the rest of their holds is released.
  await billTasks(deps.ports.ledger, trx, deps.kind, ending);
  // By owner: each end notifies its owner (their inbox count's row), in one order for every transaction.
  const byOwner = (a: number, b: number) => tasks.get(a)!.user_id - tasks.get(b)!.user_id || a - b;
  for (const taskId of [...afters.keys()].sort(byOwner)) {
    const task = tasks.get(taskId)!;
    const after = afters.get(taskId)!;
    if (task.status === 'queue' && after.status === 'running') {
      logs.push({ ...line('INFO', 'log.task.started'), taskId, stepId: null });
    }
    if (ending.includes(after)) {
      logs.push({ ...(await completeTask(deps.ports, trx, after, now)), taskId, stepId: null });
      ended.push(taskId);
    }
  }
  await insertLogs(trx, logs, now);
  const requeued =
    next.size > 0 ||
    decided.some(
      ({ c, plan }) => applied.has(c.step.id) && (plan.state === 'ready' || plan.state === 'scheduled'),
    );
  return { applied: applied.size, stale: completions.length - applied.size, ended, chained, requeued };
}

export function toStepRun(s: ClaimedStep): StepRun {
  return {
    id: s.id,
    taskId: s.taskId,
    logId: s.logId,
    subtype: s.subtype as TaskSubtype,
    action: s.action as PlatformAction,
    target: s.target,
    params: s.params ? (JSON.parse(s.params) as Record<string, unknown>) : null,
    accountId: s.accountId,
    deviceId: s.deviceId,
    label: s.label,
    attempt: s.attempt,
    maxAttempts: s.maxAttempts,
    idemKey: s.idemKey,
  };
}

async function lockTasks(kind: DbKind, trx: Trx, ids: number[]): Promise<Map<number, TaskLock>> {
  let q = trx
    .selectFrom('tasks')
    .select(LOCK_COLUMNS)
    .where(inIds(kind, 'id', ids))
    .orderBy('id');
  // NO KEY UPDATE, as the UPDATE of the row itself takes: it still serializes finishers and stops on
  // the task, but does not wait for (nor block) inserts whose foreign key points at it (log lines).
  if (kind === 'postgres') q = q.forNoKeyUpdate();
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.id, r]));
}

function deltaOf(map: Map<number, TaskDelta>, taskId: number): TaskDelta {
  let d = map.get(taskId);
  if (!d) {
    d = { counters: new Map(), terminal: 0, charged: 0 };
    map.set(taskId, d);
  }
  return d;
}

function add(d: TaskDelta, col: CounterColumn, n: number) {
  if (n) d.counters.set(col, (d.counters.get(col) ?? 0) + n);
}

/**
 * Adds each task's counters of this transaction to its row, all tasks in ONE
 * statement (the deltas as arrays on PostgreSQL, as one JSON text on SQLite),
 * and reads the rows back.
 */
async function applyDeltas(
  trx: Trx,
  kind: DbKind,
  deltas: Map<number, TaskDelta>,
  now: string,
): Promise<Map<number, TaskAfter>> {
  if (deltas.size === 0) return new Map();
  const ids = [...deltas.keys()];
  const cols = [...new Set([...deltas.values()].flatMap((d) => [...d.counters.keys()]))].sort();
  const columns = [
    ids,
    ids.map((id) => deltas.get(id)!.terminal),
    ids.map((id) => deltas.get(id)!.charged),
    ...cols.map((c) => ids.map((id) => deltas.get(id)!.counters.get(c) ?? 0)),
  ];
  const names = ['id', 'terminal', 'charged', ...cols];
  const source =
    kind === 'postgres'
      ? sql`unnest(${sql.join(columns.map((c) => sql`${c}::bigint[]`))}) as d(${sql.join(names.map((n) => sql.ref(n)))})`
      : sql`(select ${sql.join(names.map((n, i) => sql`value ->> ${sql.lit(i)} as ${sql.ref(n)}`))} from json_each(${JSON.stringify(ids.map((_, row) => columns.map((c) => c[row])))})) as d`;
  const add = cols.map((c) => sql`${sql.ref(c)} = t.${sql.ref(c)} + d.${sql.ref(c)}`);
  const { rows } = await sql<TaskAfter>`update tasks as t set
      remaining = t.remaining - d.terminal,
      points_charged = t.points_charged + d.charged,
      ${sql.join([...add, sql`status = case when t.status = 'queue' then 'running' else t.status end`])},
      start_time = coalesce(t.start_time, ${now}),
      updated_at = ${now}
    from ${source}
    where t.id = d.id
    returning ${sql.join(
      // SQLite's RETURNING names the updated table's columns bare (and only those); PostgreSQL needs them qualified.
      AFTER_COLUMNS.map((c) => (kind === 'postgres' ? sql`t.${sql.ref(c)}` : sql.ref(c))),
    )}`.execute(trx);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The last step ended (its uses billed): release what the hold did not pay for, mark it completed, tell its owner. */
async function completeTask(ports: EnginePorts, trx: Trx, t: TaskAfter, now: string) {
  const rest = t.points_held - t.points_charged - t.points_released;
  await releaseRest(ports.ledger, trx, { payerId: t.payer_id, logId: t.log_id, taskId: t.id, points: rest });
  await trx
    .updateTable('tasks')
    .set((eb) => ({
      status: 'success',
      result: 'task.result.completed',
      end_time: now,
      updated_at: now,
      points_released: eb('points_released', '+', rest),
    }))
    .where('id', '=', t.id)
    .execute();
  await releaseDevicesOf(trx, t.id, now);
  const counts = { success: t.success_count, failed: t.failed_count, error: t.abnormal_count };
  await ports.notices.notify(trx, {
    userId: t.user_id,
    type: 'task',
    message: taskEndMessage({ subtype: t.subtype, logId: t.log_id, name: t.name }, 'completed', counts),
    mark: t.log_id,
  });
  return line('INFO', 'log.task.completed', { ...counts, charged: t.points_charged, released: rest });
}
