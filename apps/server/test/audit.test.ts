import { AUDIT_LOGIN_FAILED, allEndpoints, isWriteEndpoint, Role, type TagKind } from '@reelfleet/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInWriteScope, WriteScope } from '../src/db/write-scope.ts';
import { auditScope, draftOf } from '../src/http/audit-record.ts';
import { targetOfField } from '../src/http/ownership.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { createUser } from '../src/modules/user/service.ts';
import { createAgent, createOwner, login } from './auth-helpers.ts';
import { multipartFile } from './fleet-fixtures.ts';
import { ADMIN_PASSWORD, TEST_DB, type TestServer } from './harness.ts';
import { idFields, type Operation, operations, sample } from './openapi-ops.ts';
import { beforeAllValue, suiteServer } from './suite.ts';
import { populate } from './sweep-fixtures.ts';
import { workspace } from './tasks-fixtures.ts';

/**
 * The audit trail (docs/audit.md): every write operation of the OpenAPI
 * document leaves exactly one entry when it succeeds and none when it is
 * refused (the walk takes the operations from the document, so a new write
 * route is covered without editing this file); the entry commits and rolls
 * back with the change; nobody can change or delete an entry.
 */

const ENDPOINTS = new Map(allEndpoints().map((e) => [`${e.method} ${e.path}`, e]));

/** The contract's endpoint of a document operation. */
function endpointOf(op: Operation) {
  const e = ENDPOINTS.get(`${op.method} ${op.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`);
  if (!e) throw new Error(`${op.method} ${op.path} is not declared in the contract`);
  return e;
}

