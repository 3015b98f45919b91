import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '@reelfleet/contract';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, type DbHandle, openDatabase } from '../src/db/index.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { createUser } from '../src/modules/user/service.ts';
import { openPgSchema, PG_URL } from '../test/harness.ts';

/** Shared by the benches: the real app on a temp DATA_DIR, an owner, a PostgreSQL schema, a latency line. */

/** Boots the app as production does, but with no demo data, no engine, silent logs and phones always online, on `handle` or the SQLite file in `dataDir`. */
export async function bootBench(
  name: string,
  options: { handle?: DbHandle; dataDir?: string; auditTrail?: boolean; env?: Record<string, string> } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `reelfleet-bench-${name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-admin-123',
    SEED_DEMO: '0',
    ENGINE: 'off',
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    // Every phone online: a bench's tasks use all their accounts (none left out for an offline phone).
    SIM_DEVICE_UPTIME: '1',
    ...options.env,
  });
  const started = await boot(config, {
    handle: options.handle,
    webDist: join(dataDir, 'no-console'),
    auditTrail: options.auditTrail,
  });
  return { ...started, dataDir };
}

export function benchOwner(db: Db, username = 'bench_owner') {
  return createUser(db, { username, password: 'bench-pass-1', roles: [Role.user], userType: 'owner' });
}

/** bootBench with an owner signed in: the app, its context, the owner and the owner's bearer token. */
export async function bootBenchOwner(name: string, options: { handle?: DbHandle; dataDir?: string } = {}) {
  const started = await bootBench(name, options);
  const owner = await benchOwner(started.ctx.db);
  return { ...started, owner, token: await createSession(started.ctx.db, owner.id) };
}

/** Calls `call` `warmup` times, then `runs` times timed: the last answer and each run's milliseconds. */
export async function timed<T>(call: () => Promise<T>, runs: number, warmup = 10) {
  let last = await call();
  for (let i = 1; i < warmup; i++) last = await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await call();
    times.push(performance.now() - t);
  }
  return { last, times };
}

/** A schema of its own on the test PostgreSQL, or null when nothing answers there. */
export async function pgBenchHandle(poolSize: number): Promise<DbHandle | null> {
  return openPgSchema('bench', poolSize).catch(() => null);
}

/**
 * Runs `run` on SQLite in a temp DATA_DIR, then on a PostgreSQL schema of its own when the
 * test PostgreSQL answers (said and skipped when not); the temp directory is removed after.
 */
export async function onBothDatabases(
  name: string,
  run: (kind: 'sqlite' | 'postgres', handle: DbHandle, dataDir: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `reelfleet-bench-${name}-`));
  const sqlite = openDatabase({ dataDir });
  await run('sqlite', sqlite, dataDir);
  await sqlite.close();

  const pgHandle = await pgBenchHandle(20);
  if (pgHandle) {
    try {
      await run('postgres', pgHandle, dataDir);
    } finally {
      await pgHandle.close();
    }
  } else {
    console.log(`\npostgres: not reachable at ${PG_URL}; skipped`);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** One line of latencies: p50, p95, max and mean. */
export function summary(label: string, ms: number[], digits = 2): void {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  const f = (n: number) => `${n.toFixed(digits)} ms`;
  console.log(
    `  ${label.padEnd(40)} n=${ms.length}  p50 ${f(at(0.5))}  p95 ${f(at(0.95))}  max ${f(sorted.at(-1)!)}  mean ${f(mean)}`,
  );
}

/**
 * CPU seconds of every PostgreSQL server process on this machine (backends, autovacuum, the WAL
 * writer, the checkpointer; every database's) from `sample(true)` on: a process first seen later
 * counts from 0, one that exits keeps its last sample. Sample often: a pool replaces its idle
 * connections, and a backend that exits between two samples loses what it used since the last.
 */
export function postgresCpu() {
  const seen = new Map<number, { first: number; last: number }>();
  const isPostgres = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  };
  return {
    sample(start = false): void {
      for (const pid of readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .map(Number)) {
        if (!isPostgres(pid)) continue;
        const cpu = cpuSeconds(pid);
        const s = seen.get(pid);
        if (s) s.last = cpu;
        else seen.set(pid, { first: start ? cpu : 0, last: cpu });
      }
    },
    seconds: () => [...seen.values()].reduce((a, s) => a + Math.max(0, s.last - s.first), 0),
  };
}

/** Seconds of CPU (user + system) a process has used, from /proc (Linux); 0 for a process gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
