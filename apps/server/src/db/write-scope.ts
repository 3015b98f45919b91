import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * A write scope: one request that changes data, and the one statement that
 * records it (the audit trail's row, built by the caller). The statement is
 * run on the connection of the request's first transaction that changes
 * rows, just before it commits, so the record and the change commit or roll
 * back together (the record failing rolls the change back). A change made
 * outside a transaction (a single statement) is wrapped in one with the
 * record. Nothing in the request's handlers has to know: the hook is the
 * database driver, through which every `db.transaction()` and every
 * statement passes (`withWriteScopes`, installed by `openDatabase`).
 */
export class WriteScope<T = unknown> {
  #state: 'pending' | 'writing' | 'done' = 'pending';
  /** Set when the request has answered: work it started and that runs on (timers) records nothing. */
  closed = false;
  /** What the caller keeps about the request (who, what); the statement reads it when it runs. */
  readonly draft: T;
  readonly #statement: () => CompiledQuery;
  constructor(draft: T, statement: () => CompiledQuery) {
    this.draft = draft;
    this.#statement = statement;
  }

  /** Whether the record is still to be written. */
  get pending(): boolean {
    return this.#state === 'pending' && !this.closed;
  }
  get recorded(): boolean {
    return this.#state === 'done';
  }

  /** Runs the record on `connection`, then `commit`; pending again when either fails (the change rolled back). */
  async recordThenCommit(connection: DatabaseConnection, commit: () => Promise<void>): Promise<void> {
    this.#state = 'writing';
    try {
      await connection.executeQuery(this.#statement());
      await commit();
      this.#state = 'done';
    } catch (error) {
      this.#state = 'pending';
      throw error;
    }
  }

  /** Marks the record written by other means (the request's fallback for a write that changed no row). */
  markRecorded(): void {
    this.#state = 'done';
  }
}

const scopes = new AsyncLocalStorage<WriteScope>();

/** Runs `fn` with `scope` as the current write scope; the scope is closed when `fn` settles. */
export async function runInWriteScope<T>(scope: WriteScope, fn: () => Promise<T>): Promise<T> {
  try {
    return await scopes.run(scope, fn);
  } finally {
    scope.closed = true;
  }
}

/** The write scope of the running request, if it is one that changes data. */
export function currentWriteScope(): WriteScope | undefined {
  return scopes.getStore();
}

/** Runs `fn` outside any write scope: housekeeping a request does on the side records nothing. */
export function outsideWriteScope<T>(fn: () => T): T {
  return scopes.exit(fn);
}

/** `dialect` with its driver wrapped so that write scopes record their change (see WriteScope). */
export function withWriteScopes(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ScopedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(insert|update|delete|merge)\b/i;

/** Whether a statement may change rows (raw SQL is judged by its first word). */
function isWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  return WRITE_KINDS.has(kind) || (kind === 'RawNode' && RAW_WRITE.test(query.sql));
}

/** Whether a write statement changed a row (with RETURNING, SQLite reports rows, not a count). */
function changed(result: QueryResult<unknown>): boolean {
  return (result.numAffectedRows ?? BigInt(result.rows.length)) > 0n;
}

class ScopedConnection implements DatabaseConnection {
  /** In a transaction that this driver began, and whether it has changed rows so far. */
  inTransaction = false;
  wrote = false;
  readonly inner: DatabaseConnection;
  readonly #driver: Driver;
  constructor(inner: DatabaseConnection, driver: Driver) {
    this.inner = inner;
    this.#driver = driver;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!isWrite(query)) return this.inner.executeQuery(query);
    const scope = scopes.getStore();
    if (this.inTransaction || !scope?.pending) {
      const result = await this.inner.executeQuery<R>(query);
      if (this.inTransaction && changed(result)) this.wrote = true;
      return result;
    }
    // A single statement of a write request: in a transaction of its own with the record.
    await this.#driver.beginTransaction(this.inner, {});
    try {
      const result = await this.inner.executeQuery<R>(query);
      if (changed(result))
        await scope.recordThenCommit(this.inner, () => this.#driver.commitTransaction(this.inner));
      else await this.#driver.commitTransaction(this.inner);
      return result;
    } catch (error) {
      await this.#driver.rollbackTransaction(this.inner).catch(() => undefined);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery(query, chunkSize);
  }
}

class ScopedDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, ScopedConnection>();
  readonly inner: Driver;
  constructor(inner: Driver) {
    this.inner = inner;
    // Kysely tells a driver without savepoints by the missing methods.
    if (!inner.savepoint)
      Object.assign(this, {
        savepoint: undefined,
        rollbackToSavepoint: undefined,
        releaseSavepoint: undefined,
      });
  }

  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let scoped = this.#connections.get(connection);
    if (!scoped) {
      scoped = new ScopedConnection(connection, this.inner);
      this.#connections.set(connection, scoped);
    }
    return scoped;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as ScopedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
    c.wrote = false;
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as ScopedConnection;
    c.inTransaction = false;
    const scope = scopes.getStore();
    if (c.wrote && scope?.pending) {
      await scope.recordThenCommit(c.inner, () => this.inner.commitTransaction(c.inner));
    } else {
      await this.inner.commitTransaction(c.inner);
    }
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as ScopedConnection;
    c.inTransaction = false;
    return this.inner.rollbackTransaction(c.inner);
  }
  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.((connection as ScopedConnection).inner, name, compile);
  }
  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.((connection as ScopedConnection).inner, name, compile);
  }
  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as ScopedConnection).inner, name, compile);
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as ScopedConnection).inner);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
