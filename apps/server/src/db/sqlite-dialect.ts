import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect over `node:sqlite` (Kysely's own SqliteDialect expects
 * better-sqlite3, a native addon). One connection; a mutex hands it to one
 * query or transaction at a time, as Kysely's SqliteDriver does.
 */
export class NodeSqliteDialect implements Dialect {
  readonly #db: DatabaseSync;
  constructor(db: DatabaseSync) {
    this.#db = db;
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#db);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class NodeSqliteDriver implements Driver {
  readonly #connection: NodeSqliteConnection;
  readonly #mutex = new Mutex();
  constructor(db: DatabaseSync) {
    this.#connection = new NodeSqliteConnection(db);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    // IMMEDIATE takes the write lock up front, so a transaction never fails
    // half-way on an upgrade from a read lock (docs/architecture.md "Task engine": BEGIN IMMEDIATE).
    await connection.executeQuery(compiled('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(compiled('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(compiled('rollback'));
  }
  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }
  async destroy(): Promise<void> {
    this.#connection.close();
  }
}

function compiled(sql: string): CompiledQuery {
  return { sql, parameters: [], query: { kind: 'RawNode', sqlFragments: [sql], parameters: [] } } as never;
}

/** Prepared statements kept per SQL text; preparing costs about as much as running. */
const STATEMENT_CACHE_SIZE = 256;

/** A prepared statement and whether it answers rows (asking the statement each run costs as much as a lookup). */
interface Prepared {
  stmt: StatementSync;
  returnsRows: boolean;
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, Prepared>();
  constructor(db: DatabaseSync) {
    this.#db = db;
  }
  #prepare(sql: string): Prepared {
    let prepared = this.#statements.get(sql);
    if (prepared) {
      // Least recently used goes first: re-insert on every hit.
      this.#statements.delete(sql);
    } else {
      const stmt = this.#db.prepare(sql);
      prepared = { stmt, returnsRows: stmt.columns().length > 0 };
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value!);
      }
    }
    this.#statements.set(sql, prepared);
    return prepared;
  }
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, returnsRows } = this.#prepare(query.sql);
    const params = query.parameters.map(toSqlValue);
    if (returnsRows) {
      return { rows: stmt.all(...params) as R[] };
    }
    const { changes, lastInsertRowid } = stmt.run(...params);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // Not cached: an iterating statement must not be reused while it is open.
    const stmt = this.#db.prepare(query.sql);
    for (const row of stmt.iterate(...query.parameters.map(toSqlValue))) {
      yield { rows: [row as R] };
    }
  }
  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

class Mutex {
  #locked = false;
  readonly #waiting: Array<() => void> = [];
  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }
  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#locked = false;
  }
}
