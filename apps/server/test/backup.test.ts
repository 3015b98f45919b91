import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Role } from '@reelfleet/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { boot, type Started } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { recharge } from '../src/modules/finance/ledger.ts';
import { createUser } from '../src/modules/user/service.ts';
import { client } from './fleet-fixtures.ts';
import { PG_URL, TEST_DB } from './harness.ts';
import { png, untilProcessed, uploadFile } from './material-fixtures.ts';
import { startS3 } from './s3-server.ts';

const CLI = resolve(import.meta.dirname, '../src/ops/cli.ts');
const withOptions = (url: string, schema: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

/** `npm run backup` / `npm run restore` as a child process with this environment. */
function cli(command: 'backup' | 'restore', dir: string, env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', CLI, command, dir], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/**
 * A live instance with users, points and an uploaded image is backed up while it runs, restored
 * into a fresh data folder (and a fresh PostgreSQL database), and started there: its owner logs in
 * and finds the points and the image (docs/operations.md "Backup and restore").
 */
describe(`backup and restore (${TEST_DB})`, () => {
  const dirs: string[] = [];
  const temp = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `reelfleet-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const schemas: string[] = [];
  const restoredDbs: string[] = [];
  const admin = async (sqlText: string, url = PG_URL) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sqlText);
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    if (TEST_DB === 'postgres') {
      for (const schema of schemas) await admin(`drop schema if exists ${schema} cascade`);
      for (const db of restoredDbs) await admin(`drop database if exists ${db}`);
    }
    await s3?.close();
  });
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;

  it('a backup of a live instance starts again elsewhere with its data', () => roundTrip({}), 120_000);

  // The files stay in the bucket (its own versioning keeps them): the backup holds the database only.
  it('with STORAGE=s3 the database is backed up and restored, the files served from the bucket', async () => {
    s3 = await startS3();
    await roundTrip(s3.env);
  }, 120_000);

  async function roundTrip(storageEnv: Record<string, string>) {
    const schema = `bk_${randomBytes(5).toString('hex')}`;
    const restoredDb = `${new URL(PG_URL).pathname.slice(1)}_r${randomBytes(4).toString('hex')}`;
    schemas.push(schema);
    restoredDbs.push(restoredDb);
    const bucket = storageEnv.STORAGE === 's3';
    const key = randomBytes(32).toString('hex');
    const source = temp('source');
    const sourceUrl = TEST_DB === 'postgres' ? withOptions(PG_URL, schema) : undefined;
    if (TEST_DB === 'postgres') await admin(`create schema ${schema}`);
    const env = (dataDir: string, databaseUrl?: string): Record<string, string> => ({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SECRET_KEY: key,
      ADMIN_PASSWORD: 'backup-admin-123',
      CAPTCHA: 'off',
      SEED_DEMO: '0',
      REGISTER_LIMIT: '0',
      LOG_LEVEL: 'silent',
      ...storageEnv,
    });
    const start = (e: Record<string, string>) => boot(loadConfig(e), { webDist: join(source, 'none') });

    const live = await start(env(source, sourceUrl));
    const owner = await createUser(live.ctx.db, {
      username: 'backup_owner',
      password: 'owner-pass-1',
      roles: [Role.user],
      userType: 'owner',
    });
    await recharge(live.ctx.db, { userId: owner.id, points: 4_321, idemKey: 'backup:points' });
    const login = async (app: Started['app']) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'backup_owner', password: 'owner-pass-1' },
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().data.token}` };
    };
    const headers = await login(live.app);
    const server = { ...live, close: async () => {} };
    const uploaded = await uploadFile(
      server,
      headers,
      'type=image&subtype=original&tagMode=name&labelName=x',
      [{ filename: 'kept.png', content: await png(64, 48) }],
    );
    expect(uploaded.status).toBe(200);
    const materialId: number = uploaded.body.data.id;
    await untilProcessed(client(server, headers), materialId);
    const media = (app: Started['app'], h: Record<string, string>) =>
      app.inject({ url: `/api/resource/material/media/${materialId}/file`, headers: h });
    const original = (await media(live.app, headers)).rawPayload;

    // The backup runs beside the live server, as a cron job would.
    const backupDir = join(temp('backups'), 'one');
    const made = cli('backup', backupDir, env(source, sourceUrl));
    expect(made.out).toContain('Backed up');
    expect(made.status).toBe(0);
    if (bucket) expect(made.out).toContain('STORAGE=s3: the files stay in the bucket');
    await live.app.close();
    await live.handle.close();
    const inBackup = readdirSync(backupDir, { recursive: true }).map(String);
    expect(inBackup).toContain('manifest.json');
    expect(inBackup.some((f) => f.startsWith(join('files', 'materials')))).toBe(!bucket);
    expect(inBackup.some((f) => f.includes('secret.key') || f.startsWith('reelfleet.sqlite'))).toBe(false);

    const target = temp('target');
    let targetUrl: string | undefined;
    if (TEST_DB === 'postgres') {
      await admin(`create database ${restoredDb}`);
      const url = new URL(PG_URL);
      url.pathname = `/${restoredDb}`;
      targetUrl = withOptions(url.toString(), schema);
    }
    // The refusals do not depend on where the files are: checked once.
    if (!bucket) {
      // Without the key the backup was sealed with, nothing is restored.
      const { SECRET_KEY: _, ...keyless } = env(target, targetUrl);
      const refused = cli('restore', backupDir, keyless);
      expect(refused.status).toBe(1);
      expect(refused.out).toContain('does not carry the secret key');
      const otherKey = cli('restore', backupDir, { ...keyless, SECRET_KEY: randomBytes(32).toString('hex') });
      expect(otherKey.out).toContain('not the key this backup was sealed with');
      expect(existsSync(join(target, 'reelfleet.sqlite'))).toBe(false);
    }
    const restored = cli('restore', backupDir, env(target, targetUrl));
    expect(restored.out).toContain('Restored');
    expect(restored.status).toBe(0);
    // A second restore onto it refuses: it never overwrites a database.
    if (!bucket) expect(cli('restore', backupDir, env(target, targetUrl)).status).toBe(1);

    const again = await start(env(target, targetUrl));
    try {
      const h = await login(again.app);
      const api = client({ ...again, close: async () => {} }, h);
      const recharges = await api.post('/finance/recharge/queryList?pageNo=1&pageSize=10', {});
      expect(recharges.status).toBe(200);
      expect(recharges.body.data.list).toMatchObject([{ amount: 4_321, balance: 4_321 }]);
      const file = await media(again.app, h);
      expect(file.statusCode).toBe(200);
      expect(Buffer.compare(file.rawPayload, original)).toBe(0);
      expect((await again.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await again.app.close();
      await again.handle.close();
    }
  }
});
