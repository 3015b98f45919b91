import { type PlatformAction, PRICE_OF_ACTION, TASK_CHARGE_NAMES } from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import type { LedgerPort, PointsMove } from './ports.ts';
import type { PriceTable } from './types.ts';

/**
 * The task side of the points ledger. Keys are derived from the task's logId
 * and the step's id, so a transaction replayed after a crash finds its entry
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

export interface Charge {
  task: { id: number; log_id: string; payer_id: number };
  action: string;
  /** Points one step of this action costs (fixed when the task was planned). */
  price: number;
  stepIds: number[];
}

/**
 * One consumption entry for the successful steps of one action of one task
 * written in one transaction: quantity × unit price. The key names the first
 * step and the count; every step is charged in exactly one transaction, the
 * one that moved it to done under its lease.
 */
function chargeMove(ch: Charge) {
  const first = Math.min(...ch.stepIds);
  return {
    userId: ch.task.payer_id,
    points: ch.price * ch.stepIds.length,
    idemKey: chargeKey(ch.task.log_id, `${ch.action}:${first}:${ch.stepIds.length}`),
    item: PRICE_OF_ACTION[ch.action as PlatformAction],
    fromHold: true as const,
    refType: 'task',
    refId: ch.task.id,
    quantity: ch.stepIds.length,
    unitPrice: ch.price,
    remark: ch.task.log_id,
  };
}

export function chargeSteps(ledger: LedgerPort, trx: Db, ch: Charge) {
  return ledger.charge(trx, chargeMove(ch));
}

/** The charges of one transaction, one ledger write per payer when the ledger can take them together. */
export async function chargeAll(ledger: LedgerPort, trx: Db, charges: Iterable<Charge>): Promise<void> {
  const byPayer = new Map<number, Charge[]>();
  for (const ch of charges) byPayer.set(ch.task.payer_id, [...(byPayer.get(ch.task.payer_id) ?? []), ch]);
  // In ascending payer id, the order the ledger takes several users' rows in (lockUsers).
  for (const payer of [...byPayer.keys()].sort((a, b) => a - b)) {
    const list = byPayer.get(payer)!;
    if (ledger.chargeHeld) await ledger.chargeHeld(trx, payer, list.map(chargeMove));
    else for (const ch of list) await chargeSteps(ledger, trx, ch);
  }
}

export function releaseRest(ledger: LedgerPort, trx: Db, t: TaskPoints) {
  return t.points > 0 ? ledger.release(trx, taskEntry(t, releaseKey(t.logId))) : null;
}
