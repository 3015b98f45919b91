import type { ReadyStatus } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { migrationProvider } from '../../db/migrations/index.ts';
import { DEFAULT_ENGINE_OPTIONS } from '../../engine/index.ts';
import type { App } from '../../http/context.ts';

/** Real ms after which an engine's heartbeat is old: the sweeper then counts the process dead. */
export const engineDeadAfterMs = (app: App) =>
  app.tasks.engine?.options.deadAfterMs ?? DEFAULT_ENGINE_OPTIONS.deadAfterMs;

/** Engine processes on this database whose heartbeat is recent (any host). */
export async function liveEngines(db: Db, deadAfterMs: number): Promise<number> {
  const since = new Date(Date.now() - deadAfterMs).toISOString();
  const row = await db
    .selectFrom('engine_processes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('heartbeat_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * What GET /ready reports (docs/operations.md "Readiness"). Each check catches its own failure, so a
 * database that does not answer reports every check as not ok rather than failing the request.
 */
export async function readiness(app: App): Promise<ReadyStatus> {
  const db = app.ctx.db;
  const started = performance.now();
  const database = await sql`select 1`.execute(db).then(
    () => ({ ok: true, ms: Math.round((performance.now() - started) * 100) / 100, error: null }),
    (error: Error) => ({ ok: false, ms: null, error: String(error.message).slice(0, 200) }),
  );
  const known = Object.keys(await migrationProvider.getMigrations());
  const applied = database.ok
    ? await sql<{ name: string }>`select name from kysely_migration`.execute(db).then(
        (r) => r.rows.map((x) => x.name),
        () => null,
      )
    : null;
  const done = new Set(applied ?? []);
  const pending = known.filter((name) => !done.has(name));
  const migrations = {
    ok: applied !== null && pending.length === 0,
    applied: done.size,
    known: known.length,
    pending,
  };
  const storage = await storageReadiness(app);
  const engine = await engineReadiness(app, database.ok);
  const ready = database.ok && migrations.ok && storage.ok && engine.ok;
  return { status: ready ? 'ready' : 'notReady', database, migrations, storage, engine };
}

/** How long the storage check may take before it counts as failed (a bucket that hangs). */
export const STORAGE_CHECK_MS = 3_000;

/**
 * The disk is writable or the bucket answers (`Storage.check`, the test the start makes): a host
 * whose media cannot be read or stored serves broken screens and loses uploads.
 */
async function storageReadiness(app: App): Promise<ReadyStatus['storage']> {
  const storage = app.ctx.storage;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${STORAGE_CHECK_MS} ms`)), STORAGE_CHECK_MS);
  });
  try {
    await Promise.race([storage.check(), late]);
    return {
      ok: true,
      kind: storage.kind,
      ms: Math.round((performance.now() - started) * 100) / 100,
      error: null,
    };
  } catch (error) {
    return { ok: false, kind: storage.kind, ms: null, error: String((error as Error).message).slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * This process's engine: its own row's heartbeat must be younger than the age at which other
 * processes would sweep its work. An API-only process (ENGINE=off) is ready whatever the engines
 * do: taking it out of a load balancer would not run a task sooner (monitor
 * reelfleet_engine_processes for that); it still says how many engines are alive.
 */
async function engineReadiness(app: App, dbOk: boolean): Promise<ReadyStatus['engine']> {
  const deadAfterMs = engineDeadAfterMs(app);
  const live = dbOk ? await liveEngines(app.ctx.db, deadAfterMs).catch(() => 0) : 0;
  const engine = app.tasks.engine;
  if (!engine) {
    // Off by configuration; with ENGINE on and no engine, it is stopping (or failed to start).
    const off = !app.ctx.config.ENGINE;
    return { ok: off, state: off ? 'off' : 'stale', heartbeatAgeMs: null, liveProcesses: live };
  }
  const row = dbOk
    ? await app.ctx.db
        .selectFrom('engine_processes')
        .select('heartbeat_at')
        .where('id', '=', engine.id)
        .executeTakeFirst()
        .catch(() => undefined)
    : undefined;
  const age = row ? Math.max(0, Date.now() - Date.parse(row.heartbeat_at)) : null;
  const ok = age !== null && age < deadAfterMs;
  return { ok, state: ok ? 'ok' : 'stale', heartbeatAgeMs: age, liveProcesses: live };
}
