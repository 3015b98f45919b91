// Capacity (issue 41): a fleet of simulated devices, one account each, acting at the simulator's
// real durations (SIM_TIME_SCALE 1: a like takes 1-3 s) with 27-31 s between one device's actions,
// driven by 2 engine processes on one PostgreSQL and by 1 process on SQLite. Per row: devices,
// actions/s, CPU per action (engine processes; PostgreSQL's backends), how late due steps started
// (p50/p99, share within 1 s), rows and bytes written per device-hour, resident memory per process.
// Short by default (a few minutes); CAPACITY_LONG=1 for the issue's 100,000 devices on PostgreSQL, a
// 10-minute window and the largest SQLite fleet one process carries. docs/capacity.md reads them.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type VideoTaskBody, videoTaskBody } from '@reelfleet/contract';
import { sql } from 'kysely';
import { reportRow } from '../../../scripts/bench-table.ts';
import { startLateness, stepOutcomes, stepsClaimed } from '../src/core/metrics.ts';
import { type Db, type DbHandle, openDatabase } from '../src/db/index.ts';
import { pauseTask, resumeTask } from '../src/engine/control.ts';
import { createTask } from '../src/engine/create.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { recharge } from '../src/modules/finance/ledger.ts';
import { PG_URL } from '../test/harness.ts';
import { deviceRow } from '../test/rows.ts';
import { usableVideos } from '../test/tasks-fixtures.ts';
import { benchOwner, bootBench, pgBenchHandle, postgresCpu } from './bench-server.ts';
import { lockSample } from './pg-locks.ts';

const LONG = process.env.CAPACITY_LONG === '1';
const PG_DEVICES = Number(process.env.CAPACITY_DEVICES ?? (LONG ? 100_000 : 5_000));
const PG_PROCS = Number(process.env.CAPACITY_PROCS ?? 2);
/** SQLite fleets tried one after the other; the long mode stops at the first that misses the goal. */
const SQLITE_DEVICES = (process.env.CAPACITY_SQLITE_DEVICES ?? (LONG ? '10000,25000,50000,100000' : '5000'))
  .split(',')
  .filter(Boolean)
  .map(Number);
const WHICH = process.env.CAPACITY_DB; // sqlite | postgres | both (unset)
/** Seconds over which the tasks are let go (users starting their tasks), then one period to settle. */
const RAMP_S = Number(process.env.CAPACITY_RAMP_S ?? 30);
const SETTLE_S = Number(process.env.CAPACITY_SETTLE_S ?? 35);
/** The measured window, in seconds. */
const WINDOW_S = Number(process.env.CAPACITY_WINDOW_S ?? (LONG ? 600 : 60));
/** Between one device's actions: a like (1-3 s) then a sleep of 27-31 s, about 31 s a cycle. */
const SLEEP_MIN_S = 27;
const SLEEP_MAX_S = 31;
/** Accounts per task: the task's thread count (THREAD_COUNT_MAX), so no task holds its own accounts back. */
const PER_TASK = 50;
/** Devices per workspace (each its own owner and payer): a fleet of this size is many customers. */
const PER_WORKSPACE = Number(process.env.CAPACITY_PER_WORKSPACE ?? 5_000);
/** Videos (actions) per account: enough to keep every device acting past the window's end. */
const VIDEOS = Math.ceil((RAMP_S + SETTLE_S + WINDOW_S + 30) / 28) + 1;
const POOL = 8;
/** Outcome transactions the database runs at once, shared by the engine processes (EngineOptions.finishWriters). */
const FINISH_WRITERS = Number(process.env.CAPACITY_FINISH_WRITERS ?? 2);
/** A device's cycle: a like (1-3 s, 2 s on average) then its sleep. */
const CYCLE_S = 2 + (SLEEP_MIN_S + SLEEP_MAX_S) / 2;
/**
 * The goal: p99 lateness under 1 s and 95 % of due work started within 1 s, with the fleet's
 * actions done (95 % of devices / CYCLE_S a second). Lateness is measured at the claim, and an
 * item's next step is due a sleep after its outcome is written: outcomes queued in a process
 * before their transaction push the next steps later without making them late, so a fleet the
 * engines do not keep up with shows in the rate, not in the lateness.
 */
