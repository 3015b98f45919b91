import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, TOKEN_COOKIE } from '@reelfleet/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createAgent,
  createOwner,
  EN,
  login,
  ownerWithToken,
  register,
  tokenFor,
  validRegistration,
  ZH,
} from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

/** Issue 39, points 3, 4 and 7: browser headers, the cookie session, links with tokens, accounts. */

const CONSOLE = { [CSRF_HEADER.toLowerCase()]: CSRF_HEADER_VALUE };

function fakeConsole(): string {
  const dist = mkdtempSync(join(tmpdir(), 'reelfleet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  return dist;
}

function expectBrowserHeaders(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
}

/** The Set-Cookie line of a cookie, or undefined. */
function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

const cookieValueOf = (line: string | undefined) =>
  decodeURIComponent(line?.split(';')[0]?.split('=')[1] ?? '');

describe(`browser headers (${TEST_DB})`, () => {
  const server = suiteServer({}, { webDist: fakeConsole() });
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('every answer carries the CSP, no framing, nosniff and no referrer; no HSTS over plain HTTP', async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ['API', await get('/api/health')],
      ['API error', await get('/api/user/info/get')],
      ['console HTML', await get('/')],
      ['console route (SPA fallback)', await get('/dashboard')],
      ['static asset', await get('/assets/index-AbC123.js')],
      ['missing asset', await get('/assets/gone-1.js')],
      ['API docs', await get('/api/docs/static/index.html')],
    ];
    for (const [what, res] of answers) {
      expect(res.statusCode, what).toBeLessThan(500);
      expectBrowserHeaders(res, what);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
    // The console's styles are antd's CSS-in-JS: inline <style> elements (docs/security.md).
    expect(String(answers[2]![1].headers['content-security-policy'])).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
  });
});

describe(`browser headers and cookies over HTTPS (${TEST_DB})`, () => {
  const server = suiteServer({ HTTPS: 'on' }, { webDist: fakeConsole() });

  it('sends HSTS and marks the session cookies Secure when the operator declares HTTPS', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await createOwner(server, 'tls_owner', 'secret123');
    const logged = await login(server, 'tls_owner', 'secret123', undefined, CONSOLE);
    expect(setCookie(logged, SESSION_COOKIE)).toContain('; Secure');
    expect(setCookie(logged, TOKEN_COOKIE)).toContain('; Secure');
  });
});

