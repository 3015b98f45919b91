import { describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { createUser } from '../src/modules/user/service.ts';
import { unique } from './admin-fixtures.ts';
import { fieldsOf } from './auth-helpers.ts';
import { type Client, client, ok, type Reply } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { suiteServer } from './suite.ts';
import { type Workspace, workspace } from './tasks-fixtures.ts';

/**
 * Departments (issue 15): a department's staff reach only its device groups
 * and account tags — 404 for any other id, lists cut to them — and only the
 * menu areas of their role; nobody can widen their own reach.
 */
describe(`departments and their scope (${TEST_DB})`, () => {
  const server = suiteServer();

  interface Setup {
    ws: Workspace;
    owner: Client;
    /** In the department: ws.groupId (its devices), ws.tagId (its accounts). Outside: these. */
    otherGroupId: number;
    otherDeviceIds: number[];
    otherTagId: number;
    otherAccountIds: number[];
    departmentId: number;
  }

  async function setup(): Promise<Setup> {
    const ws = await workspace(server, { name: unique('dept'), points: 1000, devices: 4, accounts: 4 });
    const owner = ws.api;
    const otherGroupId = ok(await owner.post('/device/group/add', { name: 'Outside' }), 'group').id as number;
    const otherDeviceIds = ws.deviceIds.slice(2);
    ok(await owner.put('/device/group/move', { ids: otherDeviceIds, groupId: otherGroupId }), 'move');
    const otherTagId = ok(await owner.post('/account/tag/add', { name: 'Outside' }), 'tag').id as number;
    const otherAccountIds = ws.accountIds.slice(2);
    ok(await owner.put('/account/info/tag', { ids: otherAccountIds, labelId: otherTagId }), 'tagging');
    const department = ok(
      await owner.post('/user/division/department/add', {
        name: 'North',
        groupIds: [ws.groupId],
        accountLabelIds: [ws.tagId],
      }),
      'department',
    );
    return {
      ws,
      owner,
      otherGroupId,
      otherDeviceIds,
      otherTagId,
      otherAccountIds,
      departmentId: department.id,
    };
  }

  async function member(s: Setup, roles: string[], departmentId: number | null = s.departmentId) {
    const body = { username: unique('member'), password: 'secret123', roles, departmentId };
    const added = ok(await s.owner.post('/user/division/add', body), 'member');
    const headers = { authorization: `Bearer ${await createSession(server.ctx.db, added.id)}` };
    return { id: added.id as number, headers, api: client(server, headers) };
  }

  const ids = (res: { body: { data: { list: Array<{ id: number }> } } }) =>
    res.body.data.list.map((r) => r.id).sort((a, b) => a - b);

  it('creates a department with its groups and account tags, and lists it with its members', async () => {
    const s = await setup();
    await member(s, ['operator']);
    const list = ok(await s.owner.post('/user/division/department/queryList', {}), 'list');
    expect(list).toMatchObject({ total: 1 });
    expect(list.list[0]).toMatchObject({
      id: s.departmentId,
      name: 'North',
      groups: [{ id: s.ws.groupId }],
      accountTags: [{ id: s.ws.tagId }],
      members: 1,
    });
    const staff = ok(await s.owner.post('/user/division/queryList', {}), 'staff');
    expect(staff.list[0]).toMatchObject({ departmentId: s.departmentId, departmentName: 'North' });
  });

  it('lists only the department’s devices, groups, accounts and account tags to its staff', async () => {
    const s = await setup();
    const { api } = await member(s, ['operator']);
    expect(ids(await api.post('/device/info/queryList', {}))).toEqual(s.ws.deviceIds.slice(0, 2));
    expect(ids(await api.post('/device/group/queryList', {}))).toEqual([s.ws.groupId]);
    const all = (await api.post('/device/group/queryAll')).body.data.map((g: { id: number }) => g.id);
    expect(all).toEqual([s.ws.groupId]);
    expect(ids(await api.post('/account/info/queryList', {}))).toEqual(s.ws.accountIds.slice(0, 2));
    const tags = (await api.post('/account/tag/queryAll')).body.data.map((t: { id: number }) => t.id);
    expect(tags).toEqual([s.ws.tagId]);
    // The owner still sees everything.
    expect(ids(await s.owner.post('/device/info/queryList', {}))).toHaveLength(4);
    expect(ids(await s.owner.post('/account/info/queryList', {}))).toHaveLength(4);
    // Device tags are not limited by departments.
    expect((await api.post('/device/tag/queryAll')).status).toBe(200);
  });

  it("counts a department's devices, accounts and followers on its staff's control panel", async () => {
    const s = await setup();
    await server.ctx.db
      .updateTable('accounts')
      .set({ fans: 10 })
      .where('id', 'in', s.ws.accountIds)
      .execute();
    const { api } = await member(s, ['operator']);
    expect((await api.get('/dashboard/device')).body.data).toMatchObject({ created: 2 });
    expect((await api.get('/dashboard/tiktiok')).body.data).toMatchObject({ accounts: 2, fans: 20 });
    const charts = (await api.get('/dashboard/charts')).body.data;
    expect(charts.deviceStatus.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(2);
    // The owner sees the workspace.
    expect((await s.owner.get('/dashboard/device')).body.data).toMatchObject({ created: 4 });
    expect((await s.owner.get('/dashboard/tiktiok')).body.data).toMatchObject({ accounts: 4, fans: 40 });
  });

  it('answers 404 for an out-of-scope group, tag, device or account id, and changes nothing', async () => {
    const s = await setup();
    const { api } = await member(s, ['operator']);
    const refused = [
      api.get(`/device/info/detail/${s.otherDeviceIds[0]}`),
      api.put('/device/info/update', { id: s.otherDeviceIds[0], name: 'mine now' }),
      api.put('/device/group/update', { id: s.otherGroupId, name: 'mine now' }),
      api.put('/device/group/move', { ids: [s.ws.deviceIds[0]], groupId: s.otherGroupId }),
      api.put('/account/info/tag', { ids: [s.ws.accountIds[0]], labelId: s.otherTagId }),
      api.put('/account/info/tag', { ids: [s.otherAccountIds[0]], labelId: s.ws.tagId }),
      api.post('/account/info/queryList', { labelId: s.otherTagId }),
      api.post('/device/info/queryList', { groupId: s.otherGroupId }),
      api.del(`/account/tag/delete/${s.otherTagId}`),
      api.post('/tiktok/api/online/user/login', {
        name: 'escape',
        groupId: s.otherGroupId,
        accountLabelIds: [s.ws.tagId],
      }),
      api.post('/tiktok/api/online/user/login', {
        name: 'escape',
        groupId: s.ws.groupId,
        accountLabelIds: [s.otherTagId],
      }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.status).toBe(404);
      // As for a missing row (the batch group move says its spec message).
      expect(res.body.data).toBeNull();
      expect(['Not found', 'batch group failed']).toContain(res.body.message);
    }
    const device = await server.ctx.db
      .selectFrom('devices')
      .select(['name', 'group_id'])
      .where('id', '=', s.otherDeviceIds[0]!)
      .executeTakeFirstOrThrow();
    expect(device.name).not.toBe('mine now');
    const tagged = await server.ctx.db
      .selectFrom('accounts')
      .select('label_id')
      .where('id', 'in', s.ws.accountIds)
      .execute();
    expect(tagged.map((a) => a.label_id)).toEqual([s.ws.tagId, s.ws.tagId, s.otherTagId, s.otherTagId]);
    // In scope the same calls work.
    expect((await api.get(`/device/info/detail/${s.ws.deviceIds[0]}`)).status).toBe(200);
  });

  it('a change of the department’s groups or tags holds at the next request', async () => {
    const s = await setup();
    const { api } = await member(s, ['operator']);
    expect((await api.get(`/device/info/detail/${s.otherDeviceIds[0]}`)).status).toBe(404);
    ok(
      await s.owner.put('/user/division/department/update', {
        id: s.departmentId,
        groupIds: [s.ws.groupId, s.otherGroupId],
        accountLabelIds: [],
      }),
      'update',
    );
    expect((await api.get(`/device/info/detail/${s.otherDeviceIds[0]}`)).status).toBe(200);
    expect(ids(await api.post('/account/info/queryList', {}))).toEqual([]);
  });

  it('a group or account tag its staff create joins the department', async () => {
    const s = await setup();
    const { api } = await member(s, ['operator']);
    const group = ok(await api.post('/device/group/add', { name: 'Made by staff' }), 'group');
    const tag = ok(await api.post('/account/tag/add', { name: 'Made by staff' }), 'tag');
    expect(ids(await api.post('/device/group/queryList', {}))).toEqual([s.ws.groupId, group.id]);
    const dept = ok(await s.owner.post('/user/division/department/queryAll'), 'all')[0];
    expect(dept.groups.map((g: { id: number }) => g.id).sort()).toEqual([s.ws.groupId, group.id].sort());
    expect(dept.accountTags.map((t: { id: number }) => t.id).sort()).toEqual([s.ws.tagId, tag.id].sort());
  });

  it('refuses a department member rows that would leave their reach (no group, no tag), naming the field', async () => {
    const s = await setup();
    const { api, headers } = await member(s, ['operator']);
    const zh = client(server, headers, 'zh-CN');
    const cases: Array<[Promise<Reply>, string]> = [
      [api.post('/device/info/add', { count: 1, months: 1 }), 'groupId'],
      [api.put('/device/info/update', { id: s.ws.deviceIds[0], groupId: null }), 'groupId'],
      [api.put('/device/group/move', { ids: [s.ws.deviceIds[0]], groupId: null }), 'groupId'],
      [api.post('/account/info/add', { account: unique('acct'), password: 'pw-1' }), 'labelId'],
      [api.put('/account/info/update', { id: s.ws.accountIds[0], labelId: null }), 'labelId'],
      [api.put('/account/info/tag', { ids: [s.ws.accountIds[0]], labelId: null }), 'labelId'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    expect(
      (await zh.post('/account/info/add', { account: unique('acct'), password: 'pw-1' })).body.message,
    ).toMatch(/请选择本部门的账号标签/);
    const device = await server.ctx.db
      .selectFrom('devices')
      .select('group_id')
      .where('id', '=', s.ws.deviceIds[0]!)
      .executeTakeFirstOrThrow();
    expect(device.group_id).toBe(s.ws.groupId);
    // With the department's tag the account is added, and seen.
    const added = ok(
      await api.post('/account/info/add', { account: unique('acct'), password: 'pw-1', labelId: s.ws.tagId }),
      'add',
    );
    expect(ids(await api.post('/account/info/queryList', {}))).toContain(added.id);
    // The owner is not limited.
    expect(
      (await s.owner.put('/account/info/tag', { ids: [s.ws.accountIds[0]], labelId: null })).status,
    ).toBe(200);
  });

  it("shows a department's staff the tasks and jobs its members submitted, and answers 404 for the others", async () => {
    const s = await setup();
    const { api } = await member(s, ['operator']);
    const login = { groupId: s.ws.groupId, accountLabelIds: [s.ws.tagId] };
    const outside = { groupId: s.otherGroupId, accountLabelIds: [s.otherTagId] };
    const theirs = ok(
      await s.owner.post('/tiktok/api/online/user/login', { name: 'owner login', ...outside }),
      'owner',
    );
    const mine = ok(
      await api.post('/tiktok/api/online/user/login', { name: 'member login', ...login }),
      'member',
    );
    const listed = (who: Client) =>
      who.post('/task/info/queryList', {}).then((r) => r.body.data.list.map((t: { id: number }) => t.id));
    expect(await listed(api)).toEqual([mine.id]);
    expect((await listed(s.owner)).sort()).toEqual([theirs.id, mine.id].sort());
    expect((await api.post(`/task/info/stop/${theirs.id}`)).status).toBe(404);
    expect((await api.get(`/task/info/progress/${theirs.id}`)).status).toBe(404);
    expect((await api.get(`/task/info/progress/${mine.id}`)).status).toBe(200);
    const job = ok(
      await s.owner.post('/job/add', {
        name: 'nightly',
        subtype: 'batch_login',
        everyMinutes: 60,
        body: { name: 'n', ...login },
      }),
      'job',
    );
    expect((await api.post(`/job/pause/${job.id}`)).status).toBe(404);
    expect((await api.post('/job/queryAll', {})).body.data).toEqual([]);
  });

  it('hides a menu area from a role and refuses its API (403 naming the area)', async () => {
    const s = await setup();
    const service = await member(s, ['service']);
    for (const [method, url] of [
      ['post', '/device/info/queryList'],
      ['post', '/device/group/queryAll'],
      ['post', '/task/info/queryList'],
      ['post', '/user/division/queryList'],
      ['post', '/finance/recharge/queryList'],
    ] as const) {
      const res = await service.api[method](url, {});
      expect(res.status, url).toBe(403);
      expect(res.body.message).toMatch(/^Your role does not include /);
    }
    const zh = client(
      server,
      { authorization: `Bearer ${await createSession(server.ctx.db, service.id)}` },
      'zh-CN',
    );
    expect((await zh.post('/device/info/queryList', {})).body.message).toBe(
      '您的角色不包含设备管理，请联系工作区所有者',
    );
    // Its own areas and the open ones answer.
    expect((await service.api.post('/account/info/queryList', {})).status).toBe(200);
    expect((await service.api.get('/dashboard/finance')).status).toBe(200);
    const operator = await member(s, ['operator']);
    expect((await operator.api.post('/user/division/queryList', {})).status).toBe(403);
    expect((await operator.api.post('/finance/consume/queryList', {})).status).toBe(403);
    expect((await operator.api.post('/task/info/queryList', {})).status).toBe(200);
  });

  it('keeps a department manager inside their department: no escapes', async () => {
    const s = await setup();
    const other = ok(await s.owner.post('/user/division/department/add', { name: 'South' }), 'south');
    const outsider = await member(s, ['operator'], other.id);
    const manager = await member(s, ['manager']);
    const m = manager.api;
    const scope = ok(await m.get('/user/division/scope'), 'scope');
    expect(scope).toEqual({ departments: false, departmentId: s.departmentId, departmentName: 'North' });
    // Sees only their department and its members.
    expect(ids(await m.post('/user/division/department/queryList', {}))).toEqual([s.departmentId]);
    expect(
      (await m.post('/user/division/queryList', {})).body.data.list.map((x: { id: number }) => x.id),
    ).toEqual([manager.id]);
    // Cannot create or widen departments.
    const create = await m.post('/user/division/department/add', { name: 'Mine' });
    expect(create.status).toBe(403);
    const widen = await m.put('/user/division/department/update', {
      id: s.departmentId,
      groupIds: [s.ws.groupId, s.otherGroupId],
    });
    expect(widen.status).toBe(404); // the outside group is not within their reach
    const widen2 = await m.put('/user/division/department/update', { id: s.departmentId, name: 'Renamed' });
    expect(widen2.status).toBe(403);
    // Cannot move themselves or others out of the department, nor touch another department's member.
    expect((await m.put('/user/division/update', { id: manager.id, departmentId: null })).status).toBe(400);
    const newcomer = await m.post('/user/division/add', {
      username: unique('newcomer'),
      password: 'secret123',
      roles: ['operator'],
      departmentId: null,
    });
    expect(newcomer.status).toBe(400);
    expect(fieldsOf(newcomer.body)).toEqual(['departmentId']);
    const elsewhere = await m.post('/user/division/add', {
      username: unique('newcomer'),
      password: 'secret123',
      roles: ['operator'],
      departmentId: other.id,
    });
    expect(elsewhere.status).toBe(404);
    expect((await m.put('/user/division/update', { id: outsider.id, status: 'disabled' })).status).toBe(404);
    // A member they add lands in their department.
    const added = ok(
      await m.post('/user/division/add', {
        username: unique('newcomer'),
        password: 'secret123',
        roles: ['operator'],
      }),
      'add',
    );
    expect(added.departmentId).toBe(s.departmentId);
    const rows = await server.ctx.db
      .selectFrom('users')
      .select(['id', 'department_id', 'status'])
      .where('id', 'in', [manager.id, outsider.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: outsider.id, department_id: other.id, status: 'active' },
      { id: manager.id, department_id: s.departmentId, status: 'active' },
    ]);
  });

  it("answers 404 for another workspace's department, groups and tags", async () => {
    const s = await setup();
    const rival = await setup();
    const attempts = [
      s.owner.put('/user/division/department/update', { id: rival.departmentId, name: 'Taken' }),
      s.owner.del(`/user/division/department/delete/${rival.departmentId}`),
      s.owner.post('/user/division/department/add', { name: 'X', groupIds: [rival.ws.groupId] }),
      s.owner.post('/user/division/department/add', { name: 'Y', accountLabelIds: [rival.ws.tagId] }),
      s.owner.post('/user/division/add', {
        username: unique('x'),
        password: 'secret123',
        roles: ['operator'],
        departmentId: rival.departmentId,
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
  });

  it('names the field of bad input, in zh and en', async () => {
    const s = await setup();
    const zh = client(server, s.ws.headers, 'zh-CN');
    const empty = await s.owner.post('/user/division/department/add', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(['name']);
    expect(empty.body.message).toBe('Department name is required');
    expect((await zh.post('/user/division/department/add', { name: '' })).body.message).toBe(
      '部门名称不能为空',
    );
    const taken = await s.owner.post('/user/division/department/add', { name: 'North' });
    expect(taken.status).toBe(409);
    expect(taken.body.data).toMatchObject({ field: 'name' });
    const deviceTag = ok(await s.owner.post('/device/tag/add', { name: 'Phones' }), 'device tag');
    const wrongKind = await s.owner.post('/user/division/department/add', {
      name: 'Z',
      accountLabelIds: [deviceTag.id],
    });
    expect(wrongKind.status).toBe(400);
    expect(fieldsOf(wrongKind.body)).toEqual(['accountLabelIds']);
    const badIds = await s.owner.post('/user/division/department/add', { name: 'Z', groupIds: ['x'] });
    expect(badIds.status).toBe(400);
    expect(fieldsOf(badIds.body)[0]).toMatch(/^groupIds/);
    const badRole = await s.owner.post('/user/division/add', {
      username: unique('r'),
      password: 'secret123',
      roles: ['admin'],
      departmentId: s.departmentId,
    });
    expect(badRole.status).toBe(400);
    expect(fieldsOf(badRole.body)[0]).toMatch(/^roles/);
  });

  it('keeps a department with members (409) and deletes an empty one', async () => {
    const s = await setup();
    const m = await member(s, ['operator']);
    const kept = await s.owner.del(`/user/division/department/delete/${s.departmentId}`);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('The department still has 1 member: move them first');
    ok(await s.owner.put('/user/division/update', { id: m.id, departmentId: null }), 'move out');
    const gone = await s.owner.del(`/user/division/department/delete/${s.departmentId}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ count: 1 });
    const groupsLeft = { column: 'department_id', in: [s.departmentId] };
    expect(await countRows(server.ctx.db, 'department_groups', groupsLeft)).toBe(0);
  });

  it('an owner-made staff login without a department works across the workspace within its role', async () => {
    const s = await setup();
    const row = await createUser(server.ctx.db, {
      username: unique('wide'),
      password: 'secret-1',
      roles: ['operator'],
      userType: 'staff',
      workspaceId: s.ws.ownerId,
    });
    const api = client(server, { authorization: `Bearer ${await createSession(server.ctx.db, row.id)}` });
    expect(ids(await api.post('/device/info/queryList', {}))).toHaveLength(4);
    expect((await api.post('/user/division/queryList', {})).status).toBe(403);
  });
});
