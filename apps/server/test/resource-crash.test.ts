import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { priceOf } from '@reelfleet/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';
import { openTestDatabase, PG_URL, TEST_DB, type TestServer } from './harness.ts';
import { workspace } from './tasks-fixtures.ts';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const TASKS = 6;

/**
 * The real server, killed with SIGKILL while fan collection tasks run, then
 * started again on the same database: every task ends, the fans of each are
 * exactly what it counted, it paid for exactly those (every started
 * hundred), and the ledger is the sum of its entries with nothing held.
 */
describe(`crash: SIGKILL mid-collection (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-gather-crash-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const children: ChildProcess[] = [];
  let handle: DbHandle;
  let databaseUrl: string | undefined;

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function start(): ChildProcess {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ADMIN_PASSWORD: 'crash-admin-123',
        CAPTCHA: 'off',
        SEED_DEMO: '0',
        ENGINE: 'on',
        SIM_TIME_SCALE: '1000',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d) => process.stderr.write(`[server] ${d}`));
    children.push(child);
    return child;
  }

  async function healthy(): Promise<void> {
    const until = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > until) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('charges exactly the fans each task kept, and the ledger is the sum of its entries', async () => {
    if (TEST_DB === 'postgres') {
      handle = await openTestDatabase(2);
      const schema = (
        await handle.db
          .selectNoFrom((eb) => eb.fn<string>('current_schema').as('s'))
          .executeTakeFirstOrThrow()
      ).s;
      databaseUrl = `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    } else {
      handle = openDatabase({ dataDir });
    }
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'crash-admin-123',
      SEED_DEMO: '0',
      ENGINE: 'off',
      LOG_LEVEL: 'silent',
    });
    const prep = await boot(config, {
      handle: { ...handle, close: async () => {} },
      webDist: join(dataDir, 'none'),
    });
    const server = { ...prep, close: async () => {} } as TestServer;
    const ws = await workspace(server, { name: 'gcrash', points: 10_000, devices: 0, accounts: 0 });
    const cat = prep.ctx.driver.catalogue;
    const bloggers: string[] = [];
    for (let j = 0; bloggers.length < 3; j++) {
      const u = cat.userAt(j);
      if (cat.followerPage(u.id, 0, 1).total >= 2000) bloggers.push(u.uniqueId);
    }
    const token = await createSession(prep.ctx.db, ws.ownerId);
    await prep.app.close();
    if (TEST_DB === 'sqlite') await handle.close();
    const api = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: { id: number } } };
    };

    const first = start();
    await healthy();
    for (let i = 0; i < TASKS; i++) {
      // Overlapping sources: tasks compete for the same fans.
      const res = await api('POST', '/resource/gather/add', {
        name: `crash ${i}`,
        type: 'blogger',
        values: [bloggers[i % bloggers.length]],
        targetCount: 1500,
        sleepMin: 20,
        sleepMax: 40,
      });
      expect(res.status).toBe(201);
    }
    await new Promise((r) => setTimeout(r, 700));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    const read = () => (TEST_DB === 'sqlite' ? openDatabase({ dataDir }) : handle);
    const mid = read();
    const atKill = Number(
      (
        await mid.db
          .selectFrom('resource_fans')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (TEST_DB === 'sqlite') await mid.close();

    start();
    await healthy();
    const until = Date.now() + 90_000;
    for (;;) {
      const d = read();
      const open = await d.db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'not in', ['success', 'failed'])
        .executeTakeFirstOrThrow();
      if (TEST_DB === 'sqlite') await d.close();
      if (Number(open.n) === 0) break;
      if (Date.now() > until) throw new Error('collection did not finish after the restart');
      await new Promise((r) => setTimeout(r, 100));
    }

    if (TEST_DB === 'sqlite') handle = openDatabase({ dataDir });
    const db = handle.db;
    const fans = await db.selectFrom('resource_fans').select(['uid', 'task_id']).execute();
    console.log(`gather crash test: ${atKill} fans at the kill, ${fans.length} after the restart`);
    expect(atKill).toBeLessThan(fans.length);
    expect(new Set(fans.map((f) => f.uid)).size).toBe(fans.length);
    const tasks = await db.selectFrom('tasks').selectAll().execute();
    const gathered = await db.selectFrom('resource_gathers').selectAll().execute();
    for (const t of tasks) {
      const kept = fans.filter((f) => f.task_id === t.id).length;
      expect(gathered.find((g) => g.task_id === t.id)?.collected ?? 0).toBe(kept);
      expect(t.points_charged).toBe(priceOf({ points: 1, per: 100 }, kept));
      expect(t.points_charged + t.points_released).toBe(t.points_held);
    }
    const totals = await ledgerTotals(db, ws.ownerId);
    expect(totals.held).toBe(0);
    expect(totals.balance).toBe(totals.sumAmount);
    expect(totals.balance).toBe(10_000 - tasks.reduce((n, t) => n + t.points_charged, 0));
  }, 180_000);
});