const meetsGoal = (r: Figures) => r.p99 < 1 && r.within1s >= 0.95 && r.keptUp >= 0.95;

interface WorkerReport {
  completed: number;
  /** Steps claimed (by a claim or chained), from the engine's own counter. */
  claimed: number;
  cpuUs: number;
  rss: number;
  heapUsed: number;
  /** Lateness of each claimed step, in whole milliseconds -> count. */
  late: Record<string, number>;
  outcomes: Record<string, number>;
  /** SQLite: total_changes() of the engine's connection over the window. */
  changes: number;
  /** SQLite: growth of the pages in use (page_count - freelist_count, WAL included) over the window. */
  bytes: number;
  /** Outcomes waiting for their transaction, and steps in flight, sampled each second: mean and max. */
  queued: { mean: number; max: number };
  inFlight: { mean: number; max: number };
}

interface Figures {
  p50: number;
  p99: number;
  within1s: number;
  /** Actions done a second over the fleet's actions due a second (devices / CYCLE_S). */
  keptUp: number;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/**
 * Owners, `devices` devices with one account each (multi-row inserts, not the API), one tag and one
 * like task per PER_TASK accounts (created through the engine's own createTask, then paused until the
 * engines run).
 */
async function seed(rt: Awaited<ReturnType<typeof bootBench>>, devices: number) {
  const db = rt.ctx.db;
  const t0 = performance.now();
  const workspaces = Math.max(1, Math.ceil(devices / PER_WORKSPACE));
  const owners: number[] = [];
  for (let w = 0; w < workspaces; w++) owners.push((await benchOwner(db, `cap_owner_${w}`)).id);
  for (const id of owners)
    await recharge(db, { userId: id, points: PER_WORKSPACE * VIDEOS * 100, idemKey: `cap-${id}` });
  const at = new Date().toISOString();
  const end = new Date(Date.now() + 86_400_000 * 30).toISOString();
  const tasks = Math.ceil(devices / PER_TASK);
  const tags: { tag: number; owner: number }[] = [];
  for (let from = 0; from < tasks; from += 200) {
    const rows = Array.from({ length: Math.min(200, tasks - from) }, (_, i) => ({
      workspace_id: owners[Math.floor(((from + i) * PER_TASK) / PER_WORKSPACE)]!,
      kind: 'account' as const,
      name: `cap-${from + i}`,
      is_system: 0,
      created_at: at,
      updated_at: at,
    }));
    const ids = await db.insertInto('tags').values(rows).returning('id').execute();
    for (const [i, r] of ids.entries()) tags.push({ tag: r.id, owner: rows[i]!.workspace_id });
  }
  const CHUNK = 500;
  for (let from = 0; from < devices; from += CHUNK) {
    const n = Math.min(CHUNK, devices - from);
    const ownerOf = (k: number) => tags[Math.floor(k / PER_TASK)]!.owner;
    const ids = await db
      .insertInto('devices')
      .values(
        Array.from({ length: n }, (_, i) =>
          deviceRow(ownerOf(from + i), {
            serial: 2_000_000 + from + i,
            name: `cap-${from + i}`,
            groupId: null,
            at,
            end,
          }),
        ),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('accounts')
      .values(
        ids.map((d, i) => ({
          ...importedAccount(
            ownerOf(from + i),
            `cap_${from + i}`,
            '',
            tags[Math.floor((from + i) / PER_TASK)]!.tag,
            at,
          ),
          status: 'online' as const,
          device_id: d.id,
        })),
      )
      .execute();
  }
  const seededMs = performance.now() - t0;
  const videos = usableVideos({ ctx: rt.ctx }, VIDEOS);
  const taskIds: number[] = [];
  const queue = [...tags];
  const creator = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      const body: VideoTaskBody = videoTaskBody.parse({
        name: `cap ${t.tag}`,
        accountLabelIds: [t.tag],
        values: videos,
        threadCount: PER_TASK,
        sleepMin: SLEEP_MIN_S,
        sleepMax: SLEEP_MAX_S,
      });
      const task = await createTask(rt.tasks.createEnv, {
        subtype: 'like',
        body,
        workspaceId: t.owner,
        userId: t.owner,
        payerId: t.owner,
      });
      await pauseTask(rt.tasks.control, task.id);
      taskIds.push(task.id);
    }
  };
  await Promise.all(Array.from({ length: rt.ctx.dbKind === 'postgres' ? 4 : 1 }, creator));
  const plannedMs = performance.now() - t0 - seededMs;
  console.log(
    `  seeded ${devices.toLocaleString('en')} devices and accounts in ${workspaces} workspaces in ${(seededMs / 1000).toFixed(1)} s (multi-row inserts); ` +
      `${taskIds.length} like tasks of ${PER_TASK} accounts x ${VIDEOS} videos planned in ${(plannedMs / 1000).toFixed(1)} s`,
  );
  return taskIds;
}

