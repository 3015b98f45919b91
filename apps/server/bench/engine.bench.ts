// Durable actions per second of the task engine with a zero-latency driver, on
// SQLite (a file, WAL) and on PostgreSQL (when one answers): every action is a
// claimed step whose outcome, log line, counters, semaphores and ledger charge
// are committed. The DESIGN budget is at least 5,000 a second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type VideoTaskBody, videoTaskBody } from '@reelfleet/contract';
import type { ActionResult, PlatformDriver } from '../src/core/driver/platform.ts';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import { createTask } from '../src/engine/create.ts';
import type { EngineDriver } from '../src/engine/types.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { ledgerTotals, recharge } from '../src/modules/finance/ledger.ts';
import { PG_URL } from '../test/harness.ts';
import { deviceRow, insertAccountTag } from '../test/rows.ts';
import { usableVideos } from '../test/tasks-fixtures.ts';
import { benchOwner, bootBench, pgBenchHandle } from './bench-server.ts';

const TASKS = Number(process.env.BENCH_TASKS ?? 40);
const ACCOUNTS_PER_TASK = 50;
const VIDEOS = 10;
const STEPS = TASKS * ACCOUNTS_PER_TASK * VIDEOS;

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

async function run(label: string, handle: DbHandle, dataDir: string) {
  const { app, ctx, tasks: rt } = await bootBench('engine', { handle, dataDir });
  const db = ctx.db;
  const owner = await benchOwner(db);
  await recharge(db, { userId: owner.id, points: STEPS * 2, idemKey: 'bench' });
  const at = new Date().toISOString();
  const end = new Date(Date.now() + 86_400_000 * 30).toISOString();
  const tags: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let t = 0; t < TASKS; t++) {
      const tag = await insertAccountTag(trx, owner.id, `bench-${t}`, at);
      tags.push(tag);
      for (let a = 0; a < ACCOUNTS_PER_TASK; a++) {
        const n = t * ACCOUNTS_PER_TASK + a;
        const device = await trx
          .insertInto('devices')
          .values(deviceRow(owner.id, { serial: 900_000 + n, name: `bench-${n}`, groupId: null, at, end }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('accounts')
          .values({
            ...importedAccount(owner.id, `bench_${n}`, '', tag, at),
            status: 'online',
            device_id: device.id,
          })
          .execute();
      }
    }
  });

  const videos = usableVideos({ ctx }, VIDEOS);
  const created = performance.now();
  for (const tag of tags) {
    const body: VideoTaskBody = videoTaskBody.parse({
      name: `bench ${tag}`,
      accountLabelIds: [tag],
      values: videos,
      threadCount: 50,
      sleepMin: 0,
      sleepMax: 0,
    });
    await createTask(rt.createEnv, {
      subtype: 'like',
      body,
      workspaceId: owner.id,
      userId: owner.id,
      payerId: owner.id,
    });
  }
  const createMs = performance.now() - created;

  const started = performance.now();
  const cpu = process.cpuUsage();
  const engine = await rt.startEngine(
    { concurrency: 2048, claimBatch: 1024, finishBatch: 2048, idlePollMs: 5, heartbeatMs: 500 },
    zeroLatency,
  );
  // Watch the engine's own count (a database poll would compete with it), then confirm in the database.
  for (;;) {
    if (engine.completed >= STEPS) {
      const left = await db
        .selectFrom('tasks')
        .select((eb) => eb.fn.sum<number>('remaining').as('r'))
        .executeTakeFirstOrThrow();
      if (Number(left.r) === 0) break;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuPerAction = (used.user + used.system) / STEPS;
  await rt.stopEngine();

  const totals = await ledgerTotals(db, owner.id);
  const counts = await db
    .selectFrom('tasks')
    .select((eb) => [
      eb.fn.sum<number>('success_count').as('success'),
      eb.fn.sum<number>('points_charged').as('charged'),
    ])
    .executeTakeFirstOrThrow();
  const consistent =
    Number(counts.success) === STEPS &&
    totals.balance === totals.sumAmount &&
    totals.held === 0 &&
    totals.balance === STEPS * 2 - Number(counts.charged);
  console.log(
    `${label}: ${STEPS} durable actions in ${seconds.toFixed(2)} s = ${Math.round(STEPS / seconds)} actions/s` +
      `; ${Math.round(cpuPerAction)} µs of this process's CPU per action` +
      ` (${TASKS} tasks planned in ${Math.round(createMs)} ms; ${engine.completed} outcomes written; ledger ${consistent ? 'consistent' : 'INCONSISTENT'})`,
  );
  await app.close();
  await handle.close();
}

const dir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-engine-'));
try {
  await run('sqlite', openDatabase({ dataDir: dir }), dir);
  const pgh = await pgBenchHandle(10);
  if (pgh) await run('postgres', pgh, dir);
  else console.log(`postgres: not measured (nothing answers at ${PG_URL})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
