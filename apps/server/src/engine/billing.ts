import { type ConsumeType, TASK_CHARGE_NAMES } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { DbKind } from '../db/kind.ts';
import type { LedgerPort, PointsMove } from './ports.ts';
import { inIds, inTx, type Trx } from './store/tx.ts';
import type { PriceTable } from './types.ts';

/**
 * The task side of the points ledger. Keys are derived from the task's logId
 * and its steps' ids, so a transaction replayed after a crash finds its entry
 * instead of writing a second one (the ledger's own idempotency), and the
 * step's guarded state change makes sure it is never even tried twice.
 */
export const holdKey = (logId: string) => `task:${logId}:hold`;
export const chargeKey = (logId: string, steps: string) => `task:${logId}:charge:${steps}`;
export const releaseKey = (logId: string) => `task:${logId}:release`;

export async function loadPrices(db: Db): Promise<PriceTable> {
  const rows = await db
    .selectFrom('prices')
    .select(['name', 'points'])
    .where('name', 'in', [...TASK_CHARGE_NAMES])
    .execute();
  const table = Object.fromEntries(TASK_CHARGE_NAMES.map((n) => [n, 0])) as PriceTable;
  for (const r of rows) table[r.name as keyof PriceTable] = r.points;
  return table;
}

/** A task's points moving between its payer's balance and its hold. */
interface TaskPoints {
  payerId: number;
  logId: string;
  taskId: number;
  points: number;
}

function taskEntry(t: TaskPoints, idemKey: string): PointsMove {
  return { userId: t.payerId, points: t.points, idemKey, refType: 'task', refId: t.taskId, remark: t.logId };
}

export function holdPoints(ledger: LedgerPort, trx: Db, t: TaskPoints) {
  return t.points > 0 ? ledger.hold(trx, taskEntry(t, holdKey(t.logId))) : null;
}

export function releaseRest(ledger: LedgerPort, trx: Db, t: TaskPoints) {
  return t.points > 0 ? ledger.release(trx, taskEntry(t, releaseKey(t.logId))) : null;
}

/**
 * Points one outcome transaction's steps used: `quantity` × `unitPrice` of one
 * action of one task, as one consumption entry will say.
 */
export interface PointsUse {
  taskId: number;
  action: string;
  item: ConsumeType;
  unitPrice: number;
  quantity: number;
  /** The lowest id among the steps counted. */
  firstStepId: number;
}

/** Adds a use to `uses`, merged with one of the same task, action, item and unit price. */
export function addUse(uses: Map<string, PointsUse>, use: PointsUse): void {
  const key = `${use.taskId}:${use.action}:${use.item}:${use.unitPrice}`;
  const had = uses.get(key);
  if (!had) uses.set(key, { ...use });
  else {
    had.quantity += use.quantity;
    had.firstStepId = Math.min(had.firstStepId, use.firstStepId);
  }
}

/**
 * Records uses as unbilled (docs/engine.md "Billing"), one statement for all:
 * the outcome transaction holds their tasks' rows, so these rows are its alone,
 * and the payer's ledger row is not touched. The points stay held meanwhile.
 */
export async function recordUses(trx: Trx, kind: DbKind, uses: Iterable<PointsUse>): Promise<void> {
  const rows = [...uses].map((u) => ({
    task_id: u.taskId,
    action: u.action,
    item: u.item,
    unit_price: u.unitPrice,
    quantity: u.quantity,
    first_step_id: u.firstStepId,
  }));
  if (rows.length === 0) return;
  const least = kind === 'postgres' ? 'least' : 'min';
  await trx
    .insertInto('task_unbilled')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['task_id', 'action', 'item', 'unit_price']).doUpdateSet({
        quantity: sql`task_unbilled.quantity + excluded.quantity`,
        first_step_id: sql`${sql.raw(least)}(task_unbilled.first_step_id, excluded.first_step_id)`,
      }),
    )
    .execute();
}

export interface BilledTask {
  id: number;
  payer_id: number;
  log_id: string;
}

