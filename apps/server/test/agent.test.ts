import { INVITATION_CODE_LENGTH, Role } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ledgerTotals, recharge } from '../src/modules/finance/ledger.ts';
import {
  adminPerson,
  agentPerson,
  balanceOf,
  callAs,
  entryCount,
  ownerPerson,
  type Person,
  staffPerson,
} from './admin-fixtures.ts';
import { fieldsOf } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { suiteServer } from './suite.ts';

describe(`agent back end (${TEST_DB})`, () => {
  const server = suiteServer();

  const invite = (who?: Person) => callAs(server, 'GET', '/api/agent/user/invite', who);
  const users = (who: Person | undefined, body: unknown = {}, query = '') =>
    callAs(server, 'POST', `/api/agent/user/queryList${query}`, who, body);
  const rechargeUser = (who: Person | undefined, body: Record<string, unknown>) =>
    callAs(server, 'POST', '/api/agent/user/recharge', who, body);

  it('answers the invitation code to agents only', async () => {
    const agent = await agentPerson(server);
    await ownerPerson(server, { agentId: agent.id });
    const res = await invite(agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      inviteCode: agent.inviteCode,
      level: 1,
      levelName: 'Level 1 agent',
      invitedUsers: 1,
      contact: '',
      balance: 0,
    });
    expect(agent.inviteCode).toHaveLength(INVITATION_CODE_LENGTH);
    const owner = await ownerPerson(server);
    const staff = await staffPerson(server, agent.id, [Role.manager]);
    expect((await invite(owner)).statusCode).toBe(403);
    expect((await invite(staff)).statusCode).toBe(403);
    expect((await invite(await adminPerson(server))).statusCode).toBe(403);
    expect((await invite()).statusCode).toBe(401);
  });

  it('lists only the users registered with the calling agent', async () => {
    const agent = await agentPerson(server);
    const rival = await agentPerson(server);
    const mine = [
      await ownerPerson(server, { agentId: agent.id }),
      await ownerPerson(server, { agentId: agent.id }),
    ] as const;
    await ownerPerson(server, { agentId: rival.id });
    await ownerPerson(server);
    const res = await users(agent);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 2, pageNo: 1, pageSize: 20 });
    expect(data.list.map((u: { id: number }) => u.id)).toEqual([mine[1].id, mine[0].id]);
    expect(Object.keys(data.list[0]).sort()).toEqual(
      [
        'balance',
        'createTime',
        'email',
        'held',
        'id',
        'lastLogin',
        'level',
        'levelName',
        'name',
        'status',
        'username',
      ].sort(),
    );
    const byName = await users(agent, { username: mine[0].username.toUpperCase() });
    expect(byName.json().data.list.map((u: { id: number }) => u.id)).toEqual([mine[0].id]);
    const page = await users(agent, {}, '?pageNo=2&pageSize=10');
    expect(page.json().data).toMatchObject({ list: [], total: 2, pageNo: 2 });
    const bad = await users(agent, { agentId: rival.id });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['agentId']);
  });

  it("moves points from the agent's balance to their user", async () => {
    const agent = await agentPerson(server, { points: 1000 });
    const user = await ownerPerson(server, { agentId: agent.id });
    const res = await rechargeUser(agent, {
      userId: user.id,
      amount: 300,
      idemKey: 'a-1',
      remark: 'welcome',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      entryId: expect.any(Number),
      userId: user.id,
      amount: 300,
      balance: 300,
      agentBalance: 700,
      replayed: false,
    });
    const again = await rechargeUser(agent, {
      userId: user.id,
      amount: 300,
      idemKey: 'a-1',
      remark: 'welcome',
    });
    expect(again.json().data).toMatchObject({
      entryId: res.json().data.entryId,
      replayed: true,
      agentBalance: 700,
    });
    expect(await balanceOf(server, agent.id)).toEqual({ balance: 700, held: 0 });
    expect(await balanceOf(server, user.id)).toEqual({ balance: 300, held: 0 });
    const notices = await server.ctx.db
      .selectFrom('notifications')
      .select(['type', 'message'])
      .where('user_id', '=', user.id)
      .execute();
    expect(notices).toEqual([
      { type: 'finance', message: `Recharge: +300 points from agent ${agent.username} (balance 300)` },
    ]);
    const listed = await users(agent);
    expect(listed.json().data.list[0].balance).toBe(300);
  });

  it('writes nothing when the agent lacks the points', async () => {
    const agent = await agentPerson(server, { points: 50 });
    const user = await ownerPerson(server, { agentId: agent.id });
    const before = await entryCount(server);
    const res = await rechargeUser(agent, { userId: user.id, amount: 51, idemKey: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Not enough points: 51 needed, 50 available' });
    expect(res.json().data).toMatchObject({ needed: 51, balance: 50 });
    expect(await entryCount(server)).toBe(before);
    expect(await balanceOf(server, agent.id)).toEqual({ balance: 50, held: 0 });
    expect(await balanceOf(server, user.id)).toEqual({ balance: 0, held: 0 });
    expect(await countRows(server.ctx.db, 'notifications', { column: 'user_id', in: [user.id] })).toBe(0);
  });

  it("rolls the agent's charge back when the user's entry cannot be written", async () => {
    const agent = await agentPerson(server, { points: 500 });
    const user = await ownerPerson(server, { agentId: agent.id });
    // The user's side of this key already holds a different operation: the credit fails after the debit.
    await recharge(server.ctx.db, { userId: user.id, points: 1, idemKey: `transfer-in:${agent.id}:clash` });
    const agentEntries = await entryCount(server, agent.id);
    const res = await rechargeUser(agent, { userId: user.id, amount: 100, idemKey: 'clash' });
    expect(res.statusCode).toBe(409);
    expect(await balanceOf(server, agent.id)).toEqual({ balance: 500, held: 0 });
    expect(await entryCount(server, agent.id)).toBe(agentEntries);
    expect(await balanceOf(server, user.id)).toEqual({ balance: 1, held: 0 });
  });

  it("answers 404 for another agent's user, an unknown id, or the agent's own staff", async () => {
    const agent = await agentPerson(server, { points: 100 });
    const rival = await agentPerson(server);
    const theirs = await ownerPerson(server, { agentId: rival.id });
    const staff = await staffPerson(server, agent.id, [Role.service]);
    const before = await entryCount(server);
    for (const userId of [theirs.id, 99_999_999, staff.id, agent.id, rival.id]) {
      const res = await rechargeUser(agent, { userId, amount: 10, idemKey: `x-${userId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'Not found', data: null });
    }
    expect(await entryCount(server)).toBe(before);
    const owner = await ownerPerson(server, { points: 100 });
    expect((await rechargeUser(owner, { userId: theirs.id, amount: 10, idemKey: 'o' })).statusCode).toBe(403);
  });

  it('lets exactly floor(balance / amount) of 50 parallel recharges through', async () => {
    const agent = await agentPerson(server, { points: 1000 });
    const user = await ownerPerson(server, { agentId: agent.id });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        rechargeUser(agent, { userId: user.id, amount: 30, idemKey: `p-${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(33);
    expect(codes.filter((c) => c === 422)).toHaveLength(17);
    expect(await balanceOf(server, agent.id)).toEqual({ balance: 10, held: 0 });
    expect(await balanceOf(server, user.id)).toEqual({ balance: 990, held: 0 });
    for (const id of [agent.id, user.id]) {
      const t = await ledgerTotals(server.ctx.db, id);
      expect(t.balance).toBe(t.sumAmount);
    }
  });

  it('creates one transfer when the same key is sent concurrently', async () => {
    const agent = await agentPerson(server, { points: 1000 });
    const user = await ownerPerson(server, { agentId: agent.id });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        rechargeUser(agent, { userId: user.id, amount: 100, idemKey: 'once' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().data.entryId)).size).toBe(1);
    expect(results.filter((r) => r.json().data.replayed === false)).toHaveLength(1);
    expect(await balanceOf(server, agent.id)).toEqual({ balance: 900, held: 0 });
    expect(await balanceOf(server, user.id)).toEqual({ balance: 100, held: 0 });
  });

  it('refuses bodies that try to name the payer or set a balance', async () => {
    const agent = await agentPerson(server, { points: 100 });
    const user = await ownerPerson(server, { agentId: agent.id });
    const bad = [
      { fromUserId: 1 },
      { balance: 5 },
      { agentId: agent.id },
      { idemKey: 'n\u0000', remark: 'a\u0000b' },
    ];
    for (const extra of bad) {
      const res = await rechargeUser(agent, { userId: user.id, amount: 5, idemKey: 'e', ...extra });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json()).sort()).toEqual(Object.keys(extra).sort());
    }
    const search = await users(agent, { username: '\u0000' });
    expect(search.statusCode).toBe(400);
    expect(fieldsOf(search.json())).toEqual(['username']);
    expect(await balanceOf(server, agent.id)).toEqual({ balance: 100, held: 0 });
  });
});
