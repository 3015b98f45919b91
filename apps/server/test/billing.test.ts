import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { billingRound } from '../src/engine/billing.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { holdLock } from './pg-locks.ts';
import { suiteServer } from './suite.ts';
import { auditTask, boundWorkspace, likeTask, ownerPoints, usableVideos } from './tasks-fixtures.ts';
import { claimDue, succeedSteps } from './tasks-steps.ts';

const round = (server: TestServer) =>
  billingRound({ db: server.ctx.db, kind: server.ctx.dbKind, ledger: server.tasks.ports.ledger });

async function charges(server: TestServer, taskId: number) {
  return server.ctx.db
    .selectFrom('ledger_entries')
    .select(['amount', 'held_delta', 'quantity', 'unit_price', 'item', 'idem_key'])
    .where('ref_type', '=', 'task')
    .where('ref_id', '=', taskId)
    .where('kind', '=', 'charge')
    .orderBy('id')
    .execute();
}

// Billing (docs/engine.md "Billing"): the points a running task's steps use are recorded with
// the steps, under the task's lock, and reach the ledger in a billing round or at the task's end.
describe(`billing a running task (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });

  it('records used points with the steps, bills them in a round, and its end bills the rest exactly once', async () => {
    const ws = await boundWorkspace(server, 'bill1', { points: 100, devices: 2, accounts: 2 });
    // 2 accounts x 3 videos: 6 likes of 1 point each, 3 rounds of 2 steps.
    const created = await likeTask(ws, 'billed', usableVideos(server, 3), { threadCount: 2 });
    const id: number = created.body.data.id;
    const held = (await ownerPoints(server, ws)).held;
    expect(held).toBe(6);

    const first = await claimDue(server, 'bill', 100, 'now');
    expect(first).toHaveLength(2);
    expect((await succeedSteps(server, first)).applied).toBe(2);
    // Used, not yet billed: the task counts it, the points stay held, no entry is written.
    const task = await server.ctx.db
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(task.points_charged).toBe(2);
    expect(await charges(server, id)).toEqual([]);
    expect(await ownerPoints(server, ws)).toMatchObject({ held: 6, balance: 94 });

    expect(await round(server)).toBe(1);
    const billed = await charges(server, id);
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({
      amount: 0,
      held_delta: -2,
      quantity: 2,
      unit_price: 1,
      item: 'actionLike',
    });
    expect(await ownerPoints(server, ws)).toMatchObject({ held: 4, balance: 94 });
    // Nothing left: a second round writes nothing.
    expect(await round(server)).toBe(0);

    // The other 4 likes end the task: billed in its end's transaction, the rest released.
    for (let i = 0; i < 2; i++) await succeedSteps(server, await claimDue(server, 'bill', 100, 'now'));
    const audit = await auditTask(server, id);
    expect(audit.task.status).toBe('success');
    expect(audit.task.points_charged).toBe(6);
    const all = await charges(server, id);
    expect(all.map((c) => c.quantity)).toEqual([2, 4]);
    expect(new Set(all.map((c) => c.idem_key)).size).toBe(2);
    expect(audit.ledger.held).toBe(0);
    expect(audit.ledger.balance).toBe(94);
    expect(audit.ledger.balance).toBe(audit.ledger.sumAmount);
    const left = await server.ctx.db
      .selectFrom('task_unbilled')
      .selectAll()
      .where('task_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('a stop bills what the finished steps used before it releases the rest of the hold', async () => {
    const ws = await boundWorkspace(server, 'bill2', { points: 100, devices: 2, accounts: 2 });
    const created = await likeTask(ws, 'stopped', usableVideos(server, 5), { threadCount: 2 });
    const id: number = created.body.data.id;
    await succeedSteps(server, await claimDue(server, 'bill', 100, 'now'));
    expect((await ws.api.post(`/task/info/stop/${id}`)).status).toBe(200);
    const billed = await charges(server, id);
    expect(billed.map((c) => c.quantity)).toEqual([2]);
    const audit = await auditTask(server, id);
    expect(audit.task.points_charged + audit.task.points_released).toBe(audit.task.points_held);
    expect(audit.ledger.held).toBe(0);
    expect(audit.ledger.balance).toBe(98);
    expect(audit.ledger.balance).toBe(audit.ledger.sumAmount);
  });
});

describe.runIf(TEST_DB === 'postgres')(
  'billing on PostgreSQL: the payer row is off the per-step path',
  () => {
    const server = suiteServer({ SIM_TIME_SCALE: '2000' });

    it("an outcome that does not end its task never waits for the payer's row; a round waits for no row", async () => {
      const db = server.ctx.db;
      const ws = await boundWorkspace(server, 'bill3', { points: 100, devices: 2, accounts: 2 });
      const created = await likeTask(ws, 'hot', usableVideos(server, 3), { threadCount: 2 });
      const id: number = created.body.data.id;
      const steps = await claimDue(server, 'bill', 100, 'now');
      // Another transaction holds the payer's row (a recharge, another process's task end).
      const letGo = await holdLock(db, sql`select id from users where id = ${ws.ownerId} for update`);
      try {
        expect((await succeedSteps(server, steps)).applied).toBe(2);
      } finally {
        await letGo();
      }
      // A round finds the task's row held (an outcome being written) and leaves it for later.
      const letTaskGo = await holdLock(db, sql`select id from tasks where id = ${id} for no key update`);
      try {
        expect(await round(server)).toBe(0);
      } finally {
        await letTaskGo();
      }
      // Nor does it wait for the payer's row (a task's end, a recharge): it holds no task row
      // that outcome transactions would queue behind meanwhile.
      const letPayerGo = await holdLock(db, sql`select id from users where id = ${ws.ownerId} for update`);
      try {
        expect(await round(server)).toBe(0);
      } finally {
        await letPayerGo();
      }
      expect(await round(server)).toBe(1);
      expect((await charges(server, id)).map((c) => c.quantity)).toEqual([2]);
    });
  },
);
