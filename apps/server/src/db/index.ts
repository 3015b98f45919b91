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
  /** PostgreSQL only: the connection pool's use now (metrics). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
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
    const channels = listener({
      connectionString: options.databaseUrl,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return {
      db,
      engineDb,
      kind: 'postgres',
      close: async () => {
        await channels.close();
        await engineDb.destroy();
        await db.destroy();
      },
      listen: channels.listen,
      poolStats: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
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

/**
 * LISTEN on one dedicated connection per handle, outside the pool: the channels (sessions, push)
 * never take a query connection, so a small pool is never held up by listeners.
 */
function listener(connection: pg.ClientConfig) {
  let client: Promise<pg.Client> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  function connect(): Promise<pg.Client> {
    client ??= (async () => {
      const c = new pg.Client(connection);
      // A lost listening connection must not end the process; what it would have said is also bounded
      // by the listeners' own expiry (see SessionCache).
      c.on('error', () => undefined);
      c.on('notification', (m) => {
        for (const fn of handlers.get(m.channel) ?? []) fn(m.payload ?? '');
      });
      await c.connect();
      return c;
    })();
    client.catch(() => {
      client = undefined;
    });
    return client;
  }
  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      const c = await connect();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await c.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      const c = client;
      client = undefined;
      handlers.clear();
      if (c) await (await c.catch(() => undefined))?.end().catch(() => undefined);
    },
  };
}

/** The database file is created readable by its owner only; SQLite gives its -wal and -shm files the same mode. */
function createOwnerOnly(dataDir: string, path: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
}

/**
 * PostgreSQL: NOTIFY `payload` on `channel` (heard by DbHandle.listen in every process), in `db`'s
 * transaction when it is one, so it is heard once that commits. SQLite: nothing (one process).
 */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  if (dbKind(db) === 'postgres') await sql`select pg_notify(${channel}, ${payload})`.execute(db);
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