/** Rows inserted, updated and deleted, and bytes of tables and indexes, in this schema (PostgreSQL). */
async function pgWrites(db: Db) {
  const { rows } = await sql<{ rows: string; bytes: string; wal: string }>`select
      (select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) from pg_stat_user_tables
        where schemaname = current_schema())::text as rows,
      (select coalesce(sum(pg_total_relation_size(c.oid)), 0) from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 't'))::text as bytes,
      (pg_current_wal_lsn() - '0/0')::text as wal`.execute(db);
  const r = rows[0]!;
  return { rows: Number(r.rows), bytes: Number(r.bytes), wal: Number(r.wal) };
}

function quantiles(late: Record<string, number>): Omit<Figures, 'keptUp'> & { n: number } {
  const pairs = Object.entries(late)
    .map(([ms, k]) => [Number(ms), k] as const)
    .sort((a, b) => a[0] - b[0]);
  const n = pairs.reduce((a, [, k]) => a + k, 0);
  const at = (q: number) => {
    let seen = 0;
    for (const [ms, k] of pairs) {
      seen += k;
      if (seen >= q * n) return ms / 1000;
    }
    return Number.NaN;
  };
  const within = pairs.filter(([ms]) => ms <= 1000).reduce((a, [, k]) => a + k, 0);
  return { n, p50: at(0.5), p99: at(0.99), within1s: n ? within / n : Number.NaN };
}

const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;

