import {
  ACCESS_TOKEN_CALLS_PER_MINUTE,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_ACTIVE_MAX,
  ENDPOINT_ACCESS,
  type EndpointAccess,
  TOKEN_SCOPES,
  type TokenScope,
  translate,
} from '@reelfleet/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../src/lib/tokens.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { unique } from './admin-fixtures.ts';
import { bearer } from './auth-helpers.ts';
import { type Client, client, ok } from './fleet-fixtures.ts';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { type Operation, operations, sample } from './openapi-ops.ts';
import { workspace } from './tasks-fixtures.ts';

/** Long enough that only an invalidation, never the cache's expiry, can explain a refusal within a test. */
const LONG_CACHE = { SESSION_CACHE_MS: '60000', SECRET_KEY: 'cd'.repeat(32) };

const refusedMessages = new Set([
  translate('auth.tokenSessionOnly', 'en'),
  ...TOKEN_SCOPES.map((scope) =>
    translate('auth.tokenScopeMissing', 'en', { scope: translate(`token.scope.${scope}`, 'en') }),
  ),
]);

describe(`personal access tokens (${TEST_DB})`, () => {
  let server: TestServer;
  /** A second process on the same database, with its own session cache. */
  let other: TestServer;
  beforeAll(async () => {
    server = await startTestServer(LONG_CACHE);
    other = await startTestServer(LONG_CACHE, { handle: server.handle });
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An owner with a console session (their `api`) and some devices and accounts. */
  const owner = (points = 0) => workspace(server, { name: unique('pat'), points, devices: 2, accounts: 2 });

  async function makeToken(api: Client, scopes: TokenScope[], name = 'script', expiresInDays = 30) {
    return ok(await api.post('/user/token/add', { name, scopes, expiresInDays }), 'token').token as string;
  }

  const tokenRowsOf = (userId: number) =>
    server.ctx.db.selectFrom('access_tokens').select('id').where('user_id', '=', userId).execute();

  const call = (s: TestServer, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    s.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('shows the token once, stores only its hash, and lists it without it', async () => {
    const ws = await owner();
    const created = await ws.api.post('/user/token/add', {
      name: 'nightly',
      scopes: ['read', 'fleet'],
      expiresInDays: 7,
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(translate('token.created', 'en'));
    const token: string = created.body.data.token;
    expect(token.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThan(40);
    expect(created.body.data).toMatchObject({ name: 'nightly', scopes: ['read', 'fleet'], status: 'active' });

    const list = ok(await ws.api.get('/user/token/list'), 'list');
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(token);
    expect(list[0].hint).toBe(`${token.slice(0, 8)}…`);

    const rows = await server.ctx.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('user_id', '=', ws.ownerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token.slice(8));
    // The token works as its user, and its use is recorded.
    const info = await call(server, token, 'GET', '/user/info/get');
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.id).toBe(ws.ownerId);
    const used = ok(await ws.api.get('/user/token/list'), 'list')[0];
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.lastUsedIp).not.toBe('');
  });

  it('refuses bad token requests naming the field', async () => {
    const ws = await owner();
    const noScope = await ws.api.post('/user/token/add', { name: 'x', scopes: [], expiresInDays: 7 });
    expect(noScope.status).toBe(400);
    expect(noScope.body.message).toContain(translate('token.scopesEmpty', 'en'));
    const tooLong = await ws.api.post('/user/token/add', { name: 'x', scopes: ['read'], expiresInDays: 366 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('expiresInDays');
    const none = await ws.api.post('/user/token/add', { name: ' ', scopes: ['read'], expiresInDays: 7 });
    expect(none.status).toBe(400);
    const dup = await ws.api.post('/user/token/add', {
      name: 'x',
      scopes: ['read', 'read'],
      expiresInDays: 7,
    });
    expect(dup.status).toBe(400);
    expect(await tokenRowsOf(ws.ownerId)).toEqual([]);
  });

  it('keeps at most the active limit of tokens per user', async () => {
    const ws = await owner();
    for (let i = 0; i < ACCESS_TOKENS_ACTIVE_MAX; i++) await makeToken(ws.api, ['read'], `t${i}`);
    const over = await ws.api.post('/user/token/add', {
      name: 'one more',
      scopes: ['read'],
      expiresInDays: 7,
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(translate('token.activeLimit', 'en', { max: ACCESS_TOKENS_ACTIVE_MAX }));
    const first = ok(await ws.api.get('/user/token/list'), 'list').at(-1).id;
    ok(await ws.api.post(`/user/token/revoke/${first}`), 'revoke');
    expect(
      (await ws.api.post('/user/token/add', { name: 'one more', scopes: ['read'], expiresInDays: 7 })).status,
    ).toBe(200);
  });

  it('allows each scope exactly the operations the contract gives it, and marks them in the document', async () => {
    const ws = await owner();
    const ops = (await operations(server)).filter((op) => !op.path.startsWith('/api/docs'));
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const accessOf = (op: Operation): EndpointAccess | undefined =>
      doc.paths[op.path][op.method.toLowerCase()]['x-token-scope'];

    // The document marks every operation that needs a login with what the contract declares.
    for (const op of ops) {
      const declared = ENDPOINT_ACCESS.get(`${op.method} ${op.routeUrl.slice('/api'.length, -1)}`);
      expect(declared, `${op.method} ${op.path} is declared in the contract`).toBeDefined();
      const open = doc.paths[op.path][op.method.toLowerCase()].security?.length === 0;
      expect(accessOf(op), `${op.method} ${op.path}`).toBe(open ? undefined : declared);
    }

    // Tokens of one scope each; a fresh one before the rate limit would count against the walk.
    const pools = new Map<TokenScope, { token: string; calls: number }>();
    const tokenOf = async (scope: TokenScope) => {
      const held = pools.get(scope);
      if (held && held.calls < ACCESS_TOKEN_CALLS_PER_MINUTE - 5) {
        held.calls++;
        return held.token;
      }
      const fresh = { token: await makeToken(ws.api, [scope], `walk-${scope}`), calls: 1 };
      pools.set(scope, fresh);
      return fresh.token;
    };
    const counts: Record<string, { allowed: number; refused: number }> = {};
    for (const op of ops) {
      const access = accessOf(op);
      if (access === undefined) continue; // open: no token needed
      for (const scope of TOKEN_SCOPES) {
        const token = await tokenOf(scope);
        const url = op.path.replace(/\{(\w+)\}/g, (_, name) => {
          const p = op.pathParams.find((x) => x.name === name);
          return encodeURIComponent(String(sample(p?.schema, name)));
        });
        const res = await server.app.inject({
          method: op.method,
          url,
          headers: { ...bearer(token), 'accept-language': 'en' },
          ...(op.body && !op.multipart ? { payload: sample(op.body) as object } : {}),
        });
        const refused = res.statusCode === 403 && refusedMessages.has(res.json().message);
        const should = access === scope;
        expect(
          refused,
          `${scope} token on ${op.method} ${op.path} (${access}): ${res.statusCode} ${res.body}`,
        ).toBe(!should);
        const tally = counts[access] ?? { allowed: 0, refused: 0 };
        tally[should ? 'allowed' : 'refused']++;
        counts[access] = tally;
      }
    }
    // Every scope opens something, and session-only operations open to no token.
    for (const scope of TOKEN_SCOPES) expect(counts[scope]?.allowed, scope).toBeGreaterThan(0);
    expect(counts.session?.allowed ?? 0).toBe(0);
    expect(counts.session?.refused).toBeGreaterThan(0);
  }, 180_000); // a sweep of every operation with four tokens (~900 calls), like api-fuzz

  it('keeps token management, the profile and the password to a console session', async () => {
    const ws = await owner();
    const token = await makeToken(ws.api, [...TOKEN_SCOPES]);
    for (const [method, url, payload] of [
      ['POST', '/user/token/add', { name: 'more', scopes: ['read'], expiresInDays: 7 }],
      ['GET', '/user/token/list', undefined],
      ['POST', '/user/info/password', { oldPassword: 'owner-pass-1', newPassword: 'newpass1234' }],
      ['POST', '/user/info/update', { name: 'Changed' }],
      ['POST', '/user/session/logoutAll', undefined],
    ] as const) {
      const res = await call(server, token, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(translate('auth.tokenSessionOnly', 'en'));
    }
    // A token is never traded for a browser session.
    const exchange = await server.app.inject({
      method: 'POST',
      url: '/api/user/session/exchange',
      payload: { token },
    });
    expect(exchange.statusCode).toBe(401);
    expect(await tokenRowsOf(ws.ownerId)).toHaveLength(1);
  });

  it('refuses a revoked token at once, in this process and in another', async () => {
    const ws = await owner();
    const token = await makeToken(ws.api, ['read']);
    expect((await call(server, token, 'GET', '/system/message/count')).statusCode).toBe(200);
    expect((await call(other, token, 'GET', '/system/message/count')).statusCode).toBe(200);
    const id = ok(await ws.api.get('/user/token/list'), 'list')[0].id;
    const revoked = await ws.api.post(`/user/token/revoke/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    expect((await call(server, token, 'GET', '/system/message/count')).statusCode).toBe(401);
    if (TEST_DB === 'postgres') {
      await expect
        .poll(async () => (await call(other, token, 'GET', '/system/message/count')).statusCode, {
          timeout: 10_000,
        })
        .toBe(401);
    }
    // Another user cannot revoke it (404 as for a missing one); the owner's session is untouched.
    const stranger = await owner();
    expect((await stranger.api.post(`/user/token/revoke/${id}`)).status).toBe(404);
    expect((await ws.api.get('/user/token/list')).status).toBe(200);
  });

  it('refuses an expired token at once, even while it is cached', async () => {
    const ws = await owner();
    const token = await makeToken(ws.api, ['read'], 'short', 1);
    expect((await call(server, token, 'GET', '/system/message/count')).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3600_000 + 1000);
    const late = await call(server, token, 'GET', '/system/message/count');
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(translate('auth.tokenExpired', 'en'));
    vi.useRealTimers();
    expect(ok(await ws.api.get('/user/token/list'), 'list')[0].status).toBe('active');
  });

  it("gives a staff member's token their department's reach only, and stops it when they are disabled", async () => {
    const ws = await owner(1000);
    const outsideGroup = ok(await ws.api.post('/device/group/add', { name: 'Outside' }), 'group')
      .id as number;
    ok(await ws.api.put('/device/group/move', { ids: [ws.deviceIds[1]], groupId: outsideGroup }), 'move');
    const department = ok(
      await ws.api.post('/user/division/department/add', {
        name: 'North',
        groupIds: [ws.groupId],
        accountLabelIds: [ws.tagId],
      }),
      'department',
    );
    const body = {
      username: unique('member'),
      password: 'secret1234',
      roles: ['operator'],
      departmentId: department.id,
    };
    const member = ok(await ws.api.post('/user/division/add', body), 'member');
    const memberApi = client(server, bearer(await createSession(server.ctx.db, member.id)));
    const token = await makeToken(memberApi, ['read', 'fleet']);

    const devices = await call(server, token, 'POST', '/device/info/queryList', {});
    expect(devices.json().data.list.map((d: { id: number }) => d.id)).toEqual([ws.deviceIds[0]]);
    expect((await call(server, token, 'GET', `/device/info/detail/${ws.deviceIds[1]}`)).statusCode).toBe(404);
    // What the token makes joins the department, as with the session.
    const made = await call(server, token, 'POST', '/device/group/add', { name: 'Mine' });
    expect(made.statusCode).toBe(200);
    const groups = (await call(server, token, 'POST', '/device/group/queryAll')).json().data;
    expect(groups.map((g: { id: number }) => g.id).sort()).toEqual([ws.groupId, made.json().data.id].sort());
    expect((await call(other, token, 'POST', '/device/info/queryList', {})).statusCode).toBe(200);

    const disable = await ws.api.put('/user/division/update', { id: member.id, status: 'disabled' });
    expect(disable.status, JSON.stringify(disable.body)).toBe(200);
    expect((await call(server, token, 'POST', '/device/info/queryList', {})).statusCode).toBe(401);
    if (TEST_DB === 'postgres') {
      await expect
        .poll(async () => (await call(other, token, 'POST', '/device/info/queryList', {})).statusCode, {
          timeout: 10_000,
        })
        .toBe(401);
    }
  });

  it('names the token in the audit entry of every write it makes', async () => {
    const ws = await owner();
    const token = await makeToken(ws.api, ['fleet'], 'ci-runner');
    const added = await call(server, token, 'POST', '/device/group/add', { name: 'From a script' });
    expect(added.statusCode).toBe(200);
    ok(await ws.api.post('/device/group/add', { name: 'From the console' }), 'group');
    const entries = ok(
      await ws.api.post('/audit/log/queryList', { action: 'device/group/add' }),
      'audit',
    ).list;
    expect(entries.map((e: { tokenName: string | null }) => e.tokenName)).toEqual([null, 'ci-runner']);
    expect(entries[1].tokenId).toBeGreaterThan(0);
  });

  it('answers 429 with Retry-After past the per-minute limit of one token, not of another', async () => {
    const ws = await owner();
    const token = await makeToken(ws.api, ['read']);
    for (let i = 0; i < ACCESS_TOKEN_CALLS_PER_MINUTE; i++) {
      const res = await call(server, token, 'GET', '/system/message/count');
      expect(res.statusCode).toBe(200);
    }
    const over = await call(server, token, 'GET', '/system/message/count');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many calls with this access token; try again in \d+ seconds?$/);
    const second = await makeToken(ws.api, ['read'], 'second');
    expect((await call(server, second, 'GET', '/system/message/count')).statusCode).toBe(200);
    // The console session is not counted.
    expect((await ws.api.get('/system/message/count')).status).toBe(200);
  });
});
