import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';
import {
  boundWorkspace,
  likeTask,
  recordingDriver,
  startEngine,
  usableVideos,
  waitForEnd,
} from './tasks-fixtures.ts';

const TOKEN = 'metrics-token-0123456789';

/** One sample's value in Prometheus's text format (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe(`readiness (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  const ready = () => server.app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready with the engine off (API only), saying so', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ready',
      database: { ok: true },
      migrations: { ok: true, pending: [] },
      storage: { ok: true, kind: 'local', error: null },
      engine: { ok: true, state: 'off', heartbeatAgeMs: null, liveProcesses: 0 },
    });
    expect(res.json().data.migrations.applied).toBe(res.json().data.migrations.known);
  });

  it('is not ready while its storage fails its check, and says why', async () => {
    const storage = server.ctx.storage;
    const check = storage.check;
    storage.check = async () => {
      throw new Error('STORAGE=s3: the bucket media cannot be used: access is denied');
    };
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({
        status: 'notReady',
        database: { ok: true },
        storage: {
          ok: false,
          ms: null,
          error: 'STORAGE=s3: the bucket media cannot be used: access is denied',
        },
      });
    } finally {
      storage.check = check;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('names a migration the database lacks, with 503', async () => {
    const db = server.ctx.db;
    const last = (await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(db))
      .rows[0]!.name;
    const row = (
      await sql<{
        name: string;
        timestamp: string;
      }>`select * from kysely_migration where name = ${last}`.execute(db)
    ).rows[0]!;
    await sql`delete from kysely_migration where name = ${last}`.execute(db);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 503,
        message: 'Not ready to serve',
        data: { status: 'notReady', migrations: { ok: false, pending: [last] }, database: { ok: true } },
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
        db,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('follows its engine heartbeat: ok while it beats, 503 when it is old', async () => {
    // No beat during the test (start writes the first): the row says what the test makes it say.
    const engine = await startEngine(server, recordingDriver(server).driver, { heartbeatMs: 600_000 });
    try {
      const res = await ready();
      expect(res.statusCode).toBe(200);
      expect(res.json().data.engine).toMatchObject({ ok: true, state: 'ok', liveProcesses: 1 });
      expect(res.json().data.engine.heartbeatAgeMs).toBeLessThan(engine.options.deadAfterMs);
      // A heartbeat older than the age at which other processes sweep its work: as if the engine hung.
      const old = new Date(Date.now() - engine.options.deadAfterMs - 1_000).toISOString();
      await server.ctx.db
        .updateTable('engine_processes')
        .set({ heartbeat_at: old })
        .where('id', '=', engine.id)
        .execute();
      const stale = await ready();
      expect(stale.statusCode).toBe(503);
      expect(stale.json().data.engine).toMatchObject({ ok: false, state: 'stale', liveProcesses: 0 });
      expect(stale.json().data.engine.heartbeatAgeMs).toBeGreaterThan(engine.options.deadAfterMs);
    } finally {
      await server.tasks.stopEngine();
    }
  });
});

describe(`metrics (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000', METRICS_TOKEN: TOKEN });
  const closed = suiteServer();
  const byAddress = suiteServer({ METRICS_ALLOW: '10.0.0.0/8, 127.0.0.1' });
  const scrape = (headers: Record<string, string> = {}, app = server.app) =>
    app.inject({ method: 'GET', url: '/metrics', headers });

  it('is 404 unless configured, 403 without the token or an allowed address', async () => {
    expect((await scrape({}, closed.app)).statusCode).toBe(404);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, closed.app)).statusCode).toBe(404);
    expect((await scrape()).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
    // A logged-in session is not the metrics token.
    expect((await scrape({ authorization: 'Bearer x' })).statusCode).toBe(403);
    const ok = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toContain('nodejs_eventloop_lag_seconds');
    // inject comes from 127.0.0.1: in the list; another address is not.
    expect((await scrape({}, byAddress.app)).statusCode).toBe(200);
    const other = await byAddress.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '192.168.1.9',
    });
    expect(other.statusCode).toBe(403);
    const inRange = await byAddress.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.2.3.4' });
    expect(inRange.statusCode).toBe(200);
  });

  it('counts HTTP answers under their route pattern, not their URL', async () => {
    await server.app.inject({ method: 'GET', url: '/api/task/info/progress/123456' });
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toContain('route="/api/task/info/progress/:id"');
    expect(text).not.toContain('progress/123456');
  });

  it('moves the engine and ledger counters when a task runs', async () => {
    const read = async () => (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    const before = await read();
    await startEngine(server, recordingDriver(server).driver);
    const ws = await boundWorkspace(server, 'metrics', { points: 1_000, devices: 2, accounts: 2 });
    const created = await likeTask(ws, 'metrics task', usableVideos(server, 3));
    expect(created.status).toBe(201);
    await waitForEnd(ws.api, created.body.data.id);
    const task = await server.ctx.db
      .selectFrom('tasks')
      .select('success_count')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    const after = await read();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('reelfleet_engine_steps_claimed_total')).toBeGreaterThanOrEqual(6);
    const outcomes = ['success', 'failure', 'abnormal'].map((o) =>
      moved(`reelfleet_engine_step_outcomes_total{outcome="${o}"}`),
    );
    expect(outcomes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    expect(outcomes[0]).toBe(task.success_count);
    expect(moved('reelfleet_engine_step_start_lateness_seconds_count')).toBeGreaterThan(0);
    // The hold at creation, the charges of the successes (one entry per commit), the release at the end.
    expect(moved('reelfleet_ledger_entries_written_total{kind="hold"}')).toBe(1);
    expect(moved('reelfleet_ledger_entries_written_total{kind="charge"}')).toBeGreaterThan(0);
    expect(after).toContain('reelfleet_engine_steps{state="due"} 0');
    expect(after).toContain('reelfleet_engine_processes 1');
    if (TEST_DB === 'postgres') expect(after).toMatch(/reelfleet_db_pool_connections\{state="max"\} \d+/);
  });
});
