import { Role } from '@reelfleet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ownerWithToken, tokenFor } from './auth-helpers.ts';
import { ADMIN_PASSWORD, startTestServer, TEST_DB, type TestServer } from './harness.ts';

/** Long enough that only an invalidation, never expiry, can explain a refused token within a test. */
const LONG_CACHE = { SESSION_CACHE_MS: '60000', SECRET_KEY: 'ab'.repeat(32) };

describe(`session cache (${TEST_DB})`, () => {
  let server: TestServer;
  /** A second process on the same database (and key), with its own cache. */
  let other: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(LONG_CACHE);
    other = await startTestServer(LONG_CACHE, { handle: server.handle });
    admin = await tokenFor(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const poll = (s: TestServer, token: string) =>
    s.app.inject({ method: 'GET', url: '/api/system/message/count', headers: bearer(token) });
  const info = async (s: TestServer, token: string) =>
    (
      await s.app.inject({ method: 'GET', url: '/api/vue-element-admin/user/info', headers: bearer(token) })
    ).json();

  /** The admin's change of a user (PUT /api/admin/user/update) through the first process. */
  const adminUpdate = (payload: object) =>
    server.app.inject({ method: 'PUT', url: '/api/admin/user/update', headers: bearer(admin), payload });

  it('answers polls from the cache without touching the sessions table each time', async () => {
    const { token } = await ownerWithToken(server, 'cache_poller');
    expect((await poll(server, token)).statusCode).toBe(200);
    await server.ctx.db
      .deleteFrom('sessions')
      .where('user_id', '=', (await info(server, token)).data.id)
      .execute();
    // The row is gone, yet the cached token still answers until it is invalidated or expires.
    expect((await poll(server, token)).statusCode).toBe(200);
  });

  it('shows a role change made through the API at once', async () => {
    const { owner, token } = await ownerWithToken(server, 'cache_roles');
    expect((await info(server, token)).data.roles).toEqual([Role.user]);
    const update = await adminUpdate({ id: owner.id, roles: [Role.user, Role.vip] });
    expect(update.statusCode, update.body).toBe(200);
    expect((await info(server, token)).data.roles.sort()).toEqual([Role.user, Role.vip].sort());
  });

  it('refuses a logged-out token at once in the process that logged it out', async () => {
    const { token } = await ownerWithToken(server, 'cache_logout');
    expect((await poll(server, token)).statusCode).toBe(200);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/vue-element-admin/user/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await poll(server, token)).statusCode).toBe(401);
  });

  it(
    TEST_DB === 'postgres'
      ? 'refuses a disabled user in every other process once the change commits (NOTIFY)'
      : 'refuses a disabled user in another process on the same SQLite file only when its entry expires',
    async () => {
      const { owner, token } = await ownerWithToken(server, 'cache_elsewhere');
      expect((await poll(other, token)).statusCode).toBe(200);
      const disable = await adminUpdate({ id: owner.id, status: 'disabled' });
      expect(disable.statusCode, disable.body).toBe(200);
      if (TEST_DB === 'postgres') {
        await expect.poll(async () => (await poll(other, token)).statusCode, { timeout: 10_000 }).toBe(401);
      } else {
        expect((await poll(other, token)).statusCode).toBe(200);
      }
    },
  );
});
