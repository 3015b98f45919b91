// Durable actions per second of the task engine with a zero-latency driver, on
// SQLite (a file, WAL) and on PostgreSQL (when one answers) with 1, 2 and 4
// engine processes on one database: every action is a claimed step whose
// outcome, log line, counters, semaphores and ledger charge are committed.
// Budget (issue 10): at least 20,000 a second on SQLite, 10,000 on PostgreSQL,
// and on PostgreSQL more with each count of processes than with the one before.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type VideoTaskBody, videoTaskBody } from '@reelfleet/contract';
import { sql } from 'kysely';
import { reportRow } from '../../../scripts/bench-table.ts';
import type { ActionResult, PlatformDriver } from '../src/core/driver/platform.ts';
import { type Db, type DbHandle, openDatabase } from '../src/db/index.ts';
import { pauseTask, resumeTask } from '../src/engine/control.ts';
import { createTask } from '../src/engine/create.ts';
import type { TaskRuntime } from '../src/engine/index.ts';
import type { EngineOptions } from '../src/engine/runtime.ts';
import type { EngineDriver } from '../src/engine/types.ts';
import { FANS_REFRESH_MS } from '../src/modules/account/fans.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { ledgerTotals, recharge } from '../src/modules/finance/ledger.ts';
import { PG_URL } from '../test/harness.ts';
import { deviceRow, insertAccountTag } from '../test/rows.ts';
import { usableVideos } from '../test/tasks-fixtures.ts';
import { benchOwner, bootBench, cpuSeconds, pgBenchHandle } from './bench-server.ts';
import { coresBusy, cpuScaling } from './machine.ts';
import { lockSample } from './pg-locks.ts';

const TASKS = Number(process.env.BENCH_TASKS ?? 40);
const ACCOUNTS_PER_TASK = 50;
const VIDEOS = 10;
const STEPS = TASKS * ACCOUNTS_PER_TASK * VIDEOS;
/**
 * Timed rounds of TASKS tasks each, one after the other on the same warm engines; a row's rate is
 * their median (the figures are medians of 3): on a shared 2-core machine one round's rate
 * moved by a third between runs a minute apart.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const TIMED = STEPS * ROUNDS;
/**
 * Tasks run to completion before the clock starts, by the same engines: what is timed is the
 * engine running, not V8 compiling its code and SQLite preparing its statements on the first
 * thousand actions (a 20,000-action round on a cold process measured 16-20k/s back to back on
 * one machine). Their rate is printed too, as the cold figure.
 */
const WARMUP_TASKS = Number(process.env.BENCH_WARMUP_TASKS ?? 10);
/**
 * The warm-up's tasks with `engines` processes: WARMUP_TASKS for each, so that every process has
 * run as many actions before the clock as a single one has (V8 optimises each process's code
 * apart; with one warm-up for all, 4 processes timed a quarter-warm engine each).
 */
const warmupTasks = (engines: number) => WARMUP_TASKS * engines;
const stepsOf = (tasks: number) => tasks * ACCOUNTS_PER_TASK * VIDEOS;
/**
 * Workspaces the tasks are dealt over (BENCH_OWNERS, default 1), each its own owner and payer. With
 * several, an outcome transaction charges several payers: their rows are taken in id order (before
 * 29 Nov they were taken in the tasks' order and two transactions deadlocked, 3-10x slower).
 */
const OWNERS = Math.max(1, Number(process.env.BENCH_OWNERS ?? 1));
const overOwners = OWNERS > 1 ? ` over ${OWNERS} workspaces` : '';
/** Connections of each process's pool (the bench's own and every engine's). */
const POOL = 4;

