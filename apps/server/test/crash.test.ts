import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';
import { openTestDatabase, PG_URL, TEST_DB, type TestServer } from './harness.ts';
import { countRows, insertAccountTag } from './rows.ts';
import { usableVideos, workspace } from './tasks-fixtures.ts';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const TASKS = 100;
const TAGS = 10;

/**
 * The real server process, killed with SIGKILL while 100 tasks run, then
 * started again on the same database: every step ends exactly once, the
 * counters are the sum of the outcomes, and the ledger is the sum of its entries.
 */
describe(`crash: SIGKILL while tasks run (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-crash-'));
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

  it('loses nothing and counts nothing twice', async () => {
    // The workspace is prepared in-process on the same database, then the real server runs.
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
    const ws = await workspace(server, {
      name: 'crash',
      points: 100_000,
      devices: 40,
      accounts: 40,
      bound: true,
    });
    const tags: number[] = [];
    const at = new Date().toISOString();
    for (let t = 0; t < TAGS; t++) {
      const tag = await insertAccountTag(prep.ctx.db, ws.ownerId, `crash-${t}`, at);
      tags.push(tag);
      await prep.ctx.db
        .updateTable('accounts')
        .set({ label_id: tag })
        .where(
          'id',
          'in',
          ws.accountIds.filter((_, i) => i % TAGS === t),
        )
        .execute();
    }
    const videos = usableVideos(prep, 2);
    const token = await createSession(prep.ctx.db, ws.ownerId);
    await prep.app.close();
    if (TEST_DB === 'sqlite') {
      await handle.close();
    }
    const api = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: { id: number; logId: string } } };
    };

    const t0 = Date.now();
    const first = start();
    await healthy();
    console.log(`crash test: server healthy in ${Date.now() - t0} ms`);
    const created: number[] = [];
    for (let batch = 0; batch < TASKS; batch += 20) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          api('POST', '/tiktok/api/online/comment/like', {
            name: `crash ${batch + j}`,
            accountLabelIds: [tags[(batch + j) % TAGS]],
            values: videos,
            threadCount: 2,
            sleepMin: 50,
            sleepMax: 70,
          }),
        ),
      );
      for (const res of replies) {
        expect(res.status).toBe(201);
        created.push(res.body.data.id);
      }
    }
    // Let it work a little, then pull the plug in the middle of it.
    await new Promise((r) => setTimeout(r, 500));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    if (TEST_DB === 'sqlite') handle = openDatabase({ dataDir });
    const db = handle.db;
    const total = await countRows(db, 'task_steps');
    const finalAtKill = await countRows(db, 'task_steps', {
      column: 'state',
      in: ['done', 'failed', 'abnormal', 'cancelled'],
    });
    const claimedAtKill = await countRows(db, 'task_steps', { column: 'state', in: ['claimed'] });
    // The kill happened mid-run: some work done, some not, some of it in the hands of the dead process.
    expect(finalAtKill).toBeGreaterThan(0);
    expect(finalAtKill).toBeLessThan(total);
    expect(claimedAtKill).toBeGreaterThan(0);
    if (TEST_DB === 'sqlite') {
      await handle.close();
    }

    const check = () => (TEST_DB === 'sqlite' ? openDatabase({ dataDir }) : handle);
    const restarted = Date.now();
    start();
    await healthy();
    const until = Date.now() + 60_000;
    for (;;) {
      const db = check();
      const left = await db.db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '!=', 'success')
        .executeTakeFirstOrThrow();
      if (TEST_DB === 'sqlite') await db.close();
      if (Number(left.n) === 0) break;
      if (process.env.CRASH_DEBUG) {
        const d2 = check();
        const rows = await d2.db
          .selectFrom('task_steps')
          .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('state')
          .execute();
        const logs = await d2.db
          .selectFrom('task_logs')
          .select(['msg_key', (eb) => eb.fn.countAll<number>().as('n')])
          .where('level', '=', 'DEBUG')
          .groupBy('msg_key')
          .execute();
        console.log(Date.now() - restarted, JSON.stringify(rows), JSON.stringify(logs));
        if (TEST_DB === 'sqlite') await d2.close();
        await new Promise((r) => setTimeout(r, 1000));
      }
      if (Date.now() > until) throw new Error('tasks did not finish after the restart');
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(
      `crash test: killed after ${finalAtKill}/${total} steps (${claimedAtKill} running); all done ${Date.now() - restarted} ms after the restart`,
    );
    // The API agrees.
    for (const id of created.slice(0, 5)) {
      expect(
        ((await api('GET', `/task/info/progress/${id}`)).body.data as unknown as { status: string }).status,
      ).toBe('success');
    }

    if (TEST_DB === 'sqlite') handle = openDatabase({ dataDir });
    const after = handle.db;
    const steps = await after.selectFrom('task_steps').select(['id', 'task_id', 'state', 'price']).execute();
    expect(steps.length).toBe(total);
    expect(steps.every((s) => ['done', 'failed', 'abnormal'].includes(s.state))).toBe(true);
    // One final log line per step, written with its final state: nothing counted twice.
    const finalLines = await after
      .selectFrom('task_logs')
      .select(['step_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('msg_key', 'in', ['log.step.ok', 'log.step.failed', 'log.step.abnormal'])
      .groupBy('step_id')
      .execute();
    expect(finalLines.length).toBe(total);
    expect(finalLines.every((l) => Number(l.n) === 1)).toBe(true);

    const tasks = await after.selectFrom('tasks').selectAll().execute();
    for (const t of tasks) {
      const mine = steps.filter((s) => s.task_id === t.id);
      expect(t.success_count).toBe(mine.filter((s) => s.state === 'done').length);
      expect(t.failed_count).toBe(mine.filter((s) => s.state === 'failed').length);
      expect(t.abnormal_count).toBe(mine.filter((s) => s.state === 'abnormal').length);
      expect(t.remaining).toBe(0);
      expect(t.points_charged).toBe(mine.filter((s) => s.state === 'done').reduce((n, s) => n + s.price, 0));
      expect(t.points_charged + t.points_released).toBe(t.points_held);
    }
    const charged = await after
      .selectFrom('ledger_entries')
      .select([
        'ref_id',
        (eb) => eb.fn.sum<number>('quantity').as('q'),
        (eb) => eb.fn.sum<number>('held_delta').as('h'),
      ])
      .where('kind', '=', 'charge')
      .where('ref_type', '=', 'task')
      .groupBy('ref_id')
      .execute();
    for (const c of charged) {
      const t = tasks.find((x) => x.id === Number(c.ref_id))!;
      expect(Number(c.q)).toBe(t.success_count);
      expect(-Number(c.h)).toBe(t.points_charged);
    }
    const ledger = await ledgerTotals(after, ws.ownerId);
    expect(ledger.held).toBe(0);
    expect(ledger.balance).toBe(ledger.sumAmount);
    expect(ledger.held).toBe(ledger.sumHeld);
    expect(ledger.balance).toBe(100_000 - tasks.reduce((n, t) => n + t.points_charged, 0));
    const sems = await after.selectFrom('engine_semaphores').select('used').where('used', '>', 0).execute();
    expect(sems).toEqual([]);
  }, 120_000);
});
