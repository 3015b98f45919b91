import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, type KyselyConfig, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { attachReader } from './hot-read.ts';
import { type DbKind, dbKind } from './kind.ts';
import { migrationProvider } from './migrations/index.ts';
import { namingPool } from './prepared.ts';
import type { Database } from './schema.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { withWriteScopes } from './write-scope.ts';

export type Db = Kysely<Database>;

// int8 and numeric as JS numbers: points and ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export interface DbOptions {
  /** PostgreSQL when set; otherwise SQLite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  pgSchema?: string;
  poolSize?: number;
  /** Kysely's query log (benchmarks read the statements a call runs). */
  log?: KyselyConfig['log'];
}

export interface DbHandle {
  db: Db;
  /**
   * The engine's: the same database and connections; on PostgreSQL its statements are named
   * (prepared once per connection, `db/prepared.ts`), on SQLite it is `db`, whose statements
   * are all prepared once.
   */
  engineDb: Db;
  kind: DbKind;
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls `onMessage` with the payload of each NOTIFY on `channel`, from any process
   * on this database, on a connection of its own; the returned function stops listening.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: withWriteScopes(new PostgresDialect({ pool })),
      log: options.log,
    });
    const engineDb = new Kysely<Database>({
      dialect: withWriteScopes(new PostgresDialect({ pool: namingPool(pool) })),
      log: options.log,
    });
    return {
      db,
      engineDb,
      kind: 'postgres',
      close: async () => {
        await engineDb.destroy();
        await db.destroy();
      },
      listen: (channel, fn) => listen(pool, channel, fn),
    };
  }
  const file = options.sqliteFile ?? 'reelfleet.sqlite';
  const path = file === ':memory:' ? file : join(options.dataDir, file);
  if (path !== ':memory:') createOwnerOnly(options.dataDir, path);
  const sqlite = new DatabaseSync(path);
  // wal_autocheckpoint 10,000 pages (about 40 MB of WAL) instead of SQLite's 1,000: the hot pages
  // (a running task's row, its semaphores, the steps' indexes) are rewritten by every commit, and a
  // checkpoint copies each page once however often the WAL holds it, so one checkpoint in ten copies
  // a fraction of the pages (docs/decisions.md, "SQLite checkpoints every 10,000 pages").
  sqlite.exec(
    'pragma journal_mode = wal; pragma synchronous = normal; pragma foreign_keys = on; pragma busy_timeout = 5000; pragma cache_size = -65536; pragma wal_autocheckpoint = 10000;',
  );
  const db = new Kysely<Database>({
    dialect: withWriteScopes(new NodeSqliteDialect(sqlite)),
    log: options.log,
  });
  if (path === ':memory:') return { db, engineDb: db, kind: dbKind(db), close: () => db.destroy() };
  const reader = new DatabaseSync(path, { readOnly: true });
  attachReader(db, reader);
  return {
    db,
    engineDb: db,
    kind: dbKind(db),
    close: async () => {
      reader.close();
      await db.destroy();
    },
  };
}

async function listen(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  const client = await pool.connect();
  const handler = (message: pg.Notification) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  };
  client.on('notification', handler);
  // A lost listening connection must not end the process; what it would have said is also bounded by
  // the listeners' own expiry (see SessionCache).
  client.on('error', () => undefined);
  await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  return async () => {
    client.off('notification', handler);
    await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    client.release();
  };
}

/** The database file is created readable by its owner only; SQLite gives its -wal and -shm files the same mode. */
function createOwnerOnly(dataDir: string, path: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
}

export async function migrate(db: Db): Promise<void> {
  // On PostgreSQL, Kysely looks for its own tables in any schema; pin them to
  // ours so that databases sharing a server (test schemas) never meet.
  const schema =
    dbKind(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