describe(`the console's session cookie (${TEST_DB})`, () => {
  const server = suiteServer();
  const withCookie = (token: string, extra: Record<string, string> = {}) => ({
    cookie: `${TOKEN_COOKIE}=mark; ${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    ...extra,
  });

  it('a console login sets an HttpOnly, SameSite=Strict token cookie for /api and a readable mark without the token', async () => {
    await createOwner(server, 'cookie_owner', 'secret123');
    const res = await login(server, 'cookie_owner', 'secret123', undefined, CONSOLE);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    const session = setCookie(res, SESSION_COOKIE);
    expect(session).toBeDefined();
    expect(cookieValueOf(session)).toBe(token);
    expect(session).toContain('; HttpOnly');
    expect(session).toContain('; SameSite=Strict');
    expect(session).toContain('; Path=/api');
    const mark = setCookie(res, TOKEN_COOKIE);
    expect(mark).toBeDefined();
    expect(mark).not.toContain('HttpOnly');
    expect(cookieValueOf(mark)).not.toBe('');
    expect(mark).not.toContain(token);
    // An API client's login sets no cookie: it keeps its bearer token.
    const plain = await login(server, 'cookie_owner', 'secret123');
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('the cookie authenticates reads; a write by cookie needs the console header, a bearer write does not', async () => {
    const { token } = await ownerWithToken(server, 'csrf_owner');
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/user/info/get',
      headers: withCookie(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.username).toBe('csrf_owner');

    const update = (headers: Record<string, string>) =>
      server.app.inject({ method: 'POST', url: '/api/user/info/update', payload: { alias: 'x' }, headers });
    const forged = await update(withCookie(token, EN));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(
      'This call must come from the console (the X-Requested-With header is missing)',
    );
    expect((await update(withCookie(token, ZH))).json().message).toBe(
      '此请求必须来自控制台（缺少 X-Requested-With 请求头）',
    );
    const row = () =>
      server.ctx.db
        .selectFrom('users')
        .select('alias')
        .where('username', '=', 'csrf_owner')
        .executeTakeFirst();
    expect((await row())?.alias).not.toBe('x');

    expect((await update(withCookie(token, CONSOLE))).statusCode).toBe(200);
    expect((await update(bearer(token))).statusCode).toBe(200);
    expect((await row())?.alias).toBe('x');
  });

  it("the session info answers the cookie's user, or the user of a ?token= or bearer token given with it", async () => {
    await createOwner(server, 'info_cookie', 'secret123');
    await createOwner(server, 'info_link', 'secret123');
    const mine = await tokenFor(server, 'info_cookie', 'secret123');
    const theirs = await tokenFor(server, 'info_link', 'secret123');
    const info = async (url: string, headers: Record<string, string>) =>
      (await server.app.inject({ method: 'GET', url, headers })).json().data?.user?.username;
    const url = '/api/vue-element-admin/user/info';
    expect(await info(url, withCookie(mine))).toBe('info_cookie');
    expect(await info(`${url}?token=${theirs}`, withCookie(mine))).toBe('info_link');
    expect(await info(url, withCookie(mine, bearer(theirs)))).toBe('info_link');
  });

  it('logout by cookie ends the session and clears both cookies', async () => {
    const { token } = await ownerWithToken(server, 'cookie_out');
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/vue-element-admin/user/logout',
      headers: withCookie(token, CONSOLE),
    });
    expect(out.statusCode).toBe(200);
    expect(setCookie(out, SESSION_COOKIE)).toContain('Max-Age=0');
    expect(setCookie(out, TOKEN_COOKIE)).toContain('Max-Age=0');
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/user/info/get',
      headers: withCookie(token),
    });
    expect(after.statusCode).toBe(401);
  });
});

describe(`tokens that come in links (${TEST_DB})`, () => {
  const server = suiteServer();
  const exchange = (token: string, headers: Record<string, string> = CONSOLE) =>
    server.app.inject({ method: 'POST', url: '/api/user/session/exchange', payload: { token }, headers });

  it("are traded once for a new cookie session of the link's user; the link's token then ends", async () => {
    const { owner, token: linkToken } = await ownerWithToken(server, 'link_owner');
    const res = await exchange(linkToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: owner.id, username: 'link_owner' });
    expect(JSON.stringify(res.json())).not.toContain(linkToken);
    const fresh = cookieValueOf(setCookie(res, SESSION_COOKIE));
    expect(fresh).not.toBe('');
    expect(fresh).not.toBe(linkToken);
    expect(setCookie(res, SESSION_COOKIE)).toContain('HttpOnly');

    const infoBy = (token: string) =>
      server.app.inject({ method: 'GET', url: '/api/user/info/get', headers: bearer(token) });
    expect((await infoBy(linkToken)).statusCode).toBe(401);
    expect((await infoBy(fresh)).statusCode).toBe(200);

    const again = await exchange(linkToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('The sign-in link is no longer valid');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await exchange('no-such-token')).statusCode).toBe(401);
  });
});

describe(`registration limit per address (${TEST_DB})`, () => {
  const server = suiteServer({ REGISTER_LIMIT: '3' });

  it('answers 429 with Retry-After and a translated message after REGISTER_LIMIT registrations, captcha off', async () => {
    await createAgent(server, 'LIMT2345');
    const from = (address: string, n: number, headers = EN) =>
      server.app.inject({
        method: 'POST',
        url: '/api/user/add',
        remoteAddress: address,
        headers,
        payload: validRegistration('LIMT2345', { username: `limit_${address.replaceAll('.', '_')}_${n}` }),
      });
    for (let n = 0; n < 3; n += 1) expect((await from('10.0.0.7', n)).statusCode).toBe(200);
    const refused = await from('10.0.0.7', 3);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().message).toMatch(
      /^Too many registrations from this address; try again in \d{1,3}(,\d{3})* seconds$/,
    );
    expect((await from('10.0.0.7', 4, ZH)).json().message).toMatch(
      /^此地址注册次数过多，请 \d{1,3}(,\d{3})* 秒后再试$/,
    );
    const users = await server.ctx.db
      .selectFrom('users')
      .select('username')
      .where('username', 'like', 'limit_10_0_0_7_%')
      .execute();
    expect(users).toHaveLength(3);
    // Another address is not held back.
    expect((await from('10.0.0.8', 0)).statusCode).toBe(200);
    expect(
      (await register(server, validRegistration('LIMT2345', { username: 'limit_local' }))).statusCode,
    ).toBe(200);
  });
});

describe(`log out everywhere (${TEST_DB})`, () => {
  const server = suiteServer();

  it("ends every session of the caller, this one too, leaves others' alone, and is audited", async () => {
    const owner = await createOwner(server, 'everywhere', 'secret123');
    await createOwner(server, 'bystander', 'secret123');
    const [first, second, other] = [
      await tokenFor(server, 'everywhere', 'secret123'),
      await tokenFor(server, 'everywhere', 'secret123'),
      await tokenFor(server, 'bystander', 'secret123'),
    ];
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/user/session/logoutAll',
      headers: { ...bearer(first), ...EN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logged out on every device; log in again');
    expect(setCookie(res, SESSION_COOKIE)).toContain('Max-Age=0');
    const info = (token: string) =>
      server.app.inject({ method: 'GET', url: '/api/user/info/get', headers: bearer(token) });
    expect((await info(first)).statusCode).toBe(401);
    expect((await info(second)).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(200);
    const open = await server.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', owner.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const entries = await server.ctx.db
      .selectFrom('audit_entries')
      .select(['actor_id'])
      .where('action', '=', 'POST /user/session/logoutAll')
      .execute();
    expect(entries).toEqual([{ actor_id: owner.id }]);
  });
});
