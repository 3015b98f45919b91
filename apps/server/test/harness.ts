import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { boot, type Started } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import type { Clock } from '../src/core/clock.ts';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
export const ADMIN_PASSWORD = 'admin-pass-123';

/**
 * A fresh database per call: an in-memory SQLite, or a PostgreSQL schema of
 * its own so that test files and helpers running at once never meet.
 */
export async function openTestDatabase(poolSize?: number): Promise<DbHandle> {
  if (TEST_DB === 'sqlite') return openDatabase({ dataDir: tmpdir(), sqliteFile: ':memory:' });
  return openPgSchema('t', poolSize);
}

/** The migrations on a database of openTestDatabase's (its own schema on PostgreSQL), to run them one by one. */
export async function testMigrator(db: DbHandle['db']): Promise<Migrator> {
  const schema =
    TEST_DB === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
      : undefined;
  return new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** A PostgreSQL schema of its own at PG_URL, dropped on close. */
export async function openPgSchema(prefix: string, poolSize?: number): Promise<DbHandle> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ dataDir: tmpdir(), databaseUrl: PG_URL, pgSchema: schema, poolSize });
  return {
    ...handle,
    async close() {
      await handle.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export interface TestServer extends Started {
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject`. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    clock?: Clock;
    webDist?: string;
    /** Share another server's database, as a second process would. */
    handle?: DbHandle;
    /** Fastify's logger (the config's LOG_LEVEL when absent). */
    logger?: NonNullable<Parameters<typeof boot>[1]>['logger'];
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    CAPTCHA: 'off',
    // Suites register many users from one address; browser-security.test.ts sets a limit itself.
    REGISTER_LIMIT: '0',
    SEED_DEMO: '0',
    ENGINE: 'off',
    // Tests set account figures themselves; the fans sweep runs where a test turns it on.
    FANS_REFRESH: 'off',
    // Tests move simulated clocks months ahead; retention runs where a test turns it on.
    RETENTION_DAYS: '0',
    SIM_TIME_SCALE: '1000',
    // Phones stay online once activated: a task's accounts are refused when their phone is offline
    // right now, so a test takes a phone offline itself (tasks-fixtures phoneOffline).
    SIM_DEVICE_UPTIME: '1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const handle = options.handle ?? (await openTestDatabase());
  const started = await boot(config, {
    handle,
    webDist: options.webDist ?? join(dataDir, 'no-console'),
    clock: options.clock,
    logger: options.logger,
  });
  return {
    ...started,
    async close() {
      await started.app.close();
      if (!options.handle) await handle.close();
    },
  };
}