/** The kind of tag an id field of a route names. */
function tagKindOf(routeUrl: string, name: string): TagKind {
  const at = `${name} ${routeUrl}`;
  if (/fanLabel|\/resource\/fans/.test(at)) return 'fans';
  if (/\/resource\/material/.test(routeUrl)) return 'material';
  if (name !== 'accountLabelId' && /\/resource\/account/.test(routeUrl)) return 'accountResource';
  if (/accountLabel|\/account\//.test(at)) return 'account';
  if (/proxy/.test(routeUrl)) return 'proxy';
  if (/groupTag|device\/group/.test(routeUrl)) return 'group';
  if (/device/.test(routeUrl)) return 'device';
  return 'account';
}

const entries = (server: TestServer, afterId = 0) =>
  server.ctx.db.selectFrom('audit_entries').selectAll().where('id', '>', afterId).orderBy('id').execute();
const lastId = async (server: TestServer) =>
  Number(
    (
      await server.ctx.db
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

describe(`audit trail (${TEST_DB})`, () => {
  const server = suiteServer();
  const ws = beforeAllValue(() =>
    workspace(server, { name: 'audit_owner', points: 1_000_000, devices: 2, accounts: 2 }),
  );
  let agentId: number;
  let adminId: number;
  let staffId: number;
  /** The user the admin's operations act on (a password reset or a disabling ends their sessions). */
  let victimId: number;

  beforeAll(async () => {
    const db = server.ctx.db;
    agentId = (await createAgent(server, 'AUDIT1')).id;
    victimId = (
      await createUser(db, {
        username: 'audit_victim',
        password: 'victim-pass-1',
        roles: [Role.user],
        userType: 'owner',
        agentId,
      })
    ).id;
    adminId = (
      await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    // A row of every kind in the workspace, for the operations to act on.
    staffId = Number((await populate(server, ws, 'audit'))['users.id']);
    const at = new Date().toISOString();
    await db
      .insertInto('invite_codes')
      .values({ code: 'AUDITX', agent_id: agentId, status: 'active', created_at: at, updated_at: at })
      .execute();
  });

  /** A row id of the workspace (or of the caller) for an id field of an operation. */
  async function idFor(op: Operation, name: string): Promise<number | string | undefined> {
    const db = server.ctx.db;
    const target = targetOfField(name, op.routeUrl, 0);
    if (!target) {
      if (/\/admin\/user\//.test(op.path)) return victimId;
      if (/\/admin\/help\//.test(op.path))
        return (await db.selectFrom('help_articles').select('id').orderBy('id', 'desc').executeTakeFirst())
          ?.id;
      return undefined;
    }
    const { table, column } = target;
    if (table === 'tags') {
      const kind = tagKindOf(op.routeUrl, name);
      return (
        await db
          .selectFrom('tags')
          .select('id')
          .where('workspace_id', '=', ws.ownerId)
          .where('kind', '=', kind)
          .orderBy('id', 'desc')
          .executeTakeFirst()
      )?.id;
    }
    if (table === 'users')
      return /\/(admin|agent)\//.test(op.path) ? victimId : name === 'userId' ? ws.ownerId : staffId;
    if (table === 'notifications')
      return (
        await db.selectFrom('notifications').select('id').where('user_id', '=', ws.ownerId).executeTakeFirst()
      )?.id;
    if (table === 'access_tokens')
      return (
        await db.selectFrom('access_tokens').select('id').where('user_id', '=', ws.ownerId).executeTakeFirst()
      )?.id;
    if (table === 'invite_codes')
      return (
        await db.selectFrom('invite_codes').select('id').where('agent_id', '=', agentId).executeTakeFirst()
      )?.id;
    const row = await db
      .selectFrom(table as 'tasks')
      .select(sql.ref(column).as('v'))
      .where('workspace_id', '=', ws.ownerId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return (row as { v?: number | string } | undefined)?.v;
  }

  /** Who calls an operation: the admin for admin-only ones, the agent for the agent's, else the owner. */
  function callerOf(op: Operation, roles: readonly string[] | undefined): number {
    if (roles?.length === 1 && roles[0] === Role.admin) return adminId;
    if (op.path.startsWith('/api/agent/')) return agentId;
    return ws.ownerId;
  }

  async function call(op: Operation) {
    const e = endpointOf(op);
    const values = new Map<string, unknown>();
    for (const f of idFields(op)) {
      const id = await idFor(op, f.name);
      if (id !== undefined) values.set(`${f.where}:${f.name}`, f.array ? [id] : id);
    }
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(values.get(`path:${name}`) ?? 1));
    const query = new URLSearchParams();
    for (const p of op.queryParams) {
      const v = values.get(`query:${p.name}`) ?? (p.required ? sample(p.schema, p.name) : undefined);
      if (v !== undefined) query.set(p.name, String(v));
    }
    const headers: Record<string, string> = e.public
      ? {}
      : { authorization: `Bearer ${await createSession(server.ctx.db, callerOf(op, e.roles))}` };
    let payload: string | Buffer | undefined;
    if (op.multipart) {
      const form = multipartFile('accounts.txt', 'audit_upload_1|pw1\n');
      Object.assign(headers, form.headers);
      payload = form.payload;
    } else if (op.method !== 'GET') {
      const body = op.body ? sample(op.body) : undefined;
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [key, v] of values)
          if (key.startsWith('body:')) (body as Record<string, unknown>)[key.slice(5)] = v;
      }
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }
    return server.app.inject({
      method: op.method,
      url: `${url}${query.size ? `?${query}` : ''}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it('names the actor, workspace, target and address, and never keeps a secret', async () => {
    const before = await lastId(server);
    const add = await ws.api.post('/proxy/info/add', { proxies: 'agent7:hunter2@10.9.8.7:9000' });
    expect(add.status).toBe(200);
    const upd = await ws.api.put('/account/info/update', { id: ws.accountIds[0], password: 'new-secret-9' });
    expect(upd.status).toBe(200);
    const rows = await entries(server, before);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        actor_id: ws.ownerId,
        actor_name: 'audit_owner',
        actor_role: 'owner',
        workspace_id: ws.ownerId,
      });
      expect(row.ip).toBe('127.0.0.1');
      expect(`${row.after_text}`).not.toMatch(/hunter2|new-secret-9/);
      expect(`${row.after_text}`).toContain('[Redacted]');
    }
    expect(rows[1]?.target).toBe(`accounts #${ws.accountIds[0]}`);
  });

  it("keeps what an admin's change replaced, from the row the service read", async () => {
    const user = await createOwner(server, 'audit_before', 'before-pass-1');
    const adminToken = (await login(server, 'admin', ADMIN_PASSWORD)).json().data.token;
    const before = await lastId(server);
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/user/update',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { id: user.id, status: 'disabled' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await entries(server, before);
    expect(row).toMatchObject({
      action: 'PUT /admin/user/update',
      actor_role: 'admin',
      workspace_id: null,
      target: `users #${user.id}`,
    });
    expect(JSON.parse(row?.before_text ?? '{}')).toMatchObject({ id: user.id, status: 'active' });
    expect(JSON.parse(row?.after_text ?? '{}')).toEqual({ id: user.id, status: 'disabled' });

    const priced = await lastId(server);
    const price = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/price/update',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: 'actionShare', points: 1 },
    });
    expect(price.statusCode).toBe(200);
    expect((await entries(server, priced))[0]?.target).toBe('prices actionShare');
  });

  it('keeps what an update or a deletion replaced, from the rows the service checked', async () => {
    const { api } = ws;
    const tag = (await api.post('/device/tag/add', { name: 'before rename' })).body.data;
    let before = await lastId(server);
    expect((await api.put('/device/tag/update', { id: tag.id, name: 'after rename' })).status).toBe(200);
    let [row] = await entries(server, before);
    expect(JSON.parse(row?.before_text ?? '{}')).toEqual({ id: tag.id, name: 'before rename' });
    expect(JSON.parse(row?.after_text ?? '{}')).toEqual({ id: tag.id, name: 'after rename' });
    // Several rows: each as it was, never a secret.
    before = await lastId(server);
    const ids = ws.accountIds.slice(0, 2);
    expect((await api.put('/account/info/tag', { ids, labelId: null })).status).toBe(200);
    [row] = await entries(server, before);
    const was = JSON.parse(row?.before_text ?? '[]');
    expect(was.map((a: { id: number; labelId: number }) => [a.id, a.labelId])).toEqual(
      ids.map((id) => [id, ws.tagId]),
    );
    expect(Object.keys(was[0]).sort()).toEqual(['account', 'deviceId', 'id', 'labelId', 'status']);
    expect((await api.put('/account/info/tag', { ids, labelId: ws.tagId })).status).toBe(200);
  });

  it('keeps a failed login, with the user it was against, and a login with its user', async () => {
    const before = await lastId(server);
    expect((await login(server, 'audit_owner', 'wrong-password')).statusCode).toBe(400);
    expect((await login(server, 'nobody_here', 'wrong-password')).statusCode).toBe(400);
    expect((await login(server, 'audit_owner', 'owner-pass-1')).statusCode).toBe(200);
    const rows = await entries(server, before);
    expect(rows.map((r) => [r.action, r.actor_name, r.actor_id, r.workspace_id])).toEqual([
      [AUDIT_LOGIN_FAILED, 'audit_owner', ws.ownerId, ws.ownerId],
      [AUDIT_LOGIN_FAILED, 'nobody_here', null, null],
      ['POST /user/login', 'audit_owner', ws.ownerId, ws.ownerId],
    ]);
    expect(rows.map((r) => r.after_text).join(' ')).not.toMatch(/wrong-password|owner-pass-1/);
  });

  it('commits with the change: a change that fails after it is made leaves neither', async () => {
    const db = server.ctx.db;
    // The device tag "boom" is refused by the database after its row is written.
    if (server.ctx.dbKind === 'postgres') {
      await sql`create function boom() returns trigger language plpgsql as $$
        begin if new.name = 'boom' then raise exception 'boom'; end if; return new; end $$`.execute(db);
      await sql`create trigger boom after insert on tags for each row execute function boom()`.execute(db);
    } else {
      await sql`create trigger boom after insert on tags when new.name = 'boom'
        begin select raise(abort, 'boom'); end`.execute(db);
    }
    const before = await lastId(server);
    const res = await ws.api.post('/device/tag/add', { name: 'boom' });
    expect(res.status).toBe(500);
    expect(await entries(server, before)).toEqual([]);
    expect(await db.selectFrom('tags').select('id').where('name', '=', 'boom').execute()).toEqual([]);
    // A transaction that throws after its change, inside a write scope: neither stays.
    const draft = draftOf({
      auth: null,
      method: 'POST',
      path: '/x',
      routeUrl: '/x/',
      params: {},
      body: {},
      ip: '1.2.3.4',
    });
    await expect(
      runInWriteScope(auditScope(db, draft), () =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ alias: 'changed' }).where('id', '=', ws.ownerId).execute();
          throw new Error('after the change');
        }),
      ),
    ).rejects.toThrow('after the change');
    expect(await entries(server, before)).toEqual([]);
    expect(
      (await db.selectFrom('users').select('alias').where('id', '=', ws.ownerId).executeTakeFirstOrThrow())
        .alias,
    ).not.toBe('changed');
  });

  it('rolls the change back when its entry cannot be written', async () => {
    const db = server.ctx.db;
    if (server.ctx.dbKind === 'postgres') {
      await sql`create function no_audit() returns trigger language plpgsql as $$
        begin if new.action like '%/proxy/tag/add' then raise exception 'no audit'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger no_audit before insert on audit_entries for each row execute function no_audit()`.execute(
        db,
      );
    } else {
      await sql`create trigger no_audit before insert on audit_entries when new.action like '%/proxy/tag/add'
        begin select raise(abort, 'no audit'); end`.execute(db);
    }
    const res = await ws.api.post('/proxy/tag/add', { name: 'never kept' });
    expect(res.status).toBe(500);
    expect(await db.selectFrom('tags').select('id').where('name', '=', 'never kept').execute()).toEqual([]);
    await sql`drop trigger no_audit ${sql.raw(server.ctx.dbKind === 'postgres' ? 'on audit_entries' : '')}`.execute(
      db,
    );
    // A single statement outside any transaction is wrapped in one with its entry, and rolled back with it.
    const broken = new WriteScope(null, () => sql`insert into no_such_table values (1)`.compile(db));
    await expect(
      runInWriteScope(broken, () =>
        db.updateTable('users').set({ alias: 'single' }).where('id', '=', ws.ownerId).execute(),
      ),
    ).rejects.toThrow();
    const { alias } = await db
      .selectFrom('users')
      .select('alias')
      .where('id', '=', ws.ownerId)
      .executeTakeFirstOrThrow();
    expect(alias).not.toBe('single');
  });

  it('refuses to change or delete an entry, and has no route for it', async () => {
    const db = server.ctx.db;
    await ws.api.post('/device/tag/add', { name: 'kept forever' });
    const id = await lastId(server);
    await expect(
      db.updateTable('audit_entries').set({ action: 'edited' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_entries').where('id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    expect(
      (await db.selectFrom('audit_entries').select('action').where('id', '=', id).executeTakeFirstOrThrow())
        .action,
    ).toBe('POST /device/tag/add');
    const auditOps = (await operations(server)).filter((op) => op.path.includes('/audit/'));
    expect(auditOps.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'POST /api/audit/log/export',
      'POST /api/audit/log/queryList',
    ]);
  });

  it('shows the admin every workspace, an owner their own, and refuses staff', async () => {
    const other = await createOwner(server, 'audit_other', 'other-pass-1');
    const otherToken = await createSession(server.ctx.db, other.id);
    const tagged = await server.app.inject({
      method: 'POST',
      url: '/api/device/tag/add',
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { name: 'other tag' },
    });
    expect(tagged.statusCode).toBe(200);
    const list = async (token: string, body: object = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/api/audit/log/queryList?pageSize=200',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        payload: body,
      });
    const owner = (await list(await createSession(server.ctx.db, ws.ownerId))).json().data;
    expect(owner.total).toBeGreaterThan(5);
    expect(owner.list.every((e: { workspaceId: number }) => e.workspaceId === ws.ownerId)).toBe(true);
    const otherList = (await list(otherToken)).json().data;
    expect(otherList.list.map((e: { action: string }) => e.action)).toEqual(['POST /device/tag/add']);
    const adminToken = (await login(server, 'admin', ADMIN_PASSWORD)).json().data.token;
    const all = (await list(adminToken, { action: 'device/tag/add' })).json().data;
    const workspaces = new Set(all.list.map((e: { workspaceId: number }) => e.workspaceId));
    expect(workspaces.has(ws.ownerId) && workspaces.has(other.id)).toBe(true);
    const otherEntry = all.list.find((e: { workspaceId: number }) => e.workspaceId === other.id);
    expect(otherEntry.workspaceName).toBe('audit_other');
    expect((await list(await createSession(server.ctx.db, staffId))).statusCode).toBe(403);
    // Filters: who, target, time; the export says what it found.
    const byTarget = (
      await list(adminToken, { target: `accounts #${ws.accountIds[0]}`, actor: 'audit_owner' })
    ).json().data;
    expect(byTarget.list.length).toBeGreaterThan(0);
    expect(
      byTarget.list.every((e: { target: string }) => e.target.includes(`accounts #${ws.accountIds[0]}`)),
    ).toBe(true);
    const future = (
      await list(adminToken, { startTime: new Date(Date.now() + 3_600_000).toISOString() })
    ).json().data;
    expect(future.total).toBe(0);
    const reversed = await list(adminToken, {
      startTime: new Date().toISOString(),
      endTime: '2020-01-01T00:00:00Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.errors[0].field).toBe('endTime');
    const exported = await server.app.inject({
      method: 'POST',
      url: '/api/audit/log/export',
      headers: { authorization: `Bearer ${otherToken}`, 'accept-language': 'zh' },
      payload: {},
    });
    expect(exported.statusCode).toBe(200);
    const file = exported.json().data;
    expect(file.count).toBe(1);
    expect(file.text.split('\n')[1]).toContain('POST /device/tag/add');
    expect(exported.json().message).toBe('已导出 1 条记录');
  });

  it('leaves exactly one entry for each successful write operation and none for a refused one', {
    timeout: 120_000,
  }, async () => {
    const ops = (await operations(server)).filter((op) => isWriteEndpoint(endpointOf(op)));
    // Deletions last, so that every other operation finds the rows it names.
    ops.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const ok: string[] = [];
    const refused: string[] = [];
    const withBefore: string[] = [];
    const noBefore: string[] = [];
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      const before = await lastId(server);
      const res = await call(op);
      const added = await entries(server, before);
      const action = `${op.method} ${op.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`;
      if (res.statusCode < 300) {
        ok.push(name);
        expect(
          added.map((r) => r.action),
          `${name} answered ${res.statusCode}`,
        ).toEqual([action]);
        if (op.method === 'PUT' || op.method === 'DELETE')
          (added[0]?.before_text ? withBefore : noBefore).push(name);
      } else if (res.statusCode === 400 && /\/user\/(login|info\/password)$/.test(op.path)) {
        // A wrong password (at login, or the current one when changing it) is kept as a failed login.
        expect(
          added.map((r) => r.action),
          name,
        ).toEqual([AUDIT_LOGIN_FAILED]);
      } else {
        refused.push(`${name} ${res.statusCode} ${res.json().message}`);
        expect(added, `${name} answered ${res.statusCode}: ${res.body}`).toEqual([]);
      }
    }
    expect(noBefore, 'updates and deletions without a before summary').toEqual([]);
    expect(withBefore.length).toBeGreaterThan(40);
    if (process.env.AUDIT_WALK_REPORT)
      console.log(`${ok.length} of ${ops.length} write operations succeeded; refused: ${refused.join('; ')}`);
    // The walk reached the handlers of most write routes, not only their schemas.
    expect(ok.length, `refused: ${refused.join(', ')}`).toBeGreaterThan(ops.length * 0.6);
  });
});
