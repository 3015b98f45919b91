import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/tokens.ts';
import { LOGIN_LIMITS } from '../src/modules/auth/throttle.ts';
import { bearer, createOwner, EN, fieldsOf, login, ownerWithToken, tokenFor, ZH } from './auth-helpers.ts';
import { ADMIN_PASSWORD, TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

describe(`login, session info and logout (${TEST_DB})`, () => {
  const server = suiteServer();

  const infoGet = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/user/info/get', headers: bearer(token) });

  it('logs in: a token stored only as a hash, the user, and the login time', async () => {
    const owner = await createOwner(server, 'login_ok', 'secret123');
    expect(owner.last_login_at).toBeNull();
    const res = await login(server, 'login_ok', 'secret123');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      message: 'Login successful',
      data: { user: { id: owner.id, username: 'login_ok', roles: ['user'], userType: 'owner' } },
    });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.user.lastLogin).not.toBeNull();
    const session = await server.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(sha256(body.data.token));
    const row = await server.ctx.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).toBe(body.data.user.lastLogin);
    expect((await infoGet(body.data.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike, with 400 (not 401), in en and zh', async () => {
    await createOwner(server, 'login_pw', 'secret123');
    const wrong = await login(server, 'login_pw', 'secret2', '10.1.0.1');
    const unknown = await login(server, 'nobody_here', 'secret123', '10.1.0.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'Wrong username or password', data: null });
    }
    const zh = await login(server, 'login_pw', 'secret2', '10.1.0.1', ZH);
    expect(zh.json().message).toBe('用户名或密码错误');
  });

  it('checks the login form rules before anything else', async () => {
    const res = await login(server, 'abc', '123', undefined, EN);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).sort()).toEqual(['password', 'username']);
    expect(res.json().message).toBe('Username must be at least 5 characters');
  });

  it('tells a disabled user so only with the right password, and kills their live token', async () => {
    const { owner, token } = await ownerWithToken(server, 'login_disabled');
    await server.ctx.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', owner.id).execute();
    const live = await infoGet(token);
    expect(live.statusCode).toBe(401);
    expect(live.json().code).toBe(401);
    const right = await login(server, 'login_disabled', 'secret123');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 403,
      message: 'This account is disabled; contact your superior',
      data: null,
    });
    const wrong = await login(server, 'login_disabled', 'secret9');
    expect(wrong.statusCode).toBe(400);
  });

  /** Moves every recorded failure of the account back in time, as if the user had waited. */
  const age = async (account: string, ms: number) => {
    const rows = await server.ctx.db
      .selectFrom('login_failures')
      .selectAll()
      .where('account', '=', account)
      .execute();
    for (const r of rows) {
      await server.ctx.db
        .updateTable('login_failures')
        .set({ at: new Date(Date.parse(r.at) - ms).toISOString() })
        .where('id', '=', r.id)
        .execute();
    }
  };

  it(`slows an account after ${LOGIN_LIMITS.account.max} failures but never locks its owner out`, async () => {
    await createOwner(server, 'login_locked', 'secret123');
    for (let i = 0; i < LOGIN_LIMITS.account.max; i++) {
      expect((await login(server, 'login_locked', `wrong${i}x`, `10.2.0.${i}`)).statusCode).toBe(400);
    }
    // Straight after a failure the account waits a moment (at most maxDelaySeconds), right password or not.
    const res = await login(server, 'LOGIN_LOCKED', 'secret123', '10.2.1.1', EN);
    expect(res.statusCode).toBe(429);
    const seconds = res.json().data.seconds;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxDelaySeconds);
    expect(res.json()).toMatchObject({
      code: 429,
      message: `Too many login attempts; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
    });
    expect(res.headers['retry-after']).toBe(String(seconds));
    const zh = await login(server, 'login_locked', 'secret123', '10.2.1.1', ZH);
    expect(zh.json().message).toMatch(/^登录尝试过多，请 \d+ 秒后再试$/);
    // Ten more failures (an attacker who knows the name) still cost the owner at most a minute.
    await age('login_locked', 3_600);
    for (let i = 0; i < 10; i++) {
      await login(server, 'login_locked', `again${i}x`, '10.2.2.1');
      await age('login_locked', LOGIN_LIMITS.account.maxDelaySeconds * 1000);
    }
    await age('login_locked', LOGIN_LIMITS.account.maxDelaySeconds * 1000);
    expect((await login(server, 'login_locked', 'secret123', '10.2.1.1')).statusCode).toBe(200);
  });

  it(`counts only an address's failures: after ${LOGIN_LIMITS.ip.max} they answer 429, a right password still passes`, async () => {
    await createOwner(server, 'login_ip_ok', 'secret123');
    for (let i = 0; i < LOGIN_LIMITS.ip.max - 1; i++) {
      expect((await login(server, `spray_user${i}`, 'secret123', '10.3.0.1')).statusCode).toBe(400);
    }
    const last = await login(server, 'spray_user_last', 'secret123', '10.3.0.1');
    expect(last.statusCode).toBe(429);
    expect(last.json().data.seconds).toBeLessThanOrEqual(60);
    expect((await login(server, 'login_ip_ok', 'secret123', '10.3.0.1')).statusCode).toBe(200);
    expect((await login(server, 'login_ip_ok', 'secret123', '10.3.0.2')).statusCode).toBe(200);
  });

  it('forgives earlier failures of an account after a successful login', async () => {
    await createOwner(server, 'login_forgive', 'secret123');
    const fail = () => login(server, 'login_forgive', 'nope123', '10.4.0.1');
    for (let i = 0; i < LOGIN_LIMITS.account.max - 1; i++) expect((await fail()).statusCode).toBe(400);
    expect((await login(server, 'login_forgive', 'secret123', '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.account.max - 1; i++) expect((await fail()).statusCode).toBe(400);
  });

  it('gives roles, name, avatar and introduction by header or by ?token=', async () => {
    const token = await tokenFor(server, 'admin', ADMIN_PASSWORD);
    const byHeader = await server.app.inject({
      method: 'GET',
      url: '/api/vue-element-admin/user/info',
      headers: bearer(token),
    });
    expect(byHeader.statusCode).toBe(200);
    const data = byHeader.json().data;
    expect(data).toMatchObject({ roles: ['admin'], name: 'Administrator', avatar: '', introduction: '' });
    expect(data.roles.length).toBeGreaterThan(0);
    expect(data.user).toMatchObject({ username: 'admin', userType: 'admin', workspaceId: null });
    const byQuery = await server.app.inject({
      method: 'GET',
      url: `/api/vue-element-admin/user/info?token=${encodeURIComponent(token)}`,
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().data).toEqual(data);
    for (const url of ['/api/vue-element-admin/user/info', '/api/vue-element-admin/user/info?token=forged']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    }
  });

  it('ends only this session at logout: the token dies on the next request', async () => {
    const { token } = await ownerWithToken(server, 'logout_user');
    const other = await tokenFor(server, 'logout_user', 'secret123');
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/vue-element-admin/user/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await infoGet(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401 });
    const info = await server.app.inject({
      method: 'GET',
      url: `/api/vue-element-admin/user/info?token=${token}`,
    });
    expect(info.statusCode).toBe(401);
    expect((await infoGet(other)).statusCode).toBe(200);
  });

  it('answers an expired session with code 50014', async () => {
    const { owner, token } = await ownerWithToken(server, 'expired_user');
    await server.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', owner.id)
      .execute();
    const res = await infoGet(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(50014);
  });
});