/** Answers at once, always a success: what is measured is the engine, not the simulator. */
const instant: PlatformDriver = (() => {
  const ok = async (): Promise<ActionResult> => ({
    outcome: 'success',
    reason: 'platform.reason.ok',
    params: {},
    tookMs: 0,
  });
  return {
    login: async () => ({ ...(await ok()), profile: null }),
    play: ok,
    collect: ok,
    share: ok,
    like: ok,
    follow: ok,
    comment: ok,
    unfollow: ok,
    message: ok,
    inbox: () => [],
    followingOf: () => [],
  };
})();
const zeroLatency: EngineDriver = {
  platform: instant,
  device: async () => ({ status: 'online', usable: true, untilMs: null }),
  signIn: async () => {},
  password: async () => null,
};

/** The engine options every measured process runs with: big claims and big group commits. */
const ENGINE: Partial<EngineOptions> = {
  concurrency: 2048,
  claimBatch: 256,
  finishBatch: 2048,
  idlePollMs: 50,
  heartbeatMs: 500,
};

/**
 * TASKS tasks of 50 accounts (each on its own device) x 10 videos, and `warm` more for the
 * warm-up, planned and held, ready to run.
 */
async function prepare(handle: DbHandle, dataDir: string, warm: number) {
  const { app, ctx, tasks: rt } = await bootBench('engine', { handle, dataDir });
  const db = ctx.db;
  const owners = [await benchOwner(db)];
  for (let o = 1; o < OWNERS; o++) owners.push(await benchOwner(db, `bench_owner_${o}`));
  for (const owner of owners)
    await recharge(db, {
      userId: owner.id,
      points: (TIMED + stepsOf(warm)) * 2,
      idemKey: `bench-${owner.id}`,
    });
  const at = new Date().toISOString();
  const end = new Date(Date.now() + 86_400_000 * 30).toISOString();
  const tags: { tag: number; owner: number }[] = [];
  await db.transaction().execute(async (trx) => {
    for (let t = 0; t < TASKS * ROUNDS + warm; t++) {
      const owner = owners[t % OWNERS]!.id;
      const tag = await insertAccountTag(trx, owner, `bench-${t}`, at);
      tags.push({ tag, owner });
      for (let a = 0; a < ACCOUNTS_PER_TASK; a++) {
        const n = t * ACCOUNTS_PER_TASK + a;
        const device = await trx
          .insertInto('devices')
          .values(deviceRow(owner, { serial: 900_000 + n, name: `bench-${n}`, groupId: null, at, end }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('accounts')
          .values({
            ...importedAccount(owner, `bench_${n}`, '', tag, at),
            status: 'online',
            device_id: device.id,
          })
          .execute();
      }
    }
  });

  const videos = usableVideos({ ctx }, VIDEOS);
  const created = performance.now();
  const taskIds: number[] = [];
  for (const { tag, owner } of tags) {
    const body: VideoTaskBody = videoTaskBody.parse({
      name: `bench ${tag}`,
      accountLabelIds: [tag],
      values: videos,
      threadCount: 50,
      sleepMin: 0,
      sleepMax: 0,
    });
    const task = await createTask(rt.createEnv, {
      subtype: 'like',
      body,
      workspaceId: owner,
      userId: owner,
      payerId: owner,
    });
    taskIds.push(task.id);
  }
  const createMs = performance.now() - created;
  // Held back (paused, as a user can) while the engines start, so that what is timed is the
  // same for every count of processes: the actions, not the engines' start-up (see go()).
  for (const id of taskIds) await pauseTask(rt.control, id);
  const rounds = Array.from({ length: ROUNDS }, (_, r) => taskIds.slice(r * TASKS, (r + 1) * TASKS));
  const ownerIds = owners.map((o) => o.id);
  return { app, db, rt, ownerIds, warmIds: taskIds.slice(TASKS * ROUNDS), rounds, createMs };
}

/**
 * Waits until the engines' start-up work is behind them: the accounts the bench imported
 * refreshed once by the fans sweep (a worker beside every engine) and a heartbeat passed.
 * Before this, N processes would do in the timed window what one process does later.
 */
async function settled(db: Db): Promise<void> {
  for (const until = Date.now() + 30_000; Date.now() < until; ) {
    const stale = await db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('fans_refreshed_at', '<', new Date(Date.now() - FANS_REFRESH_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(stale.n) === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, ENGINE.heartbeatMs! + 100));
}

/** Lets the held-back tasks go (the clock runs from here), a few at once as several users would. */
async function go(rt: TaskRuntime, taskIds: readonly number[]): Promise<void> {
  const queue = [...taskIds];
  const resumer = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await resumeTask(rt.control, id);
  };
  await Promise.all(Array.from({ length: POOL }, resumer));
}

async function remaining(db: Db): Promise<number> {
  const left = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.sum<number>('remaining').as('r'))
    .executeTakeFirstOrThrow();
  return Number(left.r);
}

/** The median of the rounds' rates (of the two middle ones when even). */
function median(rates: readonly number[]): number {
  const s = [...rates].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return Math.round(s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2);
}

const roundsText = (rates: readonly number[]) =>
  rates.length > 1 ? ` (median of ${rates.map((r) => Math.round(r).toLocaleString('en')).join(', ')})` : '';

/** Lets the warm-up tasks go and waits until only the timed tasks' steps are left; prints their rate. */
async function warmUp(label: string, db: Db, warm: number, start: () => Promise<void>): Promise<void> {
  if (warm === 0) return;
  const started = performance.now();
  await start();
  while ((await remaining(db)) > TIMED) await new Promise((r) => setTimeout(r, 5));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label} warm-up (not timed): ${stepsOf(warm)} actions in ${seconds.toFixed(2)} s = ${Math.round(stepsOf(warm) / seconds)} actions/s`,
  );
}

/** Every step done once, counted once and charged once: the ledger adds up. */
async function consistent(db: Db, ownerIds: readonly number[], warm: number): Promise<boolean> {
  const each = await Promise.all(ownerIds.map((id) => ledgerTotals(db, id)));
  const counts = await db
    .selectFrom('tasks')
    .select((eb) => [
      eb.fn.sum<number>('success_count').as('success'),
      eb.fn.sum<number>('points_charged').as('charged'),
    ])
    .executeTakeFirstOrThrow();
  const balances = each.reduce((sum, t) => sum + t.balance, 0);
  return (
    Number(counts.success) === TIMED + stepsOf(warm) &&
    each.every((t) => t.balance === t.sumAmount && t.held === 0) &&
    balances === (TIMED + stepsOf(warm)) * 2 * ownerIds.length - Number(counts.charged)
  );
}

/**
 * BENCH_CPU_PROFILE=dir: a V8 CPU profile of the timed rounds alone (no setup, no warm-up) of each
 * engine process (this one on SQLite, each worker on PostgreSQL), written as
 * dir/engine-<label>.cpuprofile (open it in Chrome's DevTools).
 */
async function startProfile() {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(label: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `engine-${label}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`${label}: CPU profile of the timed rounds in ${file}`);
    },
  };
}

