import { INVITATION_CODE_LENGTH, Role } from '@reelfleet/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';
import {
  adminPerson,
  agentPerson,
  balanceOf,
  callAs,
  entryCount,
  ownerPerson,
  type Person,
  staffPerson,
  unique,
} from './admin-fixtures.ts';
import { fieldsOf } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { bodyOf, field, fuzzRoutes, newLoginFields } from './route-fuzz.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

describe(`admin user administration (${TEST_DB})`, () => {
  const server = suiteServer();
  const admin = beforeAllValue(() => adminPerson(server));

  const send = (method: 'POST' | 'PUT', url: string, who: Person | undefined, payload: unknown) =>
    callAs(server, method, url, who, payload);
  const add = (body: Record<string, unknown>, who: Person = admin) =>
    send('POST', '/api/admin/user/add', who, body);
  const update = (body: Record<string, unknown>, who: Person = admin) =>
    send('PUT', '/api/admin/user/update', who, body);
  const list = (body: Record<string, unknown>, query = '', who: Person = admin) =>
    send('POST', `/api/admin/user/queryList${query}`, who, body);
  const rechargeUser = (body: Record<string, unknown>, who: Person = admin) =>
    send('POST', '/api/admin/user/recharge', who, body);

  it('lets only the admin use the admin routes: 200 / 403 / 401 by role', async () => {
    const owner = await ownerPerson(server);
    const cast: Record<string, Person | undefined> = {
      admin,
      agent: await agentPerson(server),
      owner,
      service: await staffPerson(server, owner.id, [Role.service]),
      manager: await staffPerson(server, owner.id, [Role.manager]),
      anonymous: undefined,
    };
    const target = await ownerPerson(server);
    const routes = {
      add: (who?: Person) =>
        send('POST', '/api/admin/user/add', who, {
          username: unique('made'),
          password: 'secret123',
          email: 'made@example.com',
        }),
      queryList: (who?: Person) => send('POST', '/api/admin/user/queryList', who, {}),
      update: (who?: Person) =>
        send('PUT', '/api/admin/user/update', who, { id: target.id, status: 'active' }),
      recharge: (who?: Person) =>
        send('POST', '/api/admin/user/recharge', who, { userId: target.id, amount: 1, idemKey: unique('k') }),
    };
    const expected: Record<string, number> = {
      admin: 200,
      agent: 403,
      owner: 403,
      service: 403,
      manager: 403,
      anonymous: 401,
    };
    const seen: Record<string, Record<string, number>> = {};
    for (const [route, call] of Object.entries(routes)) {
      for (const [role, who] of Object.entries(cast)) {
        seen[route] = { ...seen[route], [role]: (await call(who)).statusCode };
      }
    }
    for (const route of Object.keys(routes)) expect(seen[route]).toEqual(expected);
    // Only the admin's one recharge moved points.
    expect(await balanceOf(server, target.id)).toEqual({ balance: 1, held: 0 });
  });

  describe('POST /admin/user/add', () => {
    it('creates an owner with the user role and no invitation code', async () => {
      const username = unique('plain');
      const res = await add({ username, password: 'secret123', email: 'plain@example.com' });
      expect(res.statusCode).toBe(200);
      const u = res.json().data;
      expect(u).toMatchObject({
        username,
        email: 'plain@example.com',
        roles: [Role.user],
        userType: 'owner',
        level: 0,
        levelName: '',
        balance: 0,
        inviteCode: null,
        agentId: null,
        status: 'active',
      });
      expect(u.workspaceId).toBe(u.id);
      expect(u).not.toHaveProperty('password');
      expect(JSON.stringify(u)).not.toContain('argon2');
    });

    it('makes an agent of level > 0 with a unique invitation code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const res = await add({
          username: unique('agent'),
          password: 'secret123',
          email: 'a@example.com',
          level: 1,
          roles: ['vip'],
        });
        const u = res.json().data;
        expect(u.roles).toEqual([Role.vip, Role.agent]);
        expect(u.levelName).toBe('Level 1 agent');
        expect(u.inviteCode).toMatch(new RegExp(`^[A-Z0-9]{${INVITATION_CODE_LENGTH}}$`));
        codes.add(u.inviteCode);
      }
      expect(codes.size).toBe(3);
    });

    it('refuses a taken username with 409 and bad fields with 400 naming them', async () => {
      const username = unique('taken');
      expect((await add({ username, password: 'secret123', email: 't@example.com' })).statusCode).toBe(200);
      const again = await add({ username, password: 'secret123', email: 't@example.com' });
      expect(again.statusCode).toBe(409);
      const bad = await add({ username: 'ab', password: '123', email: 'nope', level: 10 });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json()).sort()).toEqual(['email', 'level', 'password', 'username']);
    });

    it('never takes balance, workspace, the admin role or unknown fields from the body', async () => {
      const base = { username: unique('sneaky'), password: 'secret123', email: 's@example.com' };
      for (const extra of [{ balance: 1000 }, { workspaceId: 1 }, { held: 5 }, { userType: 'admin' }]) {
        const res = await add({ ...base, ...extra });
        expect(res.statusCode).toBe(400);
        expect(fieldsOf(res.json())).toEqual(Object.keys(extra));
      }
      for (const roles of [['admin'], ['agent'], ['manager']]) {
        const res = await add({ ...base, roles });
        expect(res.statusCode).toBe(400);
        expect(fieldsOf(res.json())).toEqual(['roles.0']);
      }
      const none = await list({ username: base.username });
      expect(none.json().data.total).toBe(0);
    });
  });

  describe('POST /admin/user/queryList', () => {
    it('filters by username, status, level and role, and pages', async () => {
      const tag = unique('flt');
      const made = [];
      for (let i = 0; i < 3; i++) {
        made.push(
          (
            await add({
              username: `${tag}_${i}`,
              password: 'secret123',
              email: 'f@example.com',
              level: i === 0 ? 2 : 0,
            })
          ).json().data,
        );
      }
      await update({ id: made[2].id, status: 'disabled' });
      const byName = await list({ username: tag.toUpperCase() });
      expect(byName.json().data).toMatchObject({ total: 3, pageNo: 1, pageSize: 20 });
      expect(byName.json().data.list.map((u: { username: string }) => u.username)).toEqual([
        `${tag}_2`,
        `${tag}_1`,
        `${tag}_0`,
      ]);
      const agents = await list({ username: tag, role: 'agent' });
      expect(agents.json().data.list.map((u: { id: number }) => u.id)).toEqual([made[0].id]);
      const level2 = await list({ username: tag, level: 2 });
      expect(level2.json().data.total).toBe(1);
      const disabled = await list({ username: tag, status: 'disabled' });
      expect(disabled.json().data.list.map((u: { id: number }) => u.id)).toEqual([made[2].id]);
      const page2 = await list({ username: tag }, '?pageNo=2&pageSize=10');
      expect(page2.json().data).toMatchObject({ list: [], total: 3, pageNo: 2, pageSize: 10 });
      const wildcard = await list({ username: '%' });
      expect(wildcard.json().data.total).toBe(0);
    });
  });

  describe('PUT /admin/user/update', () => {
    it('disabling ends every session at once; enabling does not revive them', async () => {
      const owner = await ownerPerson(server);
      const probe = () =>
        server.app.inject({ method: 'GET', url: '/api/dashboard/finance', headers: owner.headers });
      expect((await probe()).statusCode).toBe(200);
      const res = await update({ id: owner.id, status: 'disabled' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('disabled');
      expect((await probe()).statusCode).toBe(401);
      await update({ id: owner.id, status: 'active' });
      expect((await probe()).statusCode).toBe(401);
      const revoked = await server.ctx.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('user_id', '=', owner.id)
        .execute();
      expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);
    });

    it('makes an owner an agent with a code, and back', async () => {
      const owner = await ownerPerson(server);
      const up = await update({ id: owner.id, level: 2, levelName: 'Gold agent' });
      expect(up.json().data).toMatchObject({
        level: 2,
        levelName: 'Gold agent',
        roles: [Role.user, Role.agent],
      });
      expect(up.json().data.inviteCode).toHaveLength(INVITATION_CODE_LENGTH);
      const again = await update({ id: owner.id, level: 3 });
      expect(again.json().data.inviteCode).toBe(up.json().data.inviteCode);
      const down = await update({ id: owner.id, level: 0 });
      expect(down.json().data).toMatchObject({
        level: 0,
        levelName: '',
        roles: [Role.user],
        inviteCode: null,
      });
      const vip = await update({ id: owner.id, roles: ['user', 'vip'] });
      expect(vip.json().data.roles).toEqual([Role.user, Role.vip]);
    });

    it("keeps staff within staff roles and level 0, and the admin's own account out of reach", async () => {
      const owner = await ownerPerson(server);
      const staff = await staffPerson(server, owner.id, [Role.service]);
      const ok = await update({ id: staff.id, roles: ['manager'] });
      expect(ok.json().data.roles).toEqual([Role.manager]);
      const vip = await update({ id: staff.id, roles: ['vip'] });
      expect(vip.statusCode).toBe(400);
      expect(fieldsOf(vip.json())).toEqual(['roles']);
      const agentStaff = await update({ id: staff.id, level: 1 });
      expect(agentStaff.statusCode).toBe(400);
      expect(fieldsOf(agentStaff.json())).toEqual(['level']);
      const ownerAsStaff = await update({ id: owner.id, roles: ['manager'] });
      expect(ownerAsStaff.statusCode).toBe(400);
      const self = await update({ id: admin.id, status: 'disabled' });
      expect(self.statusCode).toBe(403);
      expect((await update({ id: 99_999_999, status: 'active' })).statusCode).toBe(404);
      const adminRole = await update({ id: owner.id, roles: ['admin'] });
      expect(adminRole.statusCode).toBe(400);
      const balance = await update({ id: owner.id, balance: 10 });
      expect(balance.statusCode).toBe(400);
      expect(fieldsOf(balance.json())).toEqual(['balance']);
    });
  });

  describe('POST /admin/user/recharge', () => {
    it('credits an owner through the ledger once per idempotency key', async () => {
      const owner = await ownerPerson(server);
      const body = { userId: owner.id, amount: 250, idemKey: 'pay-1', remark: 'invoice 7' };
      const first = await rechargeUser(body);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({
        entryId: expect.any(Number),
        userId: owner.id,
        amount: 250,
        balance: 250,
        replayed: false,
      });
      const again = await rechargeUser(body);
      expect(again.json().data).toMatchObject({ entryId: first.json().data.entryId, replayed: true });
      const t = await ledgerTotals(server.ctx.db, owner.id);
      expect(t).toMatchObject({ balance: 250, sumAmount: 250, entries: 1 });
      const notices = await server.ctx.db
        .selectFrom('notifications')
        .select(['type', 'message'])
        .where('user_id', '=', owner.id)
        .execute();
      expect(notices).toEqual([
        { type: 'finance', message: 'Recharge: +250 points from the administrator (balance 250)' },
      ]);
      const reused = await rechargeUser({ ...body, amount: 251 });
      expect(reused.statusCode).toBe(409);
      expect(await balanceOf(server, owner.id)).toEqual({ balance: 250, held: 0 });
    });

    it('refuses staff, unknown users and bad amounts, writing nothing', async () => {
      const owner = await ownerPerson(server);
      const staff = await staffPerson(server, owner.id, [Role.manager]);
      const before = await entryCount(server);
      const toStaff = await rechargeUser({ userId: staff.id, amount: 5, idemKey: 'a' });
      expect(toStaff.statusCode).toBe(400);
      expect(fieldsOf(toStaff.json())).toEqual(['userId']);
      expect((await rechargeUser({ userId: admin.id, amount: 5, idemKey: 'b' })).statusCode).toBe(400);
      expect((await rechargeUser({ userId: 99_999_999, amount: 5, idemKey: 'c' })).statusCode).toBe(404);
      for (const amount of [0, -5, 1.5, '10', 100_000_001]) {
        const res = await rechargeUser({ userId: owner.id, amount, idemKey: 'd' });
        expect(res.statusCode).toBe(400);
        expect(fieldsOf(res.json())).toEqual(['amount']);
      }
      const noKey = await rechargeUser({ userId: owner.id, amount: 5 });
      expect(fieldsOf(noKey.json())).toEqual(['idemKey']);
      expect(await entryCount(server)).toBe(before);
    });
  });

  it('never answers 5xx to any body on the admin routes', async () => {
    const owner = await ownerPerson(server);
    const staff = await staffPerson(server, owner.id, [Role.service]);
    const ids = fc.oneof(
      { weight: 3, arbitrary: fc.constant(owner.id) },
      { weight: 1, arbitrary: fc.constantFrom(staff.id, admin.id, 99_999_999) },
    );
    const level = fc.integer({ min: 0, max: 9 });
    const roles = fc.subarray(['user', 'vip', 'service', 'manager']);
    await fuzzRoutes(server, {
      base: '/api/admin/user',
      headers: admin.headers,
      numRuns: 150,
      routes: {
        add: {
          method: 'POST',
          body: bodyOf({
            ...newLoginFields,
            level: field(level),
            levelName: field(fc.string({ maxLength: 20 })),
            roles: field(fc.subarray(['user', 'vip'])),
          }),
          valid: {
            username: unique('fz'),
            password: 'secret123',
            email: 'fuzz@example.com',
            level: 1,
            roles: ['user'],
          },
        },
        queryList: {
          method: 'POST',
          body: bodyOf({
            username: field(fc.string({ maxLength: 8 })),
            status: field(fc.constantFrom('active', 'disabled')),
            level: field(level),
            role: field(fc.constantFrom('admin', 'agent', 'user', 'vip', 'service', 'manager')),
            userType: field(fc.constantFrom('owner', 'staff', 'admin')),
          }),
          valid: { status: 'active' },
        },
        update: {
          method: 'PUT',
          body: bodyOf({
            id: field(ids),
            status: field(fc.constantFrom('active', 'disabled')),
            level: field(level),
            levelName: field(fc.string({ maxLength: 20 })),
            roles: field(roles),
          }),
          valid: { id: owner.id, status: 'active', roles: ['user'] },
        },
        recharge: {
          method: 'POST',
          body: bodyOf({
            userId: field(ids),
            amount: field(fc.integer({ min: 1, max: 1000 })),
            idemKey: field(fc.stringMatching(/^[a-z]{1,3}$/)),
            remark: field(fc.string({ maxLength: 30 })),
          }),
          valid: { userId: owner.id, amount: 5, idemKey: 'fuzz-valid', remark: 'fuzz' },
        },
      },
    });
    // Whatever was accepted kept every balance equal to its ledger.
    const users = await server.ctx.db.selectFrom('users').select('id').execute();
    for (const { id } of users) {
      const t = await ledgerTotals(server.ctx.db, id);
      expect(t.balance).toBe(t.sumAmount);
    }
  });
});
