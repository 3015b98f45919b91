import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { translate } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { labelNames } from '../src/engine/plan.ts';
import { loggerOptions } from '../src/http/logging.ts';
import { loadSecretKey } from '../src/lib/secrets.ts';
import { issueCaptcha } from '../src/modules/auth/captcha.ts';
import { LOGIN_LIMITS } from '../src/modules/auth/throttle.ts';
import { bearer, createOwner, login, tokenFor } from './auth-helpers.ts';
import { ADMIN_PASSWORD, openTestDatabase, startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { countRows } from './rows.ts';
import { beforeAllValue, suiteServer } from './suite.ts';
import { boundWorkspace } from './tasks-fixtures.ts';

/** The five findings of issue 9, each as a user (or an operator) would meet it. */
describe(`security findings (${TEST_DB})`, () => {
  const server = suiteServer();
  const a = beforeAllValue(() =>
    boundWorkspace(server, 'sec_a', { points: 10_000, devices: 2, accounts: 2 }),
  );
  const b = beforeAllValue(() =>
    boundWorkspace(server, 'sec_b', { points: 10_000, devices: 2, accounts: 2 }),
  );

  const taskCount = () => countRows(server.ctx.db, 'tasks');
  const jobCount = () => countRows(server.ctx.db, 'task_jobs');

  describe('1. another workspace’s ids', () => {
    const likeBody = (labelIds: number[]) => ({
      name: 'peek',
      accountLabelIds: labelIds,
      values: ['7000000000000000001'],
    });

    it('answer 404 in a task body, even beside one of the caller’s own tags, and create nothing', async () => {
      const before = await taskCount();
      for (const path of ['/tiktok/api/online/comment/like', '/tiktok/api/online/maintenance']) {
        const res = await b.api.post(path, {
          ...likeBody([b.tagId, a.tagId]),
          keywords: ['cat'],
          viewCount: 1,
        });
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual({ code: 404, message: 'Not found', data: null });
      }
      const login = await b.api.post('/tiktok/api/online/user/login', {
        name: 'peek',
        groupId: b.groupId,
        accountIds: [...b.accountIds, a.accountIds[0]],
      });
      expect(login.status).toBe(404);
      expect(await taskCount()).toBe(before);
    });

    it('answer 404 nested in a job’s task body, and the job is not stored', async () => {
      const before = await jobCount();
      const res = await b.api.post('/job/add', {
        name: 'nightly peek',
        subtype: 'batch_login',
        everyMinutes: 60,
        body: { name: 'peek', groupId: b.groupId, accountLabelIds: [a.tagId] },
      });
      expect(res.status).toBe(404);
      expect(await jobCount()).toBe(before);
    });

    it('are checked in lists of any length (a raw list longer than any schema allows) without a server error', async () => {
      const ids = [b.deviceIds[0]!, ...Array.from({ length: 40_000 }, (_, i) => 10_000_000 + i)];
      const res = await b.api.del('/device/info/deletes', { ids });
      expect(res.status).toBe(404);
    });

    it('never give tag names of another workspace to a plan', async () => {
      expect(await labelNames(server.ctx.db, b.ownerId, [a.tagId, b.tagId])).toEqual(['sec_b-tag']);
    });
  });

  describe('2. session tokens', () => {
    it('never reach the log, not even from ?token=; nor do passwords or authorization headers', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged = await startTestServer({}, { logger: { ...(loggerOptions('info') as object), stream } });
      try {
        const res = await logged.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: 'admin', password: ADMIN_PASSWORD },
        });
        const token = res.json().data.token as string;
        const info = await logged.app.inject({
          method: 'GET',
          url: `/api/vue-element-admin/user/info?token=${token}`,
        });
        expect(info.statusCode).toBe(200);
        await logged.app.inject({ method: 'GET', url: '/api/user/info/get', headers: bearer(token) });
        const log = lines.join('');
        expect(log).toContain('/api/vue-element-admin/user/info?token=[Redacted]');
        expect(log).not.toContain(token);
        expect(log).not.toContain(ADMIN_PASSWORD);
      } finally {
        await logged.close();
      }
    });
  });

  describe('3. login throttling', () => {
    it('asks a captcha after repeated failures, and the right password with it passes', async () => {
      const guarded = await startTestServer({ CAPTCHA: 'on' });
      try {
        await createOwner(guarded, 'captcha_owner', 'secret123');
        for (let i = 0; i < LOGIN_LIMITS.account.max; i++) {
          await login(guarded, 'captcha_owner', `wrong${i}x`, '10.9.0.1');
        }
        // As if the short wait were over.
        await guarded.ctx.db
          .updateTable('login_failures')
          .set({ at: new Date(Date.now() - 120_000).toISOString() })
          .execute();
        const bare = await login(guarded, 'captcha_owner', 'secret123', '10.9.0.2');
        expect(bare.statusCode).toBe(400);
        expect(bare.json()).toMatchObject({
          message: translate('auth.captchaNeeded', 'en'),
          data: { captchaRequired: true, errors: [{ field: 'code' }] },
        });
        const captcha = await issueCaptcha(guarded.ctx.db, { code: 'AB12' });
        const ok = await guarded.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: 'captcha_owner', password: 'secret123', captchaId: captcha.id, code: 'ab12' },
          remoteAddress: '10.9.0.2',
        });
        expect(ok.statusCode, ok.body).toBe(200);
      } finally {
        await guarded.close();
      }
    });

    it('takes the client address from X-Forwarded-For only with TRUST_PROXY', async () => {
      const failedFrom = async (s: TestServer, username: string) => {
        await s.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username, password: 'wrong-pw1' },
          headers: { 'x-forwarded-for': '203.0.113.7' },
          remoteAddress: '10.0.0.1',
        });
        const row = await s.ctx.db
          .selectFrom('login_failures')
          .select('ip')
          .where('account', '=', username)
          .executeTakeFirstOrThrow();
        return row.ip;
      };
      expect(await failedFrom(server, 'xff_plain')).toBe('10.0.0.1');
      const proxied = await startTestServer({ TRUST_PROXY: '1' });
      try {
        expect(await failedFrom(proxied, 'xff_proxied')).toBe('203.0.113.7');
      } finally {
        await proxied.close();
      }
    });
  });

  describe('4. the secret key', () => {
    it('is created with the database file readable by the owner only', () => {
      const dir = mkdtempSync(join(tmpdir(), 'reelfleet-mode-'));
      loadSecretKey(undefined, dir);
      expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
      const handle = openDatabase({ dataDir: join(dir, 'db') });
      expect(statSync(join(dir, 'db', 'reelfleet.sqlite')).mode & 0o777).toBe(0o600);
      return handle.close();
    });

    it('of a second process sharing the database must match, or it refuses to start naming SECRET_KEY', async () => {
      const handle = await openTestDatabase();
      const configIn = (dir: string, env: Record<string, string> = {}) =>
        loadConfig({
          DATA_DIR: dir,
          ADMIN_PASSWORD,
          SEED_DEMO: '0',
          ENGINE: 'off',
          LOG_LEVEL: 'silent',
          ...env,
        });
      const firstDir = mkdtempSync(join(tmpdir(), 'reelfleet-one-'));
      const first = await boot(configIn(firstDir), { handle, webDist: join(firstDir, 'none') });
      try {
        const secondDir = mkdtempSync(join(tmpdir(), 'reelfleet-two-'));
        await expect(boot(configIn(secondDir), { handle, webDist: join(secondDir, 'none') })).rejects.toThrow(
          /SECRET_KEY/,
        );
        const shared = loadSecretKey(undefined, firstDir).toString('hex');
        const second = await boot(configIn(secondDir, { SECRET_KEY: shared }), {
          handle,
          webDist: join(secondDir, 'none'),
        });
        await second.app.close();
      } finally {
        await first.app.close();
        await handle.close();
      }
    });
  });

  describe('5. Fastify’s own errors', () => {
    let token: string;
    beforeAll(async () => {
      token = await tokenFor(server, 'admin', ADMIN_PASSWORD);
    });
    const cases = [
      {
        what: 'a malformed path parameter',
        url: '/api/device/info/detail/%',
        status: 400,
        key: 'validation.badUrl',
      },
      {
        what: 'a path parameter over 100 characters',
        url: `/api/task/log/${'9'.repeat(150)}`,
        status: 414,
        key: 'validation.uriTooLong',
      },
      { what: 'a malformed path outside any route', url: '/api/%zz', status: 400, key: 'validation.badUrl' },
    ];
    for (const c of cases) {
      it(`answer ${c.what} in the envelope, in the caller's language, without echoing the URL`, async () => {
        for (const lang of ['en', 'zh'] as const) {
          const res = await server.app.inject({
            method: 'GET',
            url: c.url,
            headers: { ...bearer(token), 'accept-language': lang },
          });
          expect(res.statusCode).toBe(c.status);
          expect(res.json()).toEqual({ code: c.status, message: translate(c.key, lang), data: null });
          expect(res.body).not.toContain('FST_');
        }
      });
    }

    it('answer malformed JSON, unsupported media types and oversized bodies in the envelope', async () => {
      const post = (payload: string, type: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/device/info/queryList',
          payload,
          headers: { ...bearer(token), 'content-type': type, 'accept-language': 'zh' },
        });
      const bad = await post('{"name":', 'application/json');
      expect([bad.statusCode, bad.json()]).toEqual([
        400,
        { code: 400, message: translate('validation.malformedJson', 'zh'), data: null },
      ]);
      const xml = await post('<a/>', 'application/xml');
      expect([xml.statusCode, xml.json().code]).toEqual([415, 415]);
      const big = await post(JSON.stringify({ name: 'x'.repeat(3_000_000) }), 'application/json');
      expect([big.statusCode, big.json().message]).toEqual([413, translate('validation.bodyTooLarge', 'zh')]);
    });
  });

  describe('messages found on the way', () => {
    it('fill a catalogue message given as a parameter (a driver error in a task log line)', () => {
      const params = {
        account: 'ann',
        action: 'like',
        target: 'v1',
        reason: 'platform.reason.driverError',
        error: 'boom',
      };
      for (const lang of ['en', 'zh'] as const) {
        const line = translate('log.step.failed', lang, params);
        expect(line).toContain('boom');
        expect(line).not.toContain('{error}');
      }
    });

    it('say a rental’s months or count is out of range, not of the wrong type', async () => {
      for (const [body, field, key, bound] of [
        [{ count: 1, months: 0 }, 'months', 'validation.tooSmall', { min: 1 }],
        [{ count: 1, months: 13 }, 'months', 'validation.tooBig', { max: 12 }],
        [{ count: 0, months: 1 }, 'count', 'validation.tooSmall', { min: 1 }],
        [{ count: 101, months: 1 }, 'count', 'validation.tooBig', { max: 100 }],
      ] as const) {
        const res = await b.api.post('/device/info/add', body);
        expect(res.status).toBe(400);
        expect(res.body.data.errors).toEqual([{ field, message: translate(key, 'en', { field, ...bound }) }]);
      }
    });
  });
});
