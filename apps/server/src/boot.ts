import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Clock } from './core/clock.ts';
import { anchoredClock } from './core/clock-anchor.ts';
import type { AppContext } from './core/context.ts';
import type { DeviceDriver } from './core/driver/index.ts';
import { SESSION_CHANNEL, SessionCache } from './core/session-cache.ts';
import type { Storage } from './core/storage/index.ts';
import { openStorage } from './core/storage/open.ts';
import { type DbHandle, migrate, notifyChannel, openDatabase } from './db/index.ts';
import type { EnginePorts } from './engine/index.ts';
import { setupTasks, type TaskRuntime } from './engine/index.ts';
import { buildApp } from './http/app.ts';
import type { App } from './http/context.ts';
import { assertKeyMatchesDatabase } from './lib/key-fingerprint.ts';
import { loadSecretKey, SecretBox } from './lib/secrets.ts';
import { fansSweep } from './modules/account/fans.ts';
import { ensureAdmin } from './modules/admin/bootstrap.ts';
import { type DemoLogins, seedDemo } from './modules/admin/demo.ts';
import { setupPush } from './modules/events/index.ts';
import { charge, chargeHeld, hold, lockFreeUsers, lockUsers, release } from './modules/finance/ledger.ts';
import { apiModules } from './modules/index.ts';
import { notify } from './modules/notifications/service.ts';
import { serviceWorker } from './modules/service/worker.ts';
import { retentionWorker } from './modules/tasks/retention.ts';
import { simulatorDriver } from './sim/index.ts';

export interface Started {
  app: App;
  ctx: AppContext;
  tasks: TaskRuntime;
  handle: DbHandle;
  /** Printed once: the admin's generated password on a first start without ADMIN_PASSWORD. */
  generatedAdminPassword: string | null;
  /** Printed once: the demo workspace's logins when this start created it. */
  demoLogins: DemoLogins | null;
}

/** What the engine needs from the ledger and the inbox (engine/ports.ts). */
const ENGINE_PORTS: EnginePorts = {
  ledger: { hold, charge, release, chargeHeld, lockUsers, lockFreeUsers },
  notices: { notify },
};

/** config -> db -> migrate -> first-start data -> http (DESIGN.md boot order). */
export async function boot(
  config: Config,
  options: {
    logger?: FastifyServerOptions['logger'];
    handle?: DbHandle;
    webDist?: string;
    clock?: Clock;
    /** Tests may bring their own; by default the embedded simulator. */
    driver?: DeviceDriver;
    /** Tests may bring their own; by default the one STORAGE names (core/storage). */
    storage?: Storage;
    /** Off only in the audit benchmark (see BuildOptions). */
    auditTrail?: boolean;
  } = {},
): Promise<Started> {
  const handle =
    options.handle ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(handle.db);
  const key = loadSecretKey(config.SECRET_KEY, config.DATA_DIR);
  await assertKeyMatchesDatabase(handle.db, key);
  const storage = options.storage ?? openStorage(config);
  // A bucket that cannot be reached stops the start with its reason, not the first upload.
  await storage.check();
  const clock = options.clock ?? (await anchoredClock(handle.db, config.SIM_TIME_SCALE));
  const ctx: AppContext = {
    config,
    db: handle.db,
    engineDb: handle.engineDb,
    dbKind: handle.kind,
    secrets: new SecretBox(key),
    clock,
    driver: options.driver ?? simulatorDriver(config.SIM_SEED, clock, { uptime: config.SIM_DEVICE_UPTIME }),
    storage,
    sessions: new SessionCache(config.SESSION_CACHE_MS, (db, userId) =>
      notifyChannel(db, SESSION_CHANNEL, String(userId)),
    ),
  };
  const stopListening = await handle.listen?.(SESSION_CHANNEL, (userId) =>
    ctx.sessions.dropUser(Number(userId)),
  );
  // Live updates (docs/push.md): NOTIFY between processes on PostgreSQL, in-process on SQLite.
  const push = await setupPush(ctx, handle);
  const generatedAdminPassword = await ensureAdmin(ctx);
  // Only on the embedded default: a PostgreSQL database is someone's real one.
  const demoLogins =
    config.SEED_DEMO && !config.DATABASE_URL && handle.kind === 'sqlite' ? await seedDemo(ctx.db) : null;
  const tasks = await setupTasks(ctx, {
    ...ENGINE_PORTS,
    events: push.publisher,
    // Account figures follow the platform over simulated time (docs/lifecycle.md "Fans over time").
    workers: [
      serviceWorker(ctx),
      ...(config.FANS_REFRESH ? [fansSweep(ctx)] : []),
      // Step rows and log lines of tasks ended RETENTION_DAYS ago (docs/operations.md "Retention").
      ...(config.RETENTION_DAYS > 0 ? [retentionWorker(ctx)] : []),
    ],
  });
  const app = await buildApp(ctx, tasks, apiModules, {
    logger: options.logger,
    webDist: options.webDist,
    auditTrail: options.auditTrail,
    poolStats: handle.poolStats,
  });
  // The engine lives and dies with the app: app.close() lets running steps finish, then stops it.
  app.addHook('onClose', () => tasks.stopEngine());
  // Open streams end first, or the server would wait for them; their consoles reconnect and resume.
  app.addHook('preClose', (done) => {
    push.hub.close();
    done();
  });
  app.addHook('onClose', () => push.close());
  if (stopListening) app.addHook('onClose', stopListening);
  if (!options.storage) app.addHook('onClose', () => storage.close());
  if (config.ENGINE) await tasks.startEngine({ concurrency: config.ENGINE_CONCURRENCY });
  return { app, ctx, tasks, handle, generatedAdminPassword, demoLogins };
}
