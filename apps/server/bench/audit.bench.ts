// The audit trail's cost on a write (docs/audit.md): requests per second of two write routes with
// the trail (as served) and without it (the same app built with auditTrail: false), in the same run,
// on the same database, rounds alternating so that the machine's load falls on both alike.
// - PUT /api/device/tag/update: the change runs in a transaction; the trail adds one INSERT to it.
// - POST /api/user/info/update: the change is one statement; the trail wraps it in a transaction
//   with its INSERT (BEGIN, UPDATE, INSERT, COMMIT).
// On the embedded SQLite (a file in a temp DATA_DIR, as in production) and, when one answers, on
// PostgreSQL (TEST_DATABASE_URL or the local test database, in a schema of its own).
import type { DbHandle } from '../src/db/index.ts';
import type { App } from '../src/http/context.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { benchOwner, bootBench, onBothDatabases } from './bench-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const CONCURRENCY = 10;

interface Route {
  label: string;
  method: 'PUT' | 'POST';
  url: string;
  body: (worker: Worker, i: number) => object;
}

/** One concurrent client: an owner of their own with a device tag (no two clients wait on one row). */
interface Worker {
  token: string;
  tagId: number;
}

/** Requests per second of `route` on `app` for SECONDS, all workers at once (every answer must be 200). */
async function rps(app: App, workers: Worker[], route: Route, seconds = SECONDS): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const loop = async (w: Worker) => {
    for (let i = 0; performance.now() < end; i++) {
      const res = await app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: `Bearer ${w.token}` },
        payload: route.body(w, i),
      });
      if (res.statusCode !== 200) throw new Error(`${route.label}: ${res.statusCode} ${res.body}`);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(workers.map(loop));
  return done / ((performance.now() - started) / 1000);
}

const ROUTES: Route[] = [
  {
    label: 'PUT /device/tag/update (in a transaction)',
    method: 'PUT',
    url: '/api/device/tag/update',
    body: (w, i) => ({ id: w.tagId, name: `bench tag ${i % 1000}` }),
  },
  {
    label: 'POST /user/info/update (one statement)',
    method: 'POST',
    url: '/api/user/info/update',
    body: (_, i) => ({ alias: `bench ${i % 1000}` }),
  },
];

async function run(kind: string, handle: DbHandle, dataDir: string) {
  const audited = await bootBench('audit', { handle, dataDir });
  const bare = await bootBench('audit', { handle, dataDir, auditTrail: false });
  try {
    const db = audited.ctx.db;
    const workers: Worker[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const owner = await benchOwner(db, `bench_audit_${i}`);
      const token = await createSession(db, owner.id);
      const res = await audited.app.inject({
        method: 'POST',
        url: '/api/device/tag/add',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'bench tag' },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      const tag = await db
        .selectFrom('tags')
        .select('id')
        .where('workspace_id', '=', owner.id)
        .executeTakeFirstOrThrow();
      workers.push({ token, tagId: tag.id });
    }
    console.log(
      `\n${kind} (${CONCURRENCY} clients, each its own owner; ${ROUNDS} rounds of ${SECONDS} s each way, alternating)`,
    );
    for (const route of ROUTES) {
      // Warm-up: JIT, prepared statements.
      await rps(audited.app, workers, route, 1);
      await rps(bare.app, workers, route, 1);
      const withTrail: number[] = [];
      const without: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        without.push(await rps(bare.app, workers, route));
        withTrail.push(await rps(audited.app, workers, route));
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const a = mean(withTrail);
      const b = mean(without);
      console.log(
        `  ${route.label.padEnd(44)} without ${b.toFixed(0).padStart(6)}/s  with ${a.toFixed(0).padStart(6)}/s  ` +
          `(${(((a - b) / b) * 100).toFixed(1)}%; per request +${((1000 / a - 1000 / b) * 1000).toFixed(0)} µs)`,
      );
    }
    const entries = await db
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`  audit entries written: ${Number(entries.n).toLocaleString('en')}`);
  } finally {
    await audited.app.close();
    await bare.app.close();
  }
}

await onBothDatabases('audit', run);