/** One fleet on one database: seeded here, driven by `procs` forked engine processes, measured. */
async function fleet(
  kind: 'sqlite' | 'postgres',
  devices: number,
  procs: number,
): Promise<(Figures & { devices: number }) | null> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-capacity-'));
  const handle: DbHandle | null = kind === 'postgres' ? await pgBenchHandle(POOL) : openDatabase({ dataDir });
  if (!handle) {
    console.log(`postgres: not reachable at ${PG_URL}; skipped`);
    return null;
  }
  console.log(
    `\n${kind}: ${devices.toLocaleString('en')} devices, ${procs} engine process${procs > 1 ? 'es' : ''} (load ${load()})`,
  );
  const started = await bootBench('capacity', { handle, dataDir, env: { SIM_TIME_SCALE: '1' } });
  const taskIds = await seed(started, devices);
  const schema =
    kind === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(started.ctx.db)).rows[0]!.s
      : '';
  // SQLite: one process owns the file; this one lets it go and reads only its size.
  await started.app.close();
  let db: Db | null = null;
  if (kind === 'sqlite') await handle.close();
  else db = started.ctx.db;

  const workers = Array.from({ length: procs }, () =>
    fork(
      import.meta.filename,
      ['worker', kind, schema, dataDir, String(Math.ceil((devices * 1.2) / procs))],
      {
        execArgv: ['--disable-warning=ExperimentalWarning'],
      },
    ),
  );
  const exited = workers.map((w) => new Promise((r) => w.once('exit', r)));
  const said = <T>(w: (typeof workers)[number], what: string) =>
    new Promise<T>((resolve, reject) => {
      w.on('message', (m: { is: string }) => m.is === what && resolve(m as T));
      w.once('exit', (code) => reject(new Error(`worker exited (${code}) before '${what}'`)));
    });
  await Promise.all(workers.map((w) => said(w, 'ready')));
  // Each process lets its share of the tasks go, spread over RAMP_S, as users starting them.
  workers.forEach((w, i) => {
    w.send({ go: taskIds.filter((_, k) => k % procs === i), rampMs: RAMP_S * 1000 });
  });
  await new Promise((r) => setTimeout(r, (RAMP_S + SETTLE_S) * 1000));

  const dbCpu = postgresCpu();
  if (db) dbCpu.sample(true);
  const writes0 = db ? await pgWrites(db) : { rows: 0, bytes: 0, wal: 0 };
  const loadAtMark = load();
  const marked = workers.map((w) => said(w, 'marked'));
  for (const w of workers) w.send('mark');
  await Promise.all(marked);
  const t0 = performance.now();
  let samples = 0;
  let waiting = 0;
  let active = 0;
  while (performance.now() - t0 < WINDOW_S * 1000) {
    if (db) {
      dbCpu.sample();
      const s = await lockSample(db);
      samples++;
      waiting += s.waiting;
      active += s.active;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stopped = workers.map((w) => said<WorkerReport>(w, 'stopped'));
  for (const w of workers) w.send('stop');
  const reports = await Promise.all(stopped);
  const seconds = (performance.now() - t0) / 1000;
  if (db) dbCpu.sample();
  const dbUs = dbCpu.seconds() * 1e6;
  // PostgreSQL's statistics reach pg_stat_user_tables within a second of a commit.
  await new Promise((r) => setTimeout(r, 1500));
  const writes1 = db ? await pgWrites(db) : { rows: 0, bytes: reports[0]!.bytes, wal: 0 };
  await Promise.all(exited);

  const completed = reports.reduce((a, r) => a + r.completed, 0);
  const claimed = reports.reduce((a, r) => a + r.claimed, 0);
  const late: Record<string, number> = {};
  const outcomes: Record<string, number> = {};
  for (const r of reports) {
    for (const [ms, k] of Object.entries(r.late)) late[ms] = (late[ms] ?? 0) + k;
    for (const [o, k] of Object.entries(r.outcomes)) outcomes[o] = (outcomes[o] ?? 0) + k;
  }
  const q = { ...quantiles(late), keptUp: completed / seconds / (devices / CYCLE_S) };
  const deviceHours = (devices * seconds) / 3600;
  const rowsWritten =
    kind === 'sqlite' ? reports.reduce((a, r) => a + r.changes, 0) : writes1.rows - writes0.rows;
  const bytes = writes1.bytes - writes0.bytes;
  const engineUs = reports.reduce((a, r) => a + r.cpuUs, 0) / Math.max(1, completed);
  const rate = completed / seconds;
  const rss = reports.map((r) => mb(r.rss)).join(' / ');
  const heap = reports.map((r) => mb(r.heapUsed)).join(' / ');
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const lines = [
    `  ${kind}, ${devices.toLocaleString('en')} devices, ${procs} process${procs > 1 ? 'es' : ''}, ${seconds.toFixed(0)} s window: ${Math.round(rate).toLocaleString('en')} actions/s of ${Math.round(devices / CYCLE_S).toLocaleString('en')} due (${pct(q.keptUp)} kept up; ${completed.toLocaleString('en')} outcomes; ${Object.entries(
      outcomes,
    )
      .map(([o, k]) => `${o} ${k}`)
      .join(', ')})`,
    `  CPU per action: ${Math.round(engineUs)} µs engine processes` +
      (kind === 'postgres'
        ? ` + ${Math.round(dbUs / Math.max(1, completed))} µs PostgreSQL (/proc: every server process, background work included)`
        : ' (SQLite in-process)') +
      (samples
        ? `; ${(waiting / samples).toFixed(2)} of ${(active / samples).toFixed(2)} busy backends waiting for a lock`
        : ''),
    `  due-to-start lateness (${q.n.toLocaleString('en')} claimed by a claim, ${claimed.toLocaleString('en')} in all): p50 ${q.p50.toFixed(3)} s, p99 ${q.p99.toFixed(3)} s, started within 1 s ${pct(q.within1s)}`,
    `  written per device-hour: ${(rowsWritten / deviceHours).toFixed(0)} rows (${kind === 'postgres' ? 'n_tup_ins+upd+del of the schema' : 'total_changes()'}), ` +
      `${(bytes / deviceHours / 1024).toFixed(1)} KB growth of ${kind === 'postgres' ? 'tables+indexes' : 'the pages in use'}` +
      (kind === 'postgres'
        ? `, ${((writes1.wal - writes0.wal) / deviceHours / 1024).toFixed(1)} KB WAL (whole cluster: other databases' writes included)`
        : '') +
      `; per action: ${(rowsWritten / Math.max(1, completed)).toFixed(1)} rows, ${(bytes / Math.max(1, completed) / 1024).toFixed(2)} KB`,
    `  per engine process, sampled each second: outcomes waiting for their transaction ${reports
      .map((r) => `${Math.round(r.queued.mean)} (max ${r.queued.max})`)
      .join(' / ')}, steps in flight ${reports
      .map((r) => `${Math.round(r.inFlight.mean)} (max ${r.inFlight.max})`)
      .join(' / ')}; outcome writers ${FINISH_WRITERS} (shared)`,
    `  resident memory per engine process: ${rss} (V8 heap used ${heap}); load average at the window's start ${loadAtMark}, end ${load()}`,
  ];
  for (const l of lines) console.log(l);
  reportRow({
    measure: `capacity on ${kind}, ${devices.toLocaleString('en')} devices, ${procs} process${procs > 1 ? 'es' : ''}, real action durations${LONG ? '' : ' (short mode)'}`,
    now:
      `${Math.round(rate).toLocaleString('en')} of ${Math.round(devices / CYCLE_S).toLocaleString('en')} actions/s; lateness p50 ${q.p50.toFixed(2)} s, p99 ${q.p99.toFixed(2)} s, ${pct(q.within1s)} within 1 s; ` +
      `${Math.round(engineUs)}${kind === 'postgres' ? ` + ${Math.round(dbUs / Math.max(1, completed))}` : ''} µs CPU per action; RSS ${rss}`,
    budget: 'p99 < 1 s, >= 95 % within 1 s, >= 95 % of the actions due done',
    met: meetsGoal(q),
  });
  if (db) await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { ...q, devices };
}

/**
 * A forked engine process with the simulator's own driver at time scale 1: lets its tasks go over
 * the ramp, records every claim's lateness (what the engine's own metric observes) from 'mark' on,
 * and reports on 'stop'.
 */
async function worker(kind: string, schema: string, dataDir: string, concurrency: number) {
  const handle =
    kind === 'postgres'
      ? openDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema, poolSize: POOL })
      : openDatabase({ dataDir });
  const {
    app,
    ctx,
    tasks: rt,
  } = await bootBench('capacity', { handle, dataDir, env: { SIM_TIME_SCALE: '1' } });
  let recording = false;
  const late = new Map<number, number>();
  const observe = startLateness.observe.bind(startLateness);
  startLateness.observe = ((seconds: number) => {
    if (recording) {
      const ms = Math.round(seconds * 1000);
      late.set(ms, (late.get(ms) ?? 0) + 1);
    }
    observe(seconds);
  }) as typeof startLateness.observe;
  const outcomeCounts = async () =>
    Object.fromEntries((await stepOutcomes.get()).values.map((v) => [String(v.labels.outcome), v.value]));
  const changes = async () =>
    kind === 'sqlite'
      ? Number((await sql<{ n: number }>`select total_changes() as n`.execute(ctx.db)).rows[0]!.n)
      : 0;
  const pagesBytes = async () =>
    kind === 'sqlite'
      ? Number(
          (
            await sql<{ n: number }>`select (pc.page_count - fc.freelist_count) * ps.page_size as n
              from pragma_page_count() pc, pragma_freelist_count() fc, pragma_page_size() ps`.execute(ctx.db)
          ).rows[0]!.n,
        )
      : 0;
  // One process drives its share of the fleet: as many steps at once as it has devices, claimed in big batches.
  const engine = await rt.startEngine({
    concurrency,
    claimBatch: 512,
    finishBatch: 1024,
    finishWriters: FINISH_WRITERS,
  });
  const samples = { queued: [] as number[], inFlight: [] as number[] };
  const sampler = setInterval(() => {
    if (!recording) return;
    samples.queued.push(engine.queued);
    samples.inFlight.push(engine.inFlight);
  }, 1000);
  const meanMax = (xs: number[]) => ({
    mean: xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length),
    max: Math.max(0, ...xs),
  });
  const send = (m: object) => process.send!(m);
  let cpu = process.cpuUsage();
  let completed = 0;
  let claimed0 = 0;
  const claimedNow = async () => (await stepsClaimed.get()).values[0]?.value ?? 0;
  let outcomes0: Record<string, number> = {};
  let changes0 = 0;
  let bytes0 = 0;
  process.on('message', async (m: 'mark' | 'stop' | { go: number[]; rampMs: number }) => {
    if (typeof m === 'object') {
      const gap = m.rampMs / Math.max(1, m.go.length);
      m.go.forEach((id, i) => {
        setTimeout(() => {
          resumeTask(rt.control, id)
            .then(() => engine.wake())
            .catch((e) => console.error('resume failed', e));
        }, i * gap);
      });
    } else if (m === 'mark') {
      recording = true;
      cpu = process.cpuUsage();
      completed = engine.completed;
      claimed0 = await claimedNow();
      outcomes0 = await outcomeCounts();
      changes0 = await changes();
      bytes0 = await pagesBytes();
      send({ is: 'marked' });
    } else if (m === 'stop') {
      recording = false;
      clearInterval(sampler);
      const used = process.cpuUsage(cpu);
      const mem = process.memoryUsage();
      const o = await outcomeCounts();
      const report: WorkerReport = {
        completed: engine.completed - completed,
        claimed: (await claimedNow()) - claimed0,
        cpuUs: used.user + used.system,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        late: Object.fromEntries(late),
        outcomes: Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v - (outcomes0[k] ?? 0)])),
        changes: (await changes()) - changes0,
        bytes: (await pagesBytes()) - bytes0,
        queued: meanMax(samples.queued),
        inFlight: meanMax(samples.inFlight),
      };
      send({ is: 'stopped', ...report });
      await rt.stopEngine();
      await app.close();
      await handle.close();
      process.exit(0);
    }
  });
  send({ is: 'ready' });
}

if (process.argv[2] === 'worker') {
  await worker(process.argv[3]!, process.argv[4]!, process.argv[5]!, Number(process.argv[6]));
} else {
  console.log(
    `capacity, ${LONG ? 'long' : 'short'} mode: a ${RAMP_S} s ramp, ${SETTLE_S} s to settle, a ${WINDOW_S} s window; ` +
      `each device a like (1-3 s) every ${SLEEP_MIN_S}-${SLEEP_MAX_S} s more; SIM_TIME_SCALE 1; every phone online (SIM_DEVICE_UPTIME 1)`,
  );
  if (WHICH !== 'sqlite') await fleet('postgres', PG_DEVICES, PG_PROCS);
  if (WHICH !== 'postgres') {
    let carried = 0;
    for (const n of SQLITE_DEVICES) {
      const r = await fleet('sqlite', n, 1);
      if (!r || !meetsGoal(r)) break;
      carried = n;
    }
    console.log(
      `\nsqlite, 1 process: the largest fleet tried that met the goal: ${carried ? carried.toLocaleString('en') : 'none'} (tried ${SQLITE_DEVICES.join(', ')})`,
    );
  }
}
