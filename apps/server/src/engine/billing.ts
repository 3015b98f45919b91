import { type PlatformAction, PRICE_OF_ACTION, TASK_PRICE_NAMES } from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import { charge, hold, release } from '../modules/finance/ledger.ts';
import type { PriceTable } from './types.ts';

/**
 * The task side of the points ledger. Keys are derived from the task's logId
 * and the step's id, so a transaction replayed after a crash finds its entry
 * instead of writing a second one (the ledger's own idempotency), and the
 * step's guarded state change makes sure it is never even tried twice.
 */
export const holdKey = (logId: string) => `task:${logId}:hold`;
export const chargeKey = (logId: string, stepId: number) => `task:${logId}:step:${stepId}`;
export const releaseKey = (logId: string) => `task:${logId}:release`;

export async function loadPrices(db: Db): Promise<PriceTable> {
  const rows = await db
    .selectFrom('prices')
    .select(['name', 'points'])
    .where('name', 'in', [...TASK_PRICE_NAMES])
    .execute();
  const table = Object.fromEntries(TASK_PRICE_NAMES.map((n) => [n, 0])) as PriceTable;
  for (const r of rows) table[r.name as keyof PriceTable] = r.points;
  return table;
}

export function holdPoints(trx: Db, t: { payerId: number; logId: string; taskId: number; points: number }) {
  if (t.points <= 0) return null;
  return hold(trx, {
    userId: t.payerId,
    points: t.points,
    idemKey: holdKey(t.logId),
    refType: 'task',
    refId: t.taskId,
    remark: t.logId,
  });
}

export function chargeStep(
  trx: Db,
  s: { payerId: number; logId: string; taskId: number; stepId: number; action: string; price: number },
) {
  if (s.price <= 0) return null;
  return charge(trx, {
    userId: s.payerId,
    points: s.price,
    idemKey: chargeKey(s.logId, s.stepId),
    item: PRICE_OF_ACTION[s.action as PlatformAction],
    fromHold: true,
    refType: 'task',
    refId: s.taskId,
    quantity: 1,
    unitPrice: s.price,
    remark: s.logId,
  });
}

export function releaseRest(trx: Db, t: { payerId: number; logId: string; taskId: number; points: number }) {
  if (t.points <= 0) return null;
  return release(trx, {
    userId: t.payerId,
    points: t.points,
    idemKey: releaseKey(t.logId),
    refType: 'task',
    refId: t.taskId,
    remark: t.logId,
  });
}
