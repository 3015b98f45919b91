import type { PushList } from '@reelfleet/contract';
import type { PushPort, TaskChange } from '../../core/push.ts';
import type { Db } from '../../db/index.ts';
import type { PushBus } from './bus.ts';
import { appendEvents, type NewEvent, pruneEvents } from './store.ts';
import { groupBy, readTaskNews } from './tasks.ts';

/** Progress of running tasks goes out at most this often (all tasks together, one read per turn). */
export const PROGRESS_EVERY_MS = 250;
const PRUNE_EVERY_MS = 600_000;
/** Ids per bus message: a NOTIFY payload is at most 8,000 bytes. */
const IDS_PER_MESSAGE = 400;

/**
 * The server's side of live updates (core/push.ts): a task's state change and a list's
 * invalidation are durable events (store.ts); progress and inbox counts are wake-ups on the bus,
 * read again by each process that holds streams of the key.
 */
export class Publisher implements PushPort {
  readonly #db: Db;
  readonly #bus: PushBus;
  readonly #log: (message: string, error: unknown) => void;
  readonly #moved = new Set<number>();
  #timer: NodeJS.Timeout | null = null;
  #lastFlush = 0;
  readonly #prune: NodeJS.Timeout;
  /** Writes under way: close() waits for them, so none runs on a database already closed. */
  readonly #inFlight = new Set<Promise<void>>();
  /** Closed with its app: the streams have ended and the database closes next, so nothing more goes out. */
  #closed = false;

  constructor(db: Db, bus: PushBus, log: (message: string, error: unknown) => void) {
    this.#db = db;
    this.#bus = bus;
    this.#log = log;
    this.#prune = setInterval(() => this.#run(() => pruneEvents(db, Date.now())), PRUNE_EVERY_MS).unref();
  }

  tasksChanged({ moved = [], started = [], ended = [] }: TaskChange): void {
    if (this.#closed) return;
    if (started.length || ended.length) this.#run(() => this.#states([...started, ...ended], ended));
    const done = new Set(ended);
    for (const id of moved) if (!done.has(id)) this.#moved.add(id);
    if (this.#moved.size === 0 || this.#timer) return;
    // The first move goes out at once; later ones wait for the rest of the turn.
    const wait = Math.max(0, this.#lastFlush + PROGRESS_EVERY_MS - Date.now());
    this.#timer = setTimeout(() => this.#run(() => this.#flushProgress()), wait);
  }

  invalidate(workspaceId: number, lists: readonly PushList[]): void {
    const event: NewEvent = { kind: 'invalidate', data: { lists }, departmentId: null };
    this.#run(() => appendEvents(this.#db, this.#bus, workspaceId, [event], new Date().toISOString()));
  }

  unreadChanged(userIds: readonly number[]): void {
    this.#run(async () => {
      if (userIds.length === 0) return;
      const users = await this.#db
        .selectFrom('users')
        .select(['id', 'workspace_id'])
        .where('id', 'in', [...userIds])
        .execute();
      for (const [key, group] of groupBy(users, (u) => u.workspace_id ?? u.id))
        await this.#bus.send(this.#db, { t: 'u', k: key, u: group.map((u) => u.id) });
    });
  }

  /** Stops the timers and waits for the events being written (a task that ended as the engine stopped). */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#prune);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  async #flushProgress(): Promise<void> {
    this.#timer = null;
    this.#lastFlush = Date.now();
    const ids = [...this.#moved];
    this.#moved.clear();
    const rows = await this.#db
      .selectFrom('tasks')
      .select(['id', 'workspace_id'])
      .where('id', 'in', ids)
      .execute();
    for (const [key, group] of groupBy(rows, (r) => r.workspace_id)) {
      for (let i = 0; i < group.length; i += IDS_PER_MESSAGE) {
        const chunk = group.slice(i, i + IDS_PER_MESSAGE).map((r) => r.id);
        await this.#bus.send(this.#db, { t: 'p', k: key, ids: chunk });
      }
    }
  }

  /** A state change: a durable `task` event each; an end also moved its owner's inbox. */
  async #states(ids: number[], ended: readonly number[]): Promise<void> {
    const news = await readTaskNews(this.#db, ids);
    const at = new Date().toISOString();
    for (const [key, group] of groupBy(news, (n) => n.key)) {
      const events = group.map((n) => ({
        kind: 'task' as const,
        data: n.event,
        departmentId: n.departmentId,
      }));
      await appendEvents(this.#db, this.#bus, key, events, at);
      const owners = group.filter((n) => ended.includes(n.event.id)).map((n) => n.userId);
      if (owners.length) await this.#bus.send(this.#db, { t: 'u', k: key, u: [...new Set(owners)] });
    }
  }

  #run(work: () => Promise<void>): void {
    if (this.#closed) return;
    const running = work()
      .catch((error) => this.#log('push: publishing a live update failed', error))
      .finally(() => this.#inFlight.delete(running));
    this.#inFlight.add(running);
  }
}