/**
 * Writes the unbilled uses of `tasks` to the ledger, one consumption entry
 * each (quantity × unit price, from the task's hold), and clears them. The
 * caller holds the tasks' rows and, when they have several payers, their rows
 * too (taken together in the ledger's order: lockUsers, lockFreeUsers); each
 * payer's entries in one ledger write, in ascending payer id. The key names the
 * action, the item, the first step and the quantity: every step is counted in
 * exactly one entry of each item, so no two entries of a task share a key.
 */
export async function billTasks(
  ledger: LedgerPort,
  trx: Trx,
  kind: DbKind,
  tasks: readonly BilledTask[],
): Promise<number> {
  if (tasks.length === 0) return 0;
  const rows = await trx
    .selectFrom('task_unbilled')
    .selectAll()
    .where(
      inIds(
        kind,
        'task_id',
        tasks.map((t) => t.id),
      ),
    )
    .orderBy('task_id')
    .orderBy('first_step_id')
    .execute();
  if (rows.length === 0) return 0;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const byPayer = new Map<number, ReturnType<typeof chargeMove>[]>();
  for (const r of rows) {
    const task = byId.get(r.task_id)!;
    const moves = byPayer.get(task.payer_id) ?? [];
    moves.push(chargeMove(task, r));
    byPayer.set(task.payer_id, moves);
  }
  for (const payer of [...byPayer.keys()].sort((a, b) => a - b)) {
    const moves = byPayer.get(payer)!;
    if (ledger.chargeHeld) await ledger.chargeHeld(trx, payer, moves);
    else for (const m of moves) await ledger.charge(trx, { ...m, userId: payer, fromHold: true });
  }
  await trx
    .deleteFrom('task_unbilled')
    .where(inIds(kind, 'task_id', [...new Set(rows.map((r) => r.task_id))]))
    .execute();
  return rows.length;
}

function chargeMove(
  task: BilledTask,
  r: { action: string; item: string; unit_price: number; quantity: number; first_step_id: number },
) {
  return {
    points: r.unit_price * r.quantity,
    idemKey: chargeKey(task.log_id, `${r.action}:${r.item}:${r.first_step_id}:${r.quantity}`),
    item: r.item as ConsumeType,
    refType: 'task',
    refId: task.id,
    quantity: r.quantity,
    unitPrice: r.unit_price,
    remark: task.log_id,
  };
}

/**
 * One billing round (every engine process runs one each `billEveryMs`): the
 * unbilled uses of up to `limit` tasks, written in one transaction. It waits
 * for nobody: on PostgreSQL a task another transaction holds (an outcome being
 * written, a stop) and a task whose payer's row another holds (a task's end, a
 * recharge) are left to a later round or to the task's end, so the round never
 * holds task rows that outcome transactions queue behind. Answers the entries
 * written.
 */
export async function billingRound(
  env: { db: Db; kind: DbKind; ledger: LedgerPort },
  limit = 500,
): Promise<number> {
  // Most rounds find nothing: a read answers that without a write transaction (on SQLite the
  // one writer's lock).
  const any = await env.db.selectFrom('task_unbilled').select('task_id').limit(1).executeTakeFirst();
  if (!any) return 0;
  return inTx(env.db, async (trx) => {
    let q = trx
      .selectFrom('tasks')
      .select(['id', 'payer_id', 'log_id'])
      .where('id', 'in', (eb) => eb.selectFrom('task_unbilled').select('task_id').distinct())
      .orderBy('id')
      .limit(limit);
    // Tasks first, as every outcome transaction takes them, then the payers' rows.
    if (env.kind === 'postgres') q = q.forNoKeyUpdate().skipLocked();
    const tasks = await q.execute();
    const free = env.ledger.lockFreeUsers
      ? new Set(
          await env.ledger.lockFreeUsers(
            trx,
            tasks.map((t) => t.payer_id),
          ),
        )
      : null;
    return billTasks(env.ledger, trx, env.kind, free ? tasks.filter((t) => free.has(t.payer_id)) : tasks);
  });
}
