import { PRICE_NAMES, Role } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { charge, hold, refund, transfer } from '../src/modules/finance/ledger.ts';
import { financeSummary } from '../src/modules/finance/records.ts';
import {
  adminPerson,
  agentPerson,
  grant,
  ownerAuth,
  ownerPerson,
  type Person,
  staffPerson,
  unique,
} from './admin-fixtures.ts';
import { fieldsOf } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

describe(`prices, finance lists and the finance card (${TEST_DB})`, () => {
  const server = suiteServer();
  const admin = beforeAllValue(() => adminPerson(server));

  const get = (url: string, who?: Person) =>
    server.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const post = (url: string, who: Person | undefined, payload: unknown) =>
    server.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload: payload as object });

  describe('GET /finance/price/name', () => {
    it('answers one price by name with the spec figures', async () => {
      const owner = await ownerPerson(server);
      const reg = await get('/api/finance/price/name?name=registration', owner);
      expect(reg.statusCode).toBe(200);
      expect(reg.json().data).toEqual({
        name: 'registration',
        points: 25,
        per: 1,
        unit: 'account',
        updateTime: expect.any(String),
      });
      const fans = await get('/api/finance/price/name?name=fanCollection', owner);
      expect(fans.json().data).toMatchObject({ name: 'fanCollection', points: 1, per: 100, unit: 'fan' });
    });

    it('answers every price without a name', async () => {
      const owner = await ownerPerson(server);
      const all = await get('/api/finance/price/name', owner);
      expect(all.statusCode).toBe(200);
      const names = all.json().data.map((p: { name: string }) => p.name);
      expect(names).toEqual([...PRICE_NAMES]);
      expect(names).toEqual(expect.arrayContaining(['registration', 'fanCollection', 'deviceRental']));
      const price = (name: string) => all.json().data.find((p: { name: string }) => p.name === name);
      expect(price('deviceRental')).toMatchObject({ points: 300, per: 1, unit: 'month' });
      expect(price('registration')).toMatchObject({ points: 25, per: 1, unit: 'account' });
      expect(price('fanCollection')).toMatchObject({ points: 1, per: 100, unit: 'fan' });
    });

    it('names the field of an unknown price and needs a login', async () => {
      const owner = await ownerPerson(server);
      const bad = await get('/api/finance/price/name?name=likes', owner);
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toEqual(['name']);
      expect((await get('/api/finance/price/name')).statusCode).toBe(401);
    });
  });

  describe('recharge records', () => {
    it('lists the fields of spec 3, newest first, only for the caller', async () => {
      const owner = await ownerPerson(server);
      const other = await ownerPerson(server, { points: 999 });
      const r1 = await post('/api/admin/user/recharge', admin, {
        userId: owner.id,
        amount: 500,
        idemKey: unique('k'),
        remark: 'bank transfer',
        voucher: 'TX-1001',
      });
      expect(r1.statusCode).toBe(200);
      await refund(server.ctx.db, {
        userId: owner.id,
        points: 20,
        idemKey: 'refund-1',
        remark: 'failed task',
      });

      const res = await post('/api/finance/recharge/queryList', owner, {});
      expect(res.statusCode).toBe(200);
      const { list, total, pageNo, pageSize } = res.json().data;
      expect({ total, pageNo, pageSize }).toEqual({ total: 2, pageNo: 1, pageSize: 20 });
      expect(list[0]).toEqual({
        id: expect.any(Number),
        userId: owner.id,
        username: owner.username,
        amount: 20,
        operator: null,
        orderType: 'refund',
        channel: 'system',
        status: 'completed',
        paymentMethod: 'refund',
        voucher: null,
        remark: 'failed task',
        balance: 520,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(list[1]).toMatchObject({
        amount: 500,
        operator: 'admin',
        orderType: 'recharge',
        channel: 'admin',
        paymentMethod: 'manual',
        voucher: 'TX-1001',
        remark: 'bank transfer',
        balance: 500,
      });
      expect(list.some((r: { userId: number }) => r.userId === other.id)).toBe(false);
    });

    it('pages with pageNo and pageSize and refuses other sizes', async () => {
      const owner = await ownerPerson(server);
      for (let i = 0; i < 12; i++) await grant(server, owner.id, i + 1);
      const p1 = await post('/api/finance/recharge/queryList?pageNo=1&pageSize=10', owner, {});
      const p2 = await post('/api/finance/recharge/queryList?pageNo=2&pageSize=10', owner, {});
      expect(p1.json().data).toMatchObject({ total: 12, pageNo: 1, pageSize: 10 });
      expect(p1.json().data.list).toHaveLength(10);
      expect(p2.json().data.list.map((r: { amount: number }) => r.amount)).toEqual([2, 1]);
      expect(p1.json().data.list[0].amount).toBe(12);
      const bad = await post('/api/finance/recharge/queryList?pageSize=7', owner, {});
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toEqual(['pageSize']);
    });

    it('counts any time slice exactly as the entries in it', async () => {
      const owner = await ownerPerson(server);
      for (let i = 0; i < 8; i++) {
        await grant(server, owner.id, 10 + i);
        await charge(server.ctx.db, { userId: owner.id, points: 1, idemKey: `s${i}`, item: 'registration' });
        await new Promise((r) => setTimeout(r, 3));
      }
      const entries = await server.ctx.db
        .selectFrom('ledger_entries')
        .select(['kind', 'created_at'])
        .where('user_id', '=', owner.id)
        .orderBy('id')
        .execute();
      const times = entries.map((e) => e.created_at);
      const slices = [
        [times[0], times.at(-1)],
        [times[3], times[9]],
        [times[4], times[4]],
        [undefined, times[6]],
        [times[11], undefined],
      ] as const;
      for (const [startTime, endTime] of slices) {
        const inSlice = entries.filter(
          (e) => (!startTime || e.created_at >= startTime) && (!endTime || e.created_at <= endTime),
        );
        const body = { ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}) };
        const recharges = await post('/api/finance/recharge/queryList?pageSize=10', owner, body);
        const charges = await post('/api/finance/consume/queryList?pageSize=10', owner, body);
        expect(recharges.json().data.total).toBe(inSlice.filter((e) => e.kind === 'recharge').length);
        expect(charges.json().data.total).toBe(inSlice.filter((e) => e.kind === 'charge').length);
        expect(charges.json().data.list).toHaveLength(
          Math.min(10, inSlice.filter((e) => e.kind === 'charge').length),
        );
      }
    });

    it('filters by type and time range; a reversed range names endTime', async () => {
      const owner = await ownerPerson(server, { points: 10 });
      await refund(server.ctx.db, { userId: owner.id, points: 3, idemKey: 'r' });
      const refunds = await post('/api/finance/recharge/queryList', owner, { type: 'refund' });
      expect(refunds.json().data.list.map((r: { orderType: string }) => r.orderType)).toEqual(['refund']);
      const future = new Date(Date.now() + 3600_000).toISOString();
      const none = await post('/api/finance/recharge/queryList', owner, { startTime: future });
      expect(none.json().data.total).toBe(0);
      const past = new Date(Date.now() - 3600_000).toISOString();
      const some = await post('/api/finance/recharge/queryList', owner, { startTime: past, endTime: future });
      expect(some.json().data.total).toBe(2);
      const reversed = await post('/api/finance/recharge/queryList', owner, {
        startTime: future,
        endTime: past,
      });
      expect(reversed.statusCode).toBe(400);
      expect(fieldsOf(reversed.json())).toEqual(['endTime']);
      const badTime = await post('/api/finance/recharge/queryList', owner, { startTime: 'yesterday' });
      expect(badTime.statusCode).toBe(400);
      expect(fieldsOf(badTime.json())).toEqual(['startTime']);
    });

    it("shows staff their workspace's records; another user's id answers 404; the admin filters by user", async () => {
      const owner = await ownerPerson(server, { points: 40 });
      const other = await ownerPerson(server, { points: 60 });
      // Records are a manager's area (contract ROLE_AREAS); customer service is refused them.
      const service = await staffPerson(server, owner.id, [Role.service]);
      expect((await post('/api/finance/recharge/queryList', service, {})).statusCode).toBe(403);
      const staff = await staffPerson(server, owner.id, [Role.manager]);
      const mine = await post('/api/finance/recharge/queryList', staff, {});
      expect(mine.json().data.list.map((r: { userId: number }) => r.userId)).toEqual([owner.id]);
      const foreign = await post('/api/finance/recharge/queryList', owner, { userId: other.id });
      expect(foreign.statusCode).toBe(404);
      const own = await post('/api/finance/recharge/queryList', owner, { userId: owner.id });
      expect(own.statusCode).toBe(200);
      const byAdmin = await post('/api/finance/recharge/queryList', admin, { userId: other.id });
      expect(byAdmin.json().data.list.map((r: { amount: number }) => r.amount)).toEqual([60]);
      const everyone = await post('/api/finance/recharge/queryList', admin, {});
      expect(everyone.json().data.total).toBeGreaterThanOrEqual(2);
    });

    it('refuses unknown body fields', async () => {
      const owner = await ownerPerson(server);
      const res = await post('/api/finance/recharge/queryList', owner, { balance: 5 });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['balance']);
    });
  });

  describe('consumption records', () => {
    it('lists type, quantity, unit price, total and balance', async () => {
      const owner = await ownerPerson(server, { points: 1000 });
      await charge(server.ctx.db, {
        userId: owner.id,
        points: 75,
        idemKey: 'reg',
        item: 'registration',
        quantity: 3,
        unitPrice: 25,
        refType: 'task',
        refId: 1,
      });
      await hold(server.ctx.db, { userId: owner.id, points: 10, idemKey: 'h' });
      await charge(server.ctx.db, {
        userId: owner.id,
        points: 3,
        idemKey: 'fans',
        item: 'fanCollection',
        quantity: 250,
        unitPrice: 1,
        fromHold: true,
      });
      const res = await post('/api/finance/consume/queryList', owner, {});
      expect(res.statusCode).toBe(200);
      const { list, total } = res.json().data;
      expect(total).toBe(2);
      expect(list[0]).toEqual({
        id: expect.any(Number),
        userId: owner.id,
        username: owner.username,
        type: 'fanCollection',
        quantity: 250,
        unitPrice: 1,
        total: 3,
        // The points after it, the 7 still held included: 1000 - 75 - 3.
        balance: 922,
        remark: '',
        time: expect.any(String),
      });
      expect(list[1]).toMatchObject({
        type: 'registration',
        quantity: 3,
        unitPrice: 25,
        total: 75,
        balance: 925,
      });
      const regOnly = await post('/api/finance/consume/queryList', owner, { type: 'registration' });
      expect(regOnly.json().data.list.map((r: { type: string }) => r.type)).toEqual(['registration']);
    });

    it("shows an agent's transfers to their users as consumption", async () => {
      const agent = await agentPerson(server, { points: 100 });
      const user = await ownerPerson(server, { agentId: agent.id });
      await transfer(server.ctx.db, { fromUserId: agent.id, toUserId: user.id, points: 40, idemKey: 'x' });
      const res = await post('/api/finance/consume/queryList', agent, {});
      expect(res.json().data.list).toEqual([
        expect.objectContaining({
          type: 'agentTransfer',
          quantity: 1,
          unitPrice: 40,
          total: 40,
          balance: 60,
        }),
      ]);
      const theirs = await post('/api/finance/recharge/queryList', user, {});
      expect(theirs.json().data.list).toEqual([
        expect.objectContaining({
          amount: 40,
          operator: agent.username,
          channel: 'agent',
          paymentMethod: 'agentBalance',
        }),
      ]);
    });
  });

  describe('GET /dashboard/finance', () => {
    it('answers real sums from the ledger', async () => {
      const owner = await ownerPerson(server);
      await grant(server, owner.id, 300);
      await grant(server, owner.id, 200);
      await charge(server.ctx.db, { userId: owner.id, points: 50, idemKey: 'c1', item: 'registration' });
      await hold(server.ctx.db, { userId: owner.id, points: 100, idemKey: 'h1' });
      await charge(server.ctx.db, {
        userId: owner.id,
        points: 30,
        idemKey: 'c2',
        item: 'fanCollection',
        fromHold: true,
      });
      await refund(server.ctx.db, { userId: owner.id, points: 5, idemKey: 'r1' });
      const res = await get('/api/dashboard/finance', owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        balance: 355,
        held: 70,
        totalRecharge: 505,
        totalConsumption: 80,
        rechargeThisMonth: 505,
        consumptionThisMonth: 80,
      });
      const staff = await staffPerson(server, owner.id, [Role.manager]);
      expect((await get('/api/dashboard/finance', staff)).json().data.balance).toBe(355);
      expect((await get('/api/dashboard/finance')).statusCode).toBe(401);
    });

    it('counts "this month" from the 1st (UTC): next month starts at zero', async () => {
      const owner = await ownerPerson(server, { points: 80 });
      await charge(server.ctx.db, { userId: owner.id, points: 30, idemKey: 'c', item: 'deviceRental' });
      const now = new Date();
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
      expect(await financeSummary(server.ctx.db, ownerAuth(owner), nextMonth)).toEqual({
        balance: 50,
        held: 0,
        totalRecharge: 80,
        totalConsumption: 30,
        rechargeThisMonth: 0,
        consumptionThisMonth: 0,
      });
    });
  });
});
