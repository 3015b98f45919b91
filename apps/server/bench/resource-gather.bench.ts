// Fan collection into a big library, on the embedded SQLite (and PostgreSQL with BENCH_PG=1): a
// workspace's fans library is filled with BENCH_FANS rows (default 5,000,000), of which the
// followers of the chosen bloggers are a part (BENCH_OVERLAP of them, default a half), so
// collection meets duplicates; then comment_fans tasks run through the real engine and driver,
// each page's fans inserted with ON CONFLICT DO NOTHING and charged per 100 in its own transaction.
// Prints library fill rate, then fans read, new fans and duplicates per second. BENCH_SQLITE=0 skips SQLite.
import { rmSync } from 'node:fs';
import { type CommentFansTaskBody, commentFansTaskBody, priceOf } from '@reelfleet/contract';
import type { DbHandle } from '../src/db/index.ts';
import type { NewFan } from '../src/db/tables/resource.ts';
import { createTask } from '../src/engine/create.ts';
import { engineDriver } from '../src/engine/driver.ts';
import { ledgerTotals, recharge } from '../src/modules/finance/ledger.ts';
import { benchOwner, bootBench, pgBenchHandle } from './bench-server.ts';

const FANS = Number(process.env.BENCH_FANS ?? 5_000_000);
const OVERLAP = Number(process.env.BENCH_OVERLAP ?? 0.5);
const TASKS = Number(process.env.BENCH_TASKS ?? 4);
const TARGET = Number(process.env.BENCH_TARGET ?? 5_000);
const CHUNK = 500;

async function run(label: string, handle?: DbHandle) {
  const { app, ctx, tasks: rt, dataDir } = await bootBench('gather', { handle });
  const db = ctx.db;
  const owner = await benchOwner(db);
  await recharge(db, { userId: owner.id, points: 1_000_000, idemKey: 'bench' });
  const cat = ctx.driver.catalogue;

  // Bloggers with long follower lists; half (BENCH_OVERLAP) of their followers already in the library.
  const bloggers: string[] = [];
  const known = new Set<string>();
  for (let j = 0; bloggers.length < TASKS && j < cat.userCount; j++) {
    const u = cat.userAt(j);
    const total = cat.followerPage(u.id, 0, 1).total;
    if (total < TARGET * 2) continue;
    bloggers.push(u.uniqueId);
    for (let offset = 0; offset < TARGET * 2; offset += 1000)
      for (const f of cat.followerPage(u.id, offset, 1000).items)
        if (Math.random() < OVERLAP) known.add(f.id);
  }
  const at = new Date().toISOString();
  const row = (uid: string, i: number): NewFan => ({
    workspace_id: owner.id,
    uid,
    account: `seed.fan${i}`,
    nickname: 'Seed fan',
    fans_type: 'blogger',
    follower_count: i % 100_000,
    signature: '',
    sec_uid: `MS4wLjABAAAA${i}`,
    label_id: null,
    source: '@seed',
    task_id: null,
    created_at: at,
    updated_at: at,
  });
  const filled = performance.now();
  const seeded = [...known];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < FANS; i += CHUNK) {
      const rows: NewFan[] = [];
      for (let k = i; k < Math.min(FANS, i + CHUNK); k++) rows.push(row(seeded[k] ?? `seed-${k}`, k));
      await trx.insertInto('resource_fans').values(rows).execute();
    }
  });
  const fillSeconds = (performance.now() - filled) / 1000;
  console.log(
    `${label}: library of ${FANS.toLocaleString('en')} fans filled in ${fillSeconds.toFixed(1)} s (${Math.round(FANS / fillSeconds).toLocaleString('en')} rows/s); ${known.size} of them followers of the ${bloggers.length} bloggers`,
  );

  for (const [i, blogger] of bloggers.entries()) {
    const body: CommentFansTaskBody = commentFansTaskBody.parse({
      name: `bench ${i}`,
      type: 'blogger',
      values: [blogger],
      targetCount: TARGET,
      sleepMin: 0,
      sleepMax: 0,
    });
    await createTask(rt.createEnv, {
      subtype: 'comment_fans',
      body,
      workspaceId: owner.id,
      userId: owner.id,
      payerId: owner.id,
    });
  }
  const started = performance.now();
  await rt.startEngine({ idlePollMs: 5, heartbeatMs: 500 }, engineDriver(ctx));
  for (;;) {
    const open = await db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'not in', ['success', 'failed'])
      .executeTakeFirstOrThrow();
    if (Number(open.n) === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await rt.stopEngine();

  const collected = await db
    .selectFrom('resource_gathers')
    .select((eb) => eb.fn.sum<number>('collected').as('n'))
    .executeTakeFirstOrThrow();
  const pages = await db
    .selectFrom('task_steps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'done')
    .executeTakeFirstOrThrow();
  const newFans = Number(collected.n);
  const read = Number(pages.n) * 50;
  const tasks = await db.selectFrom('tasks').select(['points_charged', 'id']).execute();
  const perTask = await db.selectFrom('resource_gathers').select(['task_id', 'collected']).execute();
  const billed = perTask.every(
    (g) =>
      tasks.find((t) => t.id === g.task_id)!.points_charged === priceOf({ points: 1, per: 100 }, g.collected),
  );
  const totals = await ledgerTotals(db, owner.id);
  const rows = await db
    .selectFrom('resource_fans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  console.log(
    `${label}: ${TASKS} tasks × ${TARGET} fans: ${read.toLocaleString('en')} users read in ${Number(pages.n)} pages, ${newFans.toLocaleString('en')} new fans, ${(read - newFans).toLocaleString('en')} duplicates or past the target, in ${seconds.toFixed(2)} s` +
      ` = ${Math.round(read / seconds).toLocaleString('en')} users/s read and deduplicated, ${Math.round(newFans / seconds).toLocaleString('en')} new fans/s` +
      `; library now ${Number(rows.n).toLocaleString('en')} rows; billing per 100 ${billed ? 'exact' : 'WRONG'}, ledger ${totals.balance === totals.sumAmount && totals.held === 0 ? 'consistent' : 'INCONSISTENT'}`,
  );
  await app.close();
  if (handle) await handle.close();
  else rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_SQLITE !== '0') await run('SQLite');
if (process.env.BENCH_PG === '1') {
  const pg = await pgBenchHandle(10);
  if (pg) await run('PostgreSQL', pg);
  else console.log('PostgreSQL: no server answers, skipped');
}
