import { expect } from 'vitest';
import type { DbHandle } from '../src/db/index.ts';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';

/**
 * After a run that a process death interrupted (crash.test.ts, deploy.test.ts): all `total` steps
 * ended, each exactly once (one final log line each), every task's counters are the sum of its
 * steps' outcomes, its charge entries pay for exactly its successes, and the owner's ledger is the
 * sum of its entries: `points` recharged, less what the tasks charged, nothing left held.
 */
export async function expectEveryStepEndedOnce(
  db: DbHandle['db'],
  o: { ownerId: number; points: number; total: number },
): Promise<void> {
  const steps = await db.selectFrom('task_steps').select(['id', 'task_id', 'state', 'price']).execute();
  expect(steps.length).toBe(o.total);
  expect(steps.every((s) => ['done', 'failed', 'abnormal'].includes(s.state))).toBe(true);
  // One final log line per step, written with its final state: nothing counted twice.
  const finalLines = await db
    .selectFrom('task_logs')
    .select(['step_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('msg_key', 'in', ['log.step.ok', 'log.step.failed', 'log.step.abnormal'])
    .groupBy('step_id')
    .execute();
  expect(finalLines.length).toBe(o.total);
  expect(finalLines.every((l) => Number(l.n) === 1)).toBe(true);

  const tasks = await db.selectFrom('tasks').selectAll().execute();
  for (const t of tasks) {
    const mine = steps.filter((s) => s.task_id === t.id);
    expect(t.success_count).toBe(mine.filter((s) => s.state === 'done').length);
    expect(t.failed_count).toBe(mine.filter((s) => s.state === 'failed').length);
    expect(t.abnormal_count).toBe(mine.filter((s) => s.state === 'abnormal').length);
    expect(t.remaining).toBe(0);
    expect(t.points_charged).toBe(mine.filter((s) => s.state === 'done').reduce((n, s) => n + s.price, 0));
  }
  const charged = await db
    .selectFrom('ledger_entries')
    .select([
      'ref_id',
      (eb) => eb.fn.sum<number>('quantity').as('q'),
      (eb) => eb.fn.sum<number>('held_delta').as('h'),
    ])
    .where('kind', '=', 'charge')
    .where('ref_type', '=', 'task')
    .groupBy('ref_id')
    .execute();
  for (const c of charged) {
    const t = tasks.find((x) => x.id === Number(c.ref_id))!;
    expect(Number(c.q)).toBe(t.success_count);
    expect(-Number(c.h)).toBe(t.points_charged);
  }
  const ledger = await expectTasksPaidOff(db, { ...o, tasks });
  expect(ledger.held).toBe(ledger.sumHeld);
  const sems = await db.selectFrom('engine_semaphores').select('used').where('used', '>', 0).execute();
  expect(sems).toEqual([]);
}

type TaskPoints = { points_held: number; points_charged: number; points_released: number };

/**
 * After the tasks ended: each one's hold was charged or released in full, and the owner's ledger
 * is the sum of its entries, `points` recharged less what the tasks charged, nothing left held.
 */
export async function expectTasksPaidOff(
  db: DbHandle['db'],
  o: { ownerId: number; points: number; tasks: readonly TaskPoints[] },
) {
  for (const t of o.tasks) expect(t.points_charged + t.points_released).toBe(t.points_held);
  const ledger = await ledgerTotals(db, o.ownerId);
  expect(ledger.held).toBe(0);
  expect(ledger.balance).toBe(ledger.sumAmount);
  expect(ledger.balance).toBe(o.points - o.tasks.reduce((n, t) => n + t.points_charged, 0));
  return ledger;
}