/** One engine in this process (SQLite: one process owns the file). */
async function inProcess(label: string, handle: DbHandle, dataDir: string) {
  const warm = warmupTasks(1);
  const { app, db, rt, ownerIds, warmIds, rounds, createMs } = await prepare(handle, dataDir, warm);
  const engine = await rt.startEngine(ENGINE, zeroLatency);
  await settled(db);
  await warmUp(label, db, warm, () => go(rt, warmIds).then(() => engine.wake()));
  const profiler = await startProfile();
  const cpu = process.cpuUsage();
  const rates: number[] = [];
  for (const [r, taskIds] of rounds.entries()) {
    const started = performance.now();
    await go(rt, taskIds);
    engine.wake();
    // Watch the engine's own count (a database poll would compete with it), then confirm in the database.
    const left = STEPS * (ROUNDS - r - 1);
    for (;;) {
      if (engine.completed >= stepsOf(warm) + STEPS * (r + 1) && (await remaining(db)) <= left) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    rates.push(STEPS / ((performance.now() - started) / 1000));
  }
  const used = process.cpuUsage(cpu);
  await profiler?.stop(label);
  await rt.stopEngine();
  const ok = await consistent(db, ownerIds, warm);
  const rate = median(rates);
  const perAction = Math.round((used.user + used.system) / TIMED);
  console.log(
    `${label}: ${ROUNDS} x ${STEPS} durable actions${overOwners}: ${rates.map((r) => Math.round(r)).join(', ')} actions/s, median ${rate}` +
      `; ${perAction} µs of this process's CPU per action` +
      ` (${TASKS * ROUNDS + warm} tasks planned in ${Math.round(createMs)} ms; ${engine.completed} outcomes written with the warm-up's; ledger ${ok ? 'consistent' : 'INCONSISTENT'})`,
  );
  reportRow({
    measure: `engine on ${label}, zero-latency driver, durable actions/s${overOwners}`,
    now: `${rate.toLocaleString('en')}/s${roundsText(rates)} (${perAction} µs CPU per action; ledger ${ok ? 'consistent' : 'INCONSISTENT'})`,
    budget: '>= 20,000/s',
    met: rate >= 20_000 && ok,
  });
  await app.close();
  await handle.close();
}

/** The database's server processes serving this database's connections (PostgreSQL). */
async function backendPids(db: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend'`.execute(db);
  return rows.map((r) => r.pid);
}

/** Whether `pid` is a PostgreSQL process of this host (a backend's command name is `postgres`). */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
  } catch {
    return false;
  }
}

