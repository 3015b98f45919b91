import { LOG_PAGE_SIZE, PUSH_HEARTBEAT_MS } from '@reelfleet/contract';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { renderLog } from '../../engine/index.ts';
import { authenticate } from '../auth/session.ts';
import { countNotifications } from '../notifications/service.ts';
import type { BusMessage, PushBus } from './bus.ts';
import { canResume, lastSeq, REPLAY_PAGE, readAfter } from './store.ts';
import type { PushStream } from './stream.ts';
import { readTaskNews } from './tasks.ts';

/** Users whose inbox counts one query of the heartbeat's sweep reads. */
const USERS_PER_SWEEP = 500;
/** Log pages sent in one go when a task wrote faster than that. */
const MAX_LOG_PAGES = 5;

/**
 * The open streams of this process, by stream key (a workspace, or the admin's own id). A wake-up
 * from the bus is read once per key and handed to each stream it concerns; durable events are
 * read in order from the lowest cursor of the key's streams (one reader per key at a time).
 */
export class Hub {
  readonly #ctx: AppContext;
  readonly #byKey = new Map<number, Set<PushStream>>();
  readonly #draining = new Map<number, Promise<void>>();
  readonly #again = new Set<number>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #stopDrops: () => void;
  #count = 0;

  constructor(ctx: AppContext, bus: PushBus) {
    this.#ctx = ctx;
    bus.onMessage((message) => this.#guard(this.#receive(message)));
    this.#stopDrops = ctx.sessions.onDrop((userId) => {
      for (const stream of this.#all()) if (stream.auth.userId === userId) this.#recheck(stream);
    });
    this.#heartbeat = setInterval(() => {
      for (const stream of this.#all()) {
        stream.comment('ping');
        this.#recheck(stream);
      }
      this.#guard(this.#sweepUnread());
    }, PUSH_HEARTBEAT_MS).unref();
  }

  /** Streams open in this process. */
  get size(): number {
    return this.#count;
  }

  /** Registers a stream and brings it up to date: where it resumes (or starts), its counts, its log. */
  async open(stream: PushStream, lastEventId: number | null): Promise<void> {
    const { db } = this.#ctx;
    const set = this.#byKey.get(stream.key) ?? new Set<PushStream>();
    this.#byKey.set(stream.key, set);
    set.add(stream);
    this.#count++;
    stream.raw.on('close', () => this.#remove(stream));
    const last = await lastSeq(db, stream.key);
    const resumes = lastEventId !== null && (await canResume(db, stream.key, lastEventId, last));
    stream.cursor = resumes ? lastEventId : last;
    // The id tells EventSource where it stands even before a first event, so a reconnect resumes.
    stream.send('hello', { resumed: resumes }, stream.cursor);
    // Too far behind (pruned, or another database): the console reloads what it shows.
    if (lastEventId !== null && !resumes) stream.send('reset', {});
    await this.#sendUnread([stream]);
    if (stream.log) await this.#sendLog(stream);
    await this.#drain(stream.key);
  }

  /** Ends every stream (the app is closing): their consoles reconnect, to this or another process. */
  close(): void {
    clearInterval(this.#heartbeat);
    this.#stopDrops();
    for (const stream of this.#all()) stream.close();
  }

  *#all(): Iterable<PushStream> {
    for (const set of this.#byKey.values()) yield* set;
  }

  #remove(stream: PushStream): void {
    stream.closed = true;
    const set = this.#byKey.get(stream.key);
    if (!set?.delete(stream)) return;
    this.#count--;
    if (set.size === 0) this.#byKey.delete(stream.key);
  }

  #open(key: number): PushStream[] {
    return [...(this.#byKey.get(key) ?? [])].filter((s) => !s.closed && s.cursor !== null);
  }

  async #receive(message: BusMessage): Promise<void> {
    if (!this.#byKey.has(message.k)) return;
    if (message.t === 'd') return this.#drain(message.k);
    if (message.t === 'u')
      return this.#sendUnread(this.#open(message.k).filter((s) => message.u.includes(s.auth.userId)));
    const streams = this.#open(message.k);
    if (streams.length === 0) return;
    for (const news of await readTaskNews(this.#ctx.db, message.ids)) {
      if (news.key !== message.k) continue;
      for (const stream of streams) if (stream.sees(news.departmentId)) stream.send('task', news.event);
    }
    for (const stream of streams)
      if (stream.log && message.ids.includes(stream.log.taskId)) this.#guard(this.#sendLog(stream));
  }

  /** Reads the key's durable events after its streams' lowest cursor, one reader per key at a time. */
  #drain(key: number): Promise<void> {
    const running = this.#draining.get(key);
    if (running) {
      this.#again.add(key);
      return running;
    }
    const run = (async () => {
      do {
        this.#again.delete(key);
        await this.#drainOnce(key);
      } while (this.#again.has(key));
    })().finally(() => this.#draining.delete(key));
    this.#draining.set(key, run);
    return run;
  }

  async #drainOnce(key: number): Promise<void> {
    for (;;) {
      const streams = this.#open(key);
      if (streams.length === 0) return;
      const from = Math.min(...streams.map((s) => s.cursor!));
      const rows = await readAfter(this.#ctx.db, key, from);
      for (const row of rows) {
        const seq = Number(row.seq);
        for (const stream of streams) {
          if (seq <= stream.cursor!) continue;
          stream.cursor = seq;
          if (row.kind === 'task' && !stream.sees(row.department_id)) continue;
          stream.send(row.kind as 'task' | 'invalidate', row.data, seq);
          if (row.kind === 'task' && stream.log && row.data.includes(`"logId":"${stream.log.logId}"`))
            this.#guard(this.#sendLog(stream));
        }
      }
      if (rows.length < REPLAY_PAGE) return;
    }
  }

  async #sendUnread(streams: PushStream[]): Promise<void> {
    for (const stream of streams) {
      const counts = JSON.stringify(await countNotifications(this.#ctx.db, stream.auth.userId));
      if (counts === stream.unread) continue;
      stream.unread = counts;
      stream.send('unread', counts);
    }
  }

  /**
   * The counts of every stream's user, read together: a notification no publisher announced (a
   * stand-down notice, one written by another process on a shared SQLite file) shows within a
   * heartbeat, at one query per USERS_PER_SWEEP users.
   */
  async #sweepUnread(): Promise<void> {
    const streams = [...this.#all()].filter((s) => !s.closed && s.cursor !== null);
    const users = [...new Set(streams.map((s) => s.auth.userId))];
    const counts = new Map<number, string>();
    for (let i = 0; i < users.length; i += USERS_PER_SWEEP) {
      const rows = await this.#ctx.db
        .selectFrom('inbox_counts')
        .select(['user_id', 'unread', 'read'])
        .where('user_id', 'in', users.slice(i, i + USERS_PER_SWEEP))
        .execute();
      for (const r of rows) counts.set(r.user_id, JSON.stringify({ unread: r.unread, read: r.read }));
    }
    for (const stream of streams) {
      const now = counts.get(stream.auth.userId) ?? JSON.stringify({ unread: 0, read: 0 });
      if (now === stream.unread) continue;
      stream.unread = now;
      stream.send('unread', now);
    }
  }

  /** New lines of the stream's task log after the last one sent (one read at a time per stream). */
  #sendLog(stream: PushStream): Promise<void> {
    if (stream.logReading) {
      stream.logAgain = true;
      return stream.logReading;
    }
    const run = (async () => {
      do {
        stream.logAgain = false;
        await this.#readLog(stream);
      } while (stream.logAgain && !stream.closed);
    })().finally(() => {
      stream.logReading = null;
    });
    stream.logReading = run;
    return run;
  }

  async #readLog(stream: PushStream): Promise<void> {
    const log = stream.log!;
    for (let page = 0; page < MAX_LOG_PAGES && !stream.closed; page++) {
      const rows = await this.#ctx.db
        .selectFrom('task_logs')
        .select(['id', 'level', 'msg_key', 'params', 'created_at'])
        .where('task_id', '=', log.taskId)
        .where('id', '>', log.after)
        .orderBy('id')
        .limit(LOG_PAGE_SIZE)
        .execute();
      if (rows.length === 0) return;
      log.after = rows.at(-1)!.id;
      const lines = rows.map((r) => ({
        id: r.id,
        level: r.level,
        message: renderLog(r, stream.lang),
        createTime: r.created_at,
      }));
      stream.send('log', { logId: log.logId, lines });
      if (rows.length < LOG_PAGE_SIZE) return;
    }
  }

  /** The stream's session again: revoked, expired or disabled ends it at once. */
  #recheck(stream: PushStream): void {
    // Only a refusal ends it; a database hiccup leaves the stream as it is until the next check.
    const end = (error: unknown) => {
      if (!(error instanceof AppError)) return;
      stream.send('logout', {});
      stream.close();
    };
    try {
      const auth = authenticate(this.#ctx.db, this.#ctx.sessions, stream.token);
      if (auth instanceof Promise)
        auth.then((a) => {
          stream.auth = a;
        }, end);
      else stream.auth = auth;
    } catch (error) {
      end(error);
    }
  }

  #guard(work: Promise<void>): void {
    work.catch((error) => console.error('push: delivering a live update failed', error));
  }
}
