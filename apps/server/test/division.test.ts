import { Role } from '@reelfleet/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../src/modules/auth/session.ts';
import { adminPerson, agentPerson, ownerPerson, type Person, staffPerson, unique } from './admin-fixtures.ts';
import { fieldsOf } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { bodyOf, field, fuzzRoutes, newLoginFields } from './route-fuzz.ts';
import { suiteServer } from './suite.ts';

describe(`department management (${TEST_DB})`, () => {
  const server = suiteServer();

  const send = (method: 'POST' | 'PUT', route: string, who: Person | undefined, payload: unknown) =>
    server.app.inject({
      method,
      url: `/api/user/division/${route}`,
      headers: who?.headers ?? {},
      payload: payload as object,
    });
  const add = (who: Person | undefined, body: Record<string, unknown>) => send('POST', 'add', who, body);
  const list = (who: Person | undefined, body: unknown = {}, query = '') =>
    send('POST', `queryList${query}`, who, body);
  const update = (who: Person | undefined, body: Record<string, unknown>) => send('PUT', 'update', who, body);
  const newStaff = (roles: string[] = ['service']) => ({
    username: unique('staff'),
    password: 'secret123',
    roles,
  });

  it("adds a staff login inside the owner's workspace that acts there", async () => {
    const owner = await ownerPerson(server);
    const body = { ...newStaff(['service']), name: 'Desk 1', email: 'desk@example.com' };
    const res = await add(owner, body);
    expect(res.statusCode).toBe(200);
    const staff = res.json().data;
    expect(staff).toEqual({
      id: expect.any(Number),
      username: body.username,
      name: 'Desk 1',
      email: 'desk@example.com',
      roles: [Role.service],
      status: 'active',
      workspaceId: owner.id,
      lastLogin: null,
      createTime: expect.any(String),
      departmentId: null,
      departmentName: null,
    });
    const row = await server.ctx.db
      .selectFrom('users')
      .select(['user_type', 'level', 'invite_code', 'agent_id'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 'staff', level: 0, invite_code: null, agent_id: null });
  });

  it('lists the workspace staff with filters and pages', async () => {
    const owner = await ownerPerson(server);
    const other = await ownerPerson(server);
    const a = (await add(owner, newStaff(['service']))).json().data;
    const b = (await add(owner, newStaff(['manager', 'service']))).json().data;
    await add(other, newStaff());
    const res = await list(owner);
    expect(res.json().data).toMatchObject({ total: 2, pageNo: 1, pageSize: 20 });
    expect(res.json().data.list.map((s: { id: number }) => s.id)).toEqual([b.id, a.id]);
    const managers = await list(owner, { role: 'manager' });
    expect(managers.json().data.list.map((s: { id: number }) => s.id)).toEqual([b.id]);
    const byName = await list(owner, { username: a.username });
    expect(byName.json().data.total).toBe(1);
    const page2 = await list(owner, {}, '?pageNo=2&pageSize=10');
    expect(page2.json().data).toMatchObject({ list: [], total: 2, pageNo: 2, pageSize: 10 });
  });

  it('is open to owners (agents too) and managers; service staff get 403, nobody 401', async () => {
    const owner = await ownerPerson(server);
    const agent = await agentPerson(server);
    const manager = await staffPerson(server, owner.id, [Role.manager]);
    const service = await staffPerson(server, owner.id, [Role.service]);
    for (const who of [owner, agent, manager]) {
      expect((await list(who)).statusCode).toBe(200);
      expect((await add(who, newStaff())).statusCode).toBe(200);
    }
    expect((await list(service)).statusCode).toBe(403);
    expect((await add(service, newStaff())).statusCode).toBe(403);
    expect((await update(service, { id: manager.id, status: 'disabled' })).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await add(undefined, newStaff())).statusCode).toBe(401);
    // A manager's new staff land in the owner's workspace.
    const viaManager = (await add(manager, newStaff())).json().data;
    expect(viaManager.workspaceId).toBe(owner.id);
  });

  it('lets the admin see every workspace but add staff to none', async () => {
    const admin = await adminPerson(server);
    const owner = await ownerPerson(server);
    const staff = (await add(owner, newStaff())).json().data;
    const seen = await list(admin, { username: staff.username });
    expect(seen.json().data.list.map((s: { id: number }) => s.id)).toEqual([staff.id]);
    expect((await add(admin, newStaff())).statusCode).toBe(403);
  });

  it('changes roles, name and status; disabling ends the staff sessions', async () => {
    const owner = await ownerPerson(server);
    const staff = await staffPerson(server, owner.id, [Role.service]);
    const roles = await update(owner, { id: staff.id, roles: ['manager'], name: 'Lead' });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data).toMatchObject({ roles: [Role.manager], name: 'Lead' });
    expect((await resolveSession(server.ctx.db, server.ctx.sessions, staff.token)).roles).toEqual([
      Role.manager,
    ]);
    const off = await update(owner, { id: staff.id, status: 'disabled' });
    expect(off.json().data.status).toBe('disabled');
    await expect(resolveSession(server.ctx.db, server.ctx.sessions, staff.token)).rejects.toMatchObject({
      status: 401,
    });
    await update(owner, { id: staff.id, status: 'active' });
    await expect(resolveSession(server.ctx.db, server.ctx.sessions, staff.token)).rejects.toMatchObject({
      status: 401,
    });
  });

  it("answers 404 for another workspace's staff, an unknown id or the owner's own row", async () => {
    const owner = await ownerPerson(server);
    const manager = await staffPerson(server, owner.id, [Role.manager]);
    const rivalOwner = await ownerPerson(server);
    const rivalStaff = await staffPerson(server, rivalOwner.id, [Role.service]);
    for (const who of [owner, manager]) {
      for (const id of [rivalStaff.id, rivalOwner.id, 99_999_999, owner.id]) {
        const res = await update(who, { id, status: 'disabled' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, message: 'Not found', data: null });
      }
    }
    const still = await server.ctx.db
      .selectFrom('users')
      .select('status')
      .where('id', 'in', [rivalStaff.id, rivalOwner.id, owner.id])
      .execute();
    expect(still.every((u) => u.status === 'active')).toBe(true);
  });

  it('refuses role, level, workspace and admin roles in bodies, and a manager changing themselves', async () => {
    const owner = await ownerPerson(server);
    const manager = await staffPerson(server, owner.id, [Role.manager]);
    const rival = await ownerPerson(server);
    for (const extra of [{ workspaceId: rival.id }, { level: 1 }, { userType: 'owner' }, { balance: 10 }]) {
      const res = await add(owner, { ...newStaff(), ...extra });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(Object.keys(extra));
    }
    for (const roles of [['admin'], ['agent'], ['user'], []]) {
      const res = await add(owner, { ...newStaff(), roles });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())[0]).toMatch(/^roles/);
    }
    const self = await update(manager, { id: manager.id, status: 'disabled' });
    expect(self.statusCode).toBe(400);
    expect(fieldsOf(self.json())).toEqual(['id']);
    const escalate = await update(owner, { id: manager.id, roles: ['admin'] });
    expect(escalate.statusCode).toBe(400);
    const move = await update(owner, { id: manager.id, workspaceId: rival.id });
    expect(move.statusCode).toBe(400);
    expect(fieldsOf(move.json())).toEqual(['workspaceId']);
  });

  it('never answers 5xx to any body', async () => {
    const owner = await ownerPerson(server);
    const staff = await staffPerson(server, owner.id, [Role.service]);
    const rival = await staffPerson(server, (await ownerPerson(server)).id, [Role.service]);
    const roles = fc.subarray(['service', 'manager'], { minLength: 1 });
    await fuzzRoutes(server, {
      base: '/api/user/division',
      headers: owner.headers,
      numRuns: 120,
      routes: {
        add: {
          method: 'POST',
          body: bodyOf({
            ...newLoginFields,
            name: field(fc.string({ maxLength: 20 })),
            roles: field(roles),
          }),
          valid: newStaff(),
        },
        queryList: {
          method: 'POST',
          body: bodyOf({
            username: field(fc.string({ maxLength: 8 })),
            status: field(fc.constantFrom('active', 'disabled')),
            role: field(fc.constantFrom('service', 'manager')),
          }),
          valid: { status: 'active' },
        },
        update: {
          method: 'PUT',
          body: bodyOf({
            id: field(
              fc.oneof(
                { weight: 3, arbitrary: fc.constant(staff.id) },
                { weight: 1, arbitrary: fc.constantFrom(rival.id, owner.id, 99_999_999) },
              ),
            ),
            roles: field(roles),
            name: field(fc.string({ maxLength: 20 })),
            status: field(fc.constantFrom('active', 'disabled')),
          }),
          valid: { id: staff.id, roles: ['service'], status: 'active' },
        },
      },
    });
    // Nothing the fuzzer sent moved the other workspace's staff member.
    const rivalRow = await server.ctx.db
      .selectFrom('users')
      .select(['status', 'roles', 'workspace_id'])
      .where('id', '=', rival.id)
      .executeTakeFirstOrThrow();
    expect(rivalRow.status).toBe('active');
    expect(JSON.parse(rivalRow.roles)).toEqual([Role.service]);
    const staffTypes = await server.ctx.db
      .selectFrom('users')
      .select(['user_type', 'level', 'roles'])
      .where('workspace_id', '=', owner.id)
      .where('id', '!=', owner.id)
      .execute();
    for (const s of staffTypes) {
      expect(s.user_type).toBe('staff');
      expect(s.level).toBe(0);
      for (const r of JSON.parse(s.roles)) expect(['service', 'manager']).toContain(r);
    }
  });
});