/** The backends of this process's own pool (`size` connections, all asked at once). */
async function ownPids(db: Db, size: number): Promise<Set<number>> {
  const asked = Array.from({ length: size }, () =>
    sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db),
  );
  return new Set((await Promise.all(asked)).map((r) => r.rows[0]!.pid));
}

/** A measured PostgreSQL run, for the next one to be compared with. */
interface PgRun {
  processes: number;
  rate: number;
}

/**
 * `processes` engine processes (this file, forked as workers) on one PostgreSQL schema: the
 * tasks are prepared (and held back) here, the workers start their engines, their start-up
 * work is let finish, and the clock runs from the moment the tasks are let go until no step is
 * left. Besides the rate: the statements the engines sent per 100 actions. Besides the rate: the CPU the
 * engines and the database's backends spent per action, and the backends found waiting for a
 * lock, sampled. The budget is met when the rate is at least 10,000 and, with more than one
 * process, above the rate of the run just before it with fewer processes (without such a run: not met).
 */
async function processes(n: number, dataDir: string, before: PgRun | null): Promise<PgRun | null> {
  const handle = await pgBenchHandle(POOL);
  if (!handle) return null;
  const warm = warmupTasks(n);
  const { app, db, rt, ownerIds, warmIds, rounds, createMs } = await prepare(handle, dataDir, warm);
  const schema = (
    await db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()
  ).s;
  const workers = Array.from({ length: n }, () =>
    fork(import.meta.filename, ['worker', schema, dataDir, String(n)], {
      execArgv: ['--disable-warning=ExperimentalWarning'],
    }),
  );
  const said = (w: (typeof workers)[number], what: string) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      w.on('message', (m: { is: string } & Record<string, number>) => m.is === what && resolve(m));
      w.once('exit', (code) => reject(new Error(`worker exited (${code}) before '${what}'`)));
    });
  await Promise.all(workers.map((w) => said(w, 'ready')));
  await settled(db);
  await warmUp(`postgres, ${n} process${n > 1 ? 'es' : ''},`, db, warm, async () => {
    await go(rt, warmIds);
    for (const w of workers) w.send('go');
  });
  const done = workers.map((w) => said(w, 'stopped'));
  // The engines' backends: not this process's own, which only watches (and samples the locks).
  const watcher = await ownPids(db, POOL);
  const engines = async () => (await backendPids(db)).filter((pid) => !watcher.has(pid));
  const dbCpu = new Map((await engines()).map((pid) => [pid, cpuSeconds(pid)]));
  let samples = 0;
  let waiting = 0;
  let active = 0;
  // Each worker notes its CPU, then the clock starts, the tasks go and the engines are woken.
  const marked = workers.map((w) => said(w, 'marked'));
  for (const w of workers) w.send('mark');
  await Promise.all(marked);
  const busy = coresBusy();
  const rates: number[] = [];
  for (const [r, taskIds] of rounds.entries()) {
    const started = performance.now();
    await go(rt, taskIds);
    for (const w of workers) w.send('go');
    const left = STEPS * (ROUNDS - r - 1);
    while ((await remaining(db)) > left) {
      const s = await lockSample(db);
      samples++;
      waiting += s.waiting;
      active += s.active;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    rates.push(STEPS / ((performance.now() - started) / 1000));
  }
  const coresUsed = `the machine's cores ${Math.round(100 * busy())} % busy`;
  // Backends opened during the run (pools grow on demand) count from zero.
  for (const pid of await engines()) if (!dbCpu.has(pid)) dbCpu.set(pid, 0);
  // A PostgreSQL on another host (or in another PID namespace) has no backend in /proc here (or
  // another process under its pid): its CPU is then unknown, not the 0 cpuSeconds would read.
  const seen = [...dbCpu].filter(([pid]) => isPostgres(pid));
  const dbUs = seen.reduce((a, [pid, at]) => a + Math.max(0, cpuSeconds(pid) - at), 0) * 1e6;
  for (const w of workers) w.send('stop');
  const reports = await Promise.all(done);
  const ok = await consistent(db, ownerIds, warm);
  const shares = reports.map((r) => r.completed).join(' + ');
  const cpu = reports.reduce((a, r) => a + (r.cpuUs ?? 0), 0) / TIMED;
  const rate = median(rates);
  const waits = `${(waiting / Math.max(1, samples)).toFixed(2)} of ${(active / Math.max(1, samples)).toFixed(2)} busy backends waiting for a lock`;
  const dbPart = seen.length
    ? `${Math.round(dbUs / TIMED)} µs database`
    : 'database (not on this host: unknown)';
  const statements = reports.reduce((a, r) => a + (r.statements ?? 0), 0);
  if (process.env.BENCH_STATEMENTS) {
    const all = new Map<string, number>();
    for (const r of reports)
      for (const [text, k] of Object.entries((r as { texts?: Record<string, number> }).texts ?? {}))
        all.set(text, (all.get(text) ?? 0) + k);
    for (const [text, k] of [...all].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${String(k).padStart(6)}  ${text}`);
  }
  const writers = [...new Set(reports.map((r) => r.writers))].join(' or ');
  const cpus = `${Math.round(cpu)} µs engine + ${dbPart} CPU per action, ${((100 * statements) / TIMED).toFixed(1)} statements per 100, ${writers} outcome writer(s) per process`;
  console.log(
    `postgres, ${n} process${n > 1 ? 'es' : ''}: ${ROUNDS} x ${STEPS} durable actions${overOwners}: ` +
      `${rates.map((r) => Math.round(r)).join(', ')} actions/s, median ${rate}; ${cpus}; ${coresUsed}; ${waits} (${samples} samples)` +
      ` (timed steps per process ${shares}; ${TASKS * ROUNDS + warm} tasks planned in ${Math.round(createMs)} ms; ledger ${ok ? 'consistent' : 'INCONSISTENT'})`,
  );
  // Rising is judged against the run just before with fewer processes; a run of several processes
  // without one (BENCH_PROCS=4, or 4,2) has shown no rise, so it is not met.
  const compared = before !== null && before.processes < n ? before : null;
  const rising = compared ? rate > compared.rate : n === 1;
  const versus = compared
    ? `; ${rate > compared.rate ? 'up' : 'DOWN'} ${Math.abs(Math.round((100 * (rate - compared.rate)) / compared.rate))} % from ${compared.processes}`
    : n > 1
      ? '; rise not measured: no run with fewer processes before it'
      : '';
  reportRow({
    measure: `engine on postgres, ${n} process${n > 1 ? 'es' : ''}, durable actions/s${overOwners}`,
    now: `${rate.toLocaleString('en')}/s${roundsText(rates)} (${cpus}; ${coresUsed}; ${waits}; ledger ${ok ? 'consistent' : 'INCONSISTENT'}${versus})`,
    budget: '>= 10,000/s, rising with processes',
    met: rate >= 10_000 && ok && rising,
  });
  await app.close();
  await handle.close();
  return { processes: n, rate };
}

/**
 * A forked engine process: boots on the given schema and starts its engine (the same concurrency
 * in all, spread over the processes); notes its CPU on 'mark', wakes its engine on 'go' (the
 * tasks were just let go), stops on 'stop' and says how many statements it sent.
 */
async function worker(schema: string, dataDir: string, of: number) {
  let statements = 0;
  // BENCH_STATEMENTS=1: which statements, by the start of their text.
  const byText = new Map<string, number>();
  const handle = openDatabase({
    dataDir,
    databaseUrl: PG_URL,
    pgSchema: schema,
    poolSize: POOL,
    log: (e) => {
      statements++;
      if (!process.env.BENCH_STATEMENTS) return;
      const text = e.query.sql.replace(/\s+/g, ' ').slice(0, 100);
      byText.set(text, (byText.get(text) ?? 0) + 1);
    },
  });
  const { app, tasks: rt } = await bootBench('engine', { handle, dataDir });
  const send = (m: object) => process.send!(m);
  const engine = await rt.startEngine({ ...ENGINE, concurrency: Math.ceil(2048 / of) }, zeroLatency);
  let cpu = process.cpuUsage();
  let sent = 0;
  let completedBefore = 0;
  let profiler: Awaited<ReturnType<typeof startProfile>> = null;
  process.on('message', async (m) => {
    if (m === 'mark') {
      profiler = await startProfile();
      cpu = process.cpuUsage();
      sent = statements;
      completedBefore = engine.completed;
      byText.clear();
      send({ is: 'marked' });
    } else if (m === 'go') engine.wake();
    else if (m === 'stop') {
      const used = process.cpuUsage(cpu);
      const count = statements - sent;
      await profiler?.stop(`postgres-${of}-${process.pid}`);
      await rt.stopEngine();
      const texts = Object.fromEntries(byText);
      send({
        is: 'stopped',
        completed: engine.completed - completedBefore,
        cpuUs: used.user + used.system,
        statements: count,
        writers: engine.outcomeWriters,
        texts,
      });
      await app.close();
      await handle.close();
      process.exit(0);
    }
  });
  send({ is: 'ready' });
}

if (process.argv[2] === 'worker') {
  await worker(process.argv[3]!, process.argv[4]!, Number(process.argv[5]));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-engine-'));
  try {
    const only = process.env.BENCH_ENGINE_DB;
    if (only !== 'postgres') await inProcess('sqlite', openDatabase({ dataDir: dir }), dir);
    if (only !== 'sqlite') {
      // What this machine gives several processes at all, for reading the rows' rise.
      reportRow({
        measure: 'this machine, for the PostgreSQL rows',
        now: await cpuScaling(),
        budget: 'none (context)',
      });
      let before: PgRun | null = null;
      for (const n of (process.env.BENCH_PROCS ?? '1,2,4').split(',').map(Number)) {
        before = await processes(n, dir, before);
        if (!before) {
          console.log(`postgres: not measured (nothing answers at ${PG_URL})`);
          break;
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
