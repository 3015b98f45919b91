import type { Db } from '../db/index.ts';
import type { AuthContext } from './auth-context.ts';

const MAX_ENTRIES = 20_000;
/** PostgreSQL channel that carries the id of a user whose sessions were revoked. */
export const SESSION_CHANNEL = 'reelfleet_sessions';

export interface CachedSession {
  auth: AuthContext;
  lastSeenMs: number;
  expiresMs: number;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

/**
 * Resolved sessions by token hash, so the console's polls do not read the sessions table each time.
 * An entry lives `ttlMs` (SESSION_CACHE_MS). Revocations and changes of a user's roles, level or status
 * drop its entries at once in this process and, on PostgreSQL, in every process (NOTIFY); a change
 * made by another process on a shared SQLite file, or straight in the database, shows within `ttlMs`.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #onDrop = new Set<(userId: number) => void>();
  readonly #announce: (db: Db, userId: number) => Promise<void>;

  /**
   * `announce` tells the other processes on the database that a user's sessions changed, in `db`'s
   * transaction when it is one (boot passes a NOTIFY on SESSION_CHANNEL; without it, nothing is told).
   */
  constructor(ttlMs: number, announce: (db: Db, userId: number) => Promise<void> = async () => {}) {
    this.#ttlMs = ttlMs;
    this.#announce = announce;
  }

  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAt >= this.#ttlMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, session: CachedSession, nowMs: number): void {
    if (this.#ttlMs <= 0) return;
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    // The entry is the object handed out: a later touch updates its lastSeenMs, never its age.
    this.#entries.set(tokenHash, Object.assign(session, { cachedAt: nowMs }));
  }

  dropUser(userId: number): void {
    for (const [hash, entry] of this.#entries) if (entry.auth.userId === userId) this.#entries.delete(hash);
    for (const listener of this.#onDrop) listener(userId);
  }

  /** Called whenever a user's sessions may have changed (here or, on PostgreSQL, in another process). */
  onDrop(listener: (userId: number) => void): () => void {
    this.#onDrop.add(listener);
    return () => this.#onDrop.delete(listener);
  }

  /**
   * A user's sessions were revoked or their roles, level or status changed: drops them here and tells
   * the other processes (on PostgreSQL a NOTIFY sent inside the caller's transaction, so it is heard
   * once the change is committed).
   */
  async invalidateUser(db: Db, userId: number): Promise<void> {
    this.dropUser(userId);
    await this.#announce(db, userId);
  }
}
