import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.ts';
import {
  charge,
  chargeHeld,
  hold,
  latestEntry,
  ledgerTotals,
  recharge,
  refund,
  release,
  transfer,
} from '../src/modules/finance/ledger.ts';
import { agentPerson, balanceOf, entryCount, grant, ownerPerson, unique } from './admin-fixtures.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { suiteServer } from './suite.ts';

/** The user's ledger entries, oldest first. */
function entriesOf(server: TestServer, userId: number) {
  return server.ctx.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** balance == sum(amount), held == sum(held_delta), both never negative, totals consistent. */
async function expectConsistent(server: TestServer, userId: number) {
  const t = await ledgerTotals(server.ctx.db, userId);
  const cached = await server.ctx.db
    .selectFrom('users')
    .select('ledger_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(t.balance).toBe(t.sumAmount);
  expect(t.held).toBe(t.sumHeld);
  expect(t.balance).toBeGreaterThanOrEqual(0);
  expect(t.held).toBeGreaterThanOrEqual(0);
  const entries = await entriesOf(server, userId);
  const last = entries.at(-1);
  if (last) {
    expect(last.balance_after).toBe(t.balance);
    expect(last.held_after).toBe(t.held);
    expect(last.recharged_total - last.consumed_total).toBe(t.balance + t.held);
    const n = (...kinds: string[]) => entries.filter((e) => kinds.includes(e.kind)).length;
    expect(last.credit_count).toBe(n('recharge', 'refund'));
    expect(last.charge_count).toBe(n('charge'));
    const { recharged_total, consumed_total, credit_count, charge_count } = last;
    expect(t.running).toEqual({ recharged_total, consumed_total, credit_count, charge_count });
    expectRunningColumns(entries);
    // The time the next entry starts from: the newest entry's (entries are in time order).
    expect(cached.ledger_at).toBe(last.created_at);
  } else {
    expect(t.running).toEqual({ recharged_total: 0, consumed_total: 0, credit_count: 0, charge_count: 0 });
    expect(cached.ledger_at).toBe('');
  }
  return t;
}

/** Every entry's running columns equal the sums over the entries up to it, and times never go back. */
function expectRunningColumns(entries: Awaited<ReturnType<typeof entriesOf>>) {
  const sums = { balance: 0, held: 0, recharged: 0, consumed: 0, credits: 0, charges: 0 };
  let at = '';
  for (const e of entries) {
    const credit = e.kind === 'recharge' || e.kind === 'refund';
    sums.balance += e.amount;
    sums.held += e.held_delta;
    if (credit) sums.recharged += e.amount;
    if (e.kind === 'charge') sums.consumed -= e.amount + e.held_delta;
    if (credit) sums.credits += 1;
    if (e.kind === 'charge') sums.charges += 1;
    expect({
      id: e.id,
      balance: e.balance_after,
      held: e.held_after,
      recharged: e.recharged_total,
      consumed: e.consumed_total,
      credits: e.credit_count,
      charges: e.charge_count,
    }).toEqual({ id: e.id, ...sums });
    expect(e.created_at >= at).toBe(true);
    at = e.created_at;
  }
}

function insufficient(error: unknown) {
  return error instanceof AppError && error.key === 'finance.insufficientPoints';
}

describe(`points ledger (${TEST_DB})`, () => {
  const server = suiteServer();

  it('moves available and held points as each kind says', async () => {
    const { id } = await ownerPerson(server);
    const db = server.ctx.db;
    await recharge(db, { userId: id, points: 100, idemKey: 'r1' });
    expect(await balanceOf(server, id)).toEqual({ balance: 100, held: 0 });
    await hold(db, { userId: id, points: 60, idemKey: 'h1', refType: 'task', refId: 7 });
    expect(await balanceOf(server, id)).toEqual({ balance: 40, held: 60 });
    await charge(db, { userId: id, points: 25, idemKey: 'c1', item: 'registration', fromHold: true });
    expect(await balanceOf(server, id)).toEqual({ balance: 40, held: 35 });
    await release(db, { userId: id, points: 35, idemKey: 'rel1' });
    expect(await balanceOf(server, id)).toEqual({ balance: 75, held: 0 });
    await charge(db, { userId: id, points: 75, idemKey: 'c2', item: 'deviceRental' });
    expect(await balanceOf(server, id)).toEqual({ balance: 0, held: 0 });
    await refund(db, { userId: id, points: 10, idemKey: 'ref1' });
    expect(await balanceOf(server, id)).toEqual({ balance: 10, held: 0 });

    expect(await entriesOf(server, id)).toMatchObject([
      { kind: 'recharge', amount: 100, held_delta: 0, balance_after: 100, held_after: 0 },
      { kind: 'hold', amount: -60, held_delta: 60, balance_after: 40, held_after: 60 },
      { kind: 'charge', amount: 0, held_delta: -25, balance_after: 40, held_after: 35 },
      { kind: 'release', amount: 35, held_delta: -35, balance_after: 75, held_after: 0 },
      { kind: 'charge', amount: -75, held_delta: 0, balance_after: 0, held_after: 0 },
      { kind: 'refund', amount: 10, held_delta: 0, balance_after: 10, held_after: 0 },
    ]);
    const t = await expectConsistent(server, id);
    expect(t.entries).toBe(6);
  });

  it('refuses a debit beyond the balance or the held points and writes nothing', async () => {
    const { id } = await ownerPerson(server, { points: 30 });
    const before = await entryCount(server, id);
    const direct = await charge(server.ctx.db, {
      userId: id,
      points: 31,
      idemKey: 'x1',
      item: 'registration',
    }).catch((e) => e);
    expect(insufficient(direct)).toBe(true);
    expect(direct.params).toMatchObject({ needed: 31, balance: 30 });
    expect(direct.status).toBe(422);
    const fromHold = await charge(server.ctx.db, {
      userId: id,
      points: 1,
      idemKey: 'x2',
      item: 'registration',
      fromHold: true,
    }).catch((e) => e);
    expect(insufficient(fromHold)).toBe(true);
    const tooMuchHold = await hold(server.ctx.db, { userId: id, points: 31, idemKey: 'x3' }).catch((e) => e);
    expect(insufficient(tooMuchHold)).toBe(true);
    const tooMuchRelease = await release(server.ctx.db, { userId: id, points: 1, idemKey: 'x4' }).catch(
      (e) => e,
    );
    expect(insufficient(tooMuchRelease)).toBe(true);
    expect(await balanceOf(server, id)).toEqual({ balance: 30, held: 0 });
    expect(await entryCount(server, id)).toBe(before);
  });

  it('answers 404 for an unknown user and refuses non-positive or fractional points', async () => {
    const missing = await recharge(server.ctx.db, { userId: 987654, points: 5, idemKey: 'm' }).catch(
      (e) => e,
    );
    expect(missing).toBeInstanceOf(AppError);
    expect(missing.status).toBe(404);
    const { id } = await ownerPerson(server);
    for (const points of [0, -5, 1.5, Number.NaN]) {
      await expect(recharge(server.ctx.db, { userId: id, points, idemKey: `p${points}` })).rejects.toThrow(
        RangeError,
      );
    }
    expect(await entryCount(server, id)).toBe(0);
  });

  it('lets exactly floor(balance / cost) of 50 parallel debits through', async () => {
    const { id } = await ownerPerson(server, { points: 1000 });
    const cost = 30;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        charge(server.ctx.db, { userId: id, points: cost, idemKey: `debit-${i}`, item: 'registration' }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(Math.floor(1000 / cost));
    expect(failed).toHaveLength(50 - Math.floor(1000 / cost));
    for (const f of failed) expect(insufficient((f as PromiseRejectedResult).reason)).toBe(true);
    const t = await expectConsistent(server, id);
    expect(t.balance).toBe(1000 - Math.floor(1000 / cost) * cost);
    expect(t.entries).toBe(1 + Math.floor(1000 / cost));
  });

  it('keeps the invariant under a mix of parallel holds, charges, releases and recharges', async () => {
    const { id } = await ownerPerson(server, { points: 500 });
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const ops = Array.from({ length: 120 }, (_, i) => {
      const points = 1 + rand(40);
      const key = `mix-${i}`;
      switch (rand(5)) {
        case 0:
          return recharge(server.ctx.db, { userId: id, points, idemKey: key });
        case 1:
          return hold(server.ctx.db, { userId: id, points, idemKey: key });
        case 2:
          return charge(server.ctx.db, {
            userId: id,
            points,
            idemKey: key,
            item: 'fanCollection',
            fromHold: true,
          });
        case 3:
          return release(server.ctx.db, { userId: id, points, idemKey: key });
        default:
          return charge(server.ctx.db, { userId: id, points, idemKey: key, item: 'fanCollection' });
      }
    });
    const results = await Promise.allSettled(ops);
    for (const r of results) {
      if (r.status === 'rejected') expect(insufficient(r.reason)).toBe(true);
    }
    const written = results.filter((r) => r.status === 'fulfilled').length;
    const t = await expectConsistent(server, id);
    expect(t.entries).toBe(1 + written);
  });

  it('returns the first entry for a replayed key and changes nothing', async () => {
    const { id } = await ownerPerson(server, { points: 100 });
    const first = await charge(server.ctx.db, {
      userId: id,
      points: 40,
      idemKey: 'same',
      item: 'registration',
    });
    const again = await charge(server.ctx.db, {
      userId: id,
      points: 40,
      idemKey: 'same',
      item: 'registration',
    });
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await balanceOf(server, id)).toEqual({ balance: 60, held: 0 });
    expect(await entryCount(server, id)).toBe(2);
  });

  it.each([
    { against: 'a balance that covers only one', points: 100, cost: 100, idemKey: 'race' },
    { against: 'a large balance', points: 1000, cost: 10, idemKey: 'race-rich' },
  ])('creates one entry when the same key is replayed concurrently against $against', async (c) => {
    const { id } = await ownerPerson(server, { points: c.points });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        charge(server.ctx.db, { userId: id, points: c.cost, idemKey: c.idemKey, item: 'registration' }),
      ),
    );
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(server, id)).toEqual({ balance: c.points - c.cost, held: 0 });
    expect(await entryCount(server, id)).toBe(2);
    await expectConsistent(server, id);
  });

  it('refuses a key reused for a different operation with 409', async () => {
    const { id } = await ownerPerson(server, { points: 100 });
    await charge(server.ctx.db, { userId: id, points: 10, idemKey: 'k', item: 'registration' });
    const error = await charge(server.ctx.db, {
      userId: id,
      points: 11,
      idemKey: 'k',
      item: 'registration',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(409);
    expect(error.key).toBe('finance.idempotencyConflict');
    expect(await balanceOf(server, id)).toEqual({ balance: 90, held: 0 });
  });

  it("joins the caller's transaction: a rollback there takes the entry and the balance change with it", async () => {
    const { id } = await ownerPerson(server, { points: 50 });
    const before = await entryCount(server, id);
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await charge(trx, { userId: id, points: 20, idemKey: 'in-trx', item: 'deviceRental' });
        expect(
          (await trx.selectFrom('users').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
            .balance,
        ).toBe(30);
        throw new Error('the device rental failed after the charge');
      }),
    ).rejects.toThrow('device rental failed');
    expect(await balanceOf(server, id)).toEqual({ balance: 50, held: 0 });
    expect(await entryCount(server, id)).toBe(before);
    await server.ctx.db
      .transaction()
      .execute((trx) => charge(trx, { userId: id, points: 20, idemKey: 'in-trx', item: 'deviceRental' }));
    expect(await balanceOf(server, id)).toEqual({ balance: 30, held: 0 });
  });

  it('moves points between two users in one transaction, or not at all', async () => {
    const agent = await agentPerson(server, { points: 100 });
    const user = await ownerPerson(server, { agentId: agent.id });
    const done = await transfer(server.ctx.db, {
      fromUserId: agent.id,
      toUserId: user.id,
      points: 70,
      idemKey: 't1',
    });
    expect(done.debit).toMatchObject({ kind: 'charge', amount: -70, item: 'agentTransfer', ref_id: user.id });
    expect(done.credit).toMatchObject({
      kind: 'recharge',
      amount: 70,
      channel: 'agent',
      operator_id: agent.id,
    });
    const short = await transfer(server.ctx.db, {
      fromUserId: agent.id,
      toUserId: user.id,
      points: 31,
      idemKey: 't2',
    }).catch((e) => e);
    expect(insufficient(short)).toBe(true);
    expect(await balanceOf(server, agent.id)).toEqual({ balance: 30, held: 0 });
    expect(await balanceOf(server, user.id)).toEqual({ balance: 70, held: 0 });
    await expectConsistent(server, agent.id);
    await expectConsistent(server, user.id);
  });

  it('keeps entries append-only in the database itself', async () => {
    const { id } = await ownerPerson(server, { points: 5 });
    await expect(
      sql`update ledger_entries set amount = 500 where user_id = ${id}`.execute(server.ctx.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from ledger_entries where user_id = ${id}`.execute(server.ctx.db),
    ).rejects.toThrow(/append-only/);
    expect(await entryCount(server, id)).toBe(1);
  });

  it("charges a batch from the holds (the engine's group commit) beside parallel writers, and replays it as nothing", async () => {
    const { id } = await ownerPerson(server, { points: 1000 });
    await hold(server.ctx.db, { userId: id, points: 600, idemKey: 'batch-hold' });
    const batch = (name: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        points: 1 + i,
        idemKey: `${name}-${i}`,
        item: 'fanCollection' as const,
        refType: 'task',
        refId: 7,
        quantity: 1,
        unitPrice: 1 + i,
      }));
    const results = await Promise.allSettled([
      chargeHeld(server.ctx.db, id, batch('a', 5)),
      hold(server.ctx.db, { userId: id, points: 50, idemKey: 'batch-hold-2' }),
      chargeHeld(server.ctx.db, id, batch('b', 6)),
      recharge(server.ctx.db, { userId: id, points: 30, idemKey: 'batch-recharge' }),
      charge(server.ctx.db, { userId: id, points: 20, idemKey: 'batch-direct', item: 'registration' }),
      chargeHeld(server.ctx.db, id, batch('c', 4)),
      release(server.ctx.db, { userId: id, points: 25, idemKey: 'batch-release' }),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const charged = 15 + 21 + 10;
    expect(await balanceOf(server, id)).toEqual({
      balance: 1000 - 600 - 50 + 30 - 20 + 25,
      held: 600 + 50 - charged - 25,
    });
    const written = await entryCount(server, id);
    expect(written).toBe(2 + 5 + 6 + 4 + 4);

    await chargeHeld(server.ctx.db, id, batch('b', 6));
    await expect(
      chargeHeld(server.ctx.db, id, [{ points: 10_000, idemKey: 'batch-too-much', item: 'fanCollection' }]),
    ).rejects.toSatisfy(insufficient);
    expect(await entryCount(server, id)).toBe(written);
    await expectConsistent(server, id);
  });

  it('keeps the running totals behind the dashboard equal to the entries', async () => {
    const { id } = await ownerPerson(server);
    await grant(server, id, 300);
    await charge(server.ctx.db, { userId: id, points: 50, idemKey: unique('c'), item: 'registration' });
    await hold(server.ctx.db, { userId: id, points: 100, idemKey: 'h' });
    await charge(server.ctx.db, {
      userId: id,
      points: 40,
      idemKey: 'hc',
      item: 'fanCollection',
      fromHold: true,
    });
    await release(server.ctx.db, { userId: id, points: 60, idemKey: 'hr' });
    await refund(server.ctx.db, { userId: id, points: 15, idemKey: 'rf' });
    expect(await latestEntry(server.ctx.db, id)).toMatchObject({ recharged_total: 315, consumed_total: 90 });
    await expectConsistent(server, id);
  });
});
