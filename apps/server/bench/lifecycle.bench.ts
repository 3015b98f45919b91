// Account lifecycle figures on the embedded SQLite:
// 1. registration throughput: accounts registered per simulated hour per device by a batch
//    registration task (80-120 simulated s each, the simulator's seeded failures and retries),
//    the engine running against the simulated platform at SIM_TIME_SCALE (default 1,000: the engine's real-time polling stays small on the simulated clock);
// 2. GET /api/dashboard/tiktiok (accounts, followers, registered this month) p50/p95 with
//    BENCH_ACCOUNTS accounts in one workspace (default 1,000,000; 2% registered this month).
import { rmSync } from 'node:fs';
import type { NewAccount } from '../src/db/tables/fleet.ts';
import { Rng } from '../src/lib/seeded.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { recharge } from '../src/modules/finance/ledger.ts';
import { deviceRow, insertAccountTag } from '../test/rows.ts';
import { benchOwner, bootBench, summary, timed } from './bench-server.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SCALE = Number(process.env.BENCH_SIM_SCALE ?? 1_000);
const DEVICES = 4;
const REGISTRATIONS = 80;
const CHUNK = 500;

const { app, ctx, tasks, handle, dataDir } = await bootBench('lifecycle', {
  env: { SIM_TIME_SCALE: String(SCALE) },
});
const { db } = ctx;
const owner = await benchOwner(db);
const token = await createSession(db, owner.id);
await recharge(db, { userId: owner.id, points: 1_000_000, idemKey: 'bench' });
const headers = { authorization: `Bearer ${token}` };

// 1. Registration throughput.
const at = new Date(ctx.clock.now() - 86_400_000).toISOString();
const end = new Date(ctx.clock.now() + 60 * 86_400_000).toISOString();
const deviceIds: number[] = [];
for (let i = 0; i < DEVICES; i++) {
  const row = await db
    .insertInto('devices')
    .values(deviceRow(owner.id, { serial: 700_000 + i, name: `reg-${i}`, groupId: null, at, end }))
    .returning('id')
    .executeTakeFirstOrThrow();
  deviceIds.push(row.id);
}
const proxyIds: number[] = [];
for (let i = 0; i < REGISTRATIONS / 5; i++) {
  const row = await db
    .insertInto('proxies')
    .values({
      workspace_id: owner.id,
      host: `10.77.0.${i + 1}`,
      port: 8000,
      credentials: ctx.secrets.seal('u:p'),
      label_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  proxyIds.push(row.id);
}
const tag = await insertAccountTag(db, owner.id, 'registered', at);
const created = await app.inject({
  method: 'POST',
  url: '/api/tiktok/api/online/user/signup',
  headers,
  payload: {
    name: 'bench registration',
    region: 'US',
    labelId: tag,
    count: REGISTRATIONS,
    deviceIds,
    proxyIds,
    threadCount: DEVICES,
    sleepMin: 0,
    sleepMax: 0,
  },
});
if (created.statusCode !== 201) throw new Error(`signup: ${created.statusCode} ${created.body}`);
const taskId = created.json().data.id as number;
const realStart = performance.now();
await tasks.startEngine({ idlePollMs: 5, heartbeatMs: 500 });
let task: { status: string; success_count: number; created_at: string; end_time: string | null };
for (;;) {
  task = await db
    .selectFrom('tasks')
    .select(['status', 'success_count', 'created_at', 'end_time'])
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  if (task.status === 'success' || task.status === 'failed') break;
  await new Promise((r) => setTimeout(r, 50));
}
await tasks.stopEngine();
const simHours = (Date.parse(task.end_time!) - Date.parse(task.created_at)) / 3_600_000;
console.log(
  `batch registration: ${task.success_count} of ${REGISTRATIONS} accounts registered on ${DEVICES} devices in ` +
    `${(simHours * 60).toFixed(1)} simulated minutes (${((performance.now() - realStart) / 1000).toFixed(1)} s real at scale ${SCALE}) = ` +
    `${(task.success_count / simHours / DEVICES).toFixed(1)} accounts per simulated hour per device ` +
    `(80-120 s each: at most ${(3600 / 100).toFixed(0)} on average without failures)`,
);

// 2. Dashboard figures at ACCOUNTS accounts.
const rng = new Rng(7);
const now = ctx.clock.now();
const monthStart = Date.parse(`${new Date(now).toISOString().slice(0, 7)}-01T00:00:00.000Z`);
const sealed = ctx.secrets.seal('bench-password');
const insertStart = performance.now();
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < ACCOUNTS; i += CHUNK) {
    const rows: Array<NewAccount & { signup_task_id?: number }> = [];
    for (let n = i; n < Math.min(i + CHUNK, ACCOUNTS); n++) {
      const row: NewAccount & { signup_task_id?: number } = importedAccount(
        owner.id,
        `acct${String(n).padStart(7, '0')}`,
        sealed,
        null,
        at,
      );
      row.fans = Math.floor(rng.next() ** 3 * 50_000);
      if (rng.next() < 0.02) {
        row.registered_at = new Date(monthStart + rng.next() * (now - monthStart)).toISOString();
        row.signup_task_id = taskId;
      } else if (rng.next() < 0.3) {
        row.registered_at = new Date(monthStart - rng.next() * 90 * 86_400_000).toISOString();
      }
      rows.push(row);
    }
    await trx.insertInto('accounts').values(rows).execute();
  }
});
console.log(
  `dashboard on SQLite: ${ACCOUNTS.toLocaleString('en')} accounts inserted in ${((performance.now() - insertStart) / 1000).toFixed(1)} s`,
);
const call = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/dashboard/tiktiok', headers });
  if (res.statusCode !== 200) throw new Error(`dashboard: ${res.statusCode} ${res.body}`);
  return res.json().data as { accounts: number; fans: number; registeredThisMonth: number };
};
const { last: figures, times } = await timed(call, RUNS, 6);
summary(
  `GET /dashboard/tiktiok (${figures.accounts.toLocaleString('en')} accounts, ${figures.registeredThisMonth.toLocaleString('en')} registered this month)`,
  times,
);

await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
