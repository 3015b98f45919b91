import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isFinalTaskStatus, TASK_STATUSES } from '@reelfleet/contract';
import { afterAll } from 'vitest';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { openTestDatabase, PG_URL, TEST_DB, type TestServer } from './harness.ts';
import { countRows } from './rows.ts';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const ADMIN_PASSWORD = 'crash-admin-123';
/** The states a step ends in. */
export const FINAL_STEP_STATES = ['done', 'failed', 'abnormal', 'cancelled'];

/** `n` distinct ports nothing listens on now (the system's pick), for processes or proxies started next. */
export async function freePorts(n: number): Promise<number[]> {
  const servers = Array.from({ length: n }, () => createServer());
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/** How a server process is started: its port (default the harness's own) and extra environment. */
export interface StartOptions {
  port?: number;
  env?: Record<string, string>;
}

/** A call to the real server process's API as the prepared workspace's owner. */
export type CrashApi = <T = { id: number }>(
  method: string,
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: { data: T } }>;

/**
 * The real server process (`src/main.ts`, engine on, SIM_TIME_SCALE 1000) on
 * one test database, for tests that kill it with SIGKILL and start it again.
 * The workspace is prepared in-process on the same database first
 * (`prepare`, then `api`); `read` opens the database as the dead process left it.
 * Call inside a `describe`: the processes and the data folder go after the suite.
 */
export function crashServer(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `reelfleet-${name}-`));
  // Taken from the system on first need and changed only if another process takes it first.
  let port: number | undefined;
  const children: ChildProcess[] = [];
  const stderrOf = new Map<ChildProcess, string>();
  let handle: DbHandle | undefined;
  let databaseUrl: string | undefined;

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function ownPort(): Promise<number> {
    port ??= (await freePorts(1))[0] as number;
    return port;
  }

  function spawnServer(o: StartOptions, at: number): ChildProcess {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', MAIN], {
      env: {
        ...process.env,
        PORT: String(at),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ADMIN_PASSWORD,
        CAPTCHA: 'off',
        SEED_DEMO: '0',
        ENGINE: 'on',
        SIM_TIME_SCALE: '1000',
        // As harness.ts: phones stay online, so no account is left out of a task by chance.
        SIM_DEVICE_UPTIME: '1',
        LOG_LEVEL: 'silent',
        ...o.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d) => {
      stderrOf.set(child, (stderrOf.get(child) ?? '') + String(d));
      process.stderr.write(`[server] ${d}`);
    });
    children.push(child);
    return child;
  }

  async function healthy(at: number, child: ChildProcess): Promise<void> {
    // Generous: a start costs ~3.5 s of CPU, but on a machine loaded 15 times over its cores it has
    // taken 55 s of wall time. A process that fails exits, and that is seen at once (below).
    const until = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${at}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
      if (Date.now() > until) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The database: opened again on SQLite (closed by `release`), the one kept handle on PostgreSQL. */
  function read(): DbHandle {
    if (TEST_DB === 'sqlite') return openDatabase({ dataDir });
    if (!handle) throw new Error('prepare() first');
    return handle;
  }

  /** Closes what `read` opened (SQLite only; PostgreSQL keeps its one handle). */
  async function release(d: DbHandle): Promise<void> {
    if (TEST_DB === 'sqlite') await d.close();
  }

  /** Ends the in-process preparation: from here on the real server processes own the database. */
  async function endPrepare(prep: TestServer): Promise<void> {
    await prep.app.close();
    if (TEST_DB === 'sqlite') {
      await handle?.close();
      handle = undefined;
    }
  }

  /** Polls `left` (opened with `read`) until it is 0, failing after `ms`. */
  async function waitUntilNone(
    left: (d: DbHandle) => Promise<number>,
    ms: number,
    what: string,
  ): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      const d = read();
      const n = await left(d);
      await release(d);
      if (n === 0) return;
      if (Date.now() > until) throw new Error(`${what} (waited ${ms} ms)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    /** The folder the processes keep their files in (DATA_DIR unless a start's env says otherwise). */
    dataDir,

    /** The app booted in-process (engine off) on the test database, to prepare a workspace. */
    async prepare(): Promise<TestServer> {
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
        ADMIN_PASSWORD,
        SEED_DEMO: '0',
        ENGINE: 'off',
        LOG_LEVEL: 'silent',
      });
      const prep = await boot(config, {
        handle: { ...handle, close: async () => {} },
        webDist: join(dataDir, 'none'),
      });
      return { ...prep, close: async () => {} } as TestServer;
    },

    /** Ends the in-process preparation; the real server's API as `userId`. */
    async api(prep: TestServer, userId: number): Promise<CrashApi> {
      const token = await createSession(prep.ctx.db, userId);
      await endPrepare(prep);
      return async (method, url, body) => {
        const res = await fetch(`http://127.0.0.1:${await ownPort()}/api${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { data: never } };
      };
    },

    endPrepare,

    /**
     * Starts the real server process and waits until it answers. On its own port, a start that
     * finds the port taken (another process picked it since the system gave it out) takes a new one.
     */
    async start(o: StartOptions = {}): Promise<ChildProcess> {
      for (let attempt = 1; ; attempt++) {
        const at = o.port ?? (await ownPort());
        const child = spawnServer(o, at);
        try {
          await healthy(at, child);
          return child;
        } catch (e) {
          const taken = (stderrOf.get(child) ?? '').includes('EADDRINUSE');
          if (!taken || o.port !== undefined || attempt === 3) throw e;
          port = undefined;
        }
      }
    },

    /** Pulls the plug: SIGKILL, then waits for the process to be gone. */
    async kill(child: ChildProcess): Promise<void> {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    },

    /** Asks it to stop (SIGTERM) and waits for it to exit; its exit code. */
    async terminate(child: ChildProcess): Promise<number | null> {
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      return exited;
    },

    read,

    release,

    waitUntilNone,

    /**
     * Waits for the middle of a run: some steps ended and others held by an engine (on a loaded
     * machine that takes longer than on a quiet one), the moment to pull a plug.
     */
    midRun(): Promise<void> {
      return waitUntilNone(
        async (d) => {
          const ended = await countRows(d.db, 'task_steps', { column: 'state', in: FINAL_STEP_STATES });
          const running = await countRows(d.db, 'task_steps', { column: 'state', in: ['claimed'] });
          return ended > 0 && running > 0 ? 0 : 1;
        },
        30_000,
        'no moment with steps ended and others running',
      );
    },

    /** How many tasks have not ended (success or failed). */
    unfinishedTasks(d: DbHandle): Promise<number> {
      return countRows(d.db, 'tasks', {
        column: 'status',
        in: TASK_STATUSES.filter((s) => !isFinalTaskStatus(s)),
      });
    },

    /** The database kept open to the end of the suite, for the final checks. */
    final(): DbHandle {
      if (TEST_DB === 'sqlite') handle = openDatabase({ dataDir });
      if (!handle) throw new Error('prepare() first');
      return handle;
    },
  };
}
