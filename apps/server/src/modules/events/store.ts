import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { PushBus } from './bus.ts';

/** Durable events are kept this long; a stream that comes back later starts over (`reset`). */
export const PUSH_KEEP_MS = 3_600_000;
/** Rows read at a time when a stream catches up. */
export const REPLAY_PAGE = 500;

export interface NewEvent {
  kind: 'task' | 'invalidate';
  data: unknown;
  departmentId: number | null;
}

export interface StoredEvent {
  seq: number;
  kind: string;
  data: string;
  department_id: number | null;
}

/**
 * Appends events to a key's log in one short transaction of their own. The key's sequence row is
 * taken first and held to the commit, so the numbers of one key have no gaps and commit in order:
 * a reader that has seen n has seen everything before n (docs/push.md "Event ids").
 */
export async function appendEvents(
  db: Db,
  bus: PushBus,
  key: number,
  events: readonly NewEvent[],
  at: string,
): Promise<void> {
  if (events.length === 0) return;
  await inTransaction(db, async (trx) => {
    const { seq } = await trx
      .insertInto('push_seqs')
      .values({ stream_key: key, seq: events.length })
      .onConflict((oc) => oc.column('stream_key').doUpdateSet({ seq: sql`push_seqs.seq + ${events.length}` }))
      .returning('seq')
      .executeTakeFirstOrThrow();
    const first = Number(seq) - events.length + 1;
    await trx
      .insertInto('push_events')
      .values(
        events.map((e, i) => ({
          stream_key: key,
          seq: first + i,
          kind: e.kind,
          data: JSON.stringify(e.data),
          department_id: e.departmentId,
          created_at: at,
        })),
      )
      .execute();
    if (bus.transactional) await bus.send(trx, { t: 'd', k: key });
  });
  if (!bus.transactional) await bus.send(db, { t: 'd', k: key });
}

/** The key's last number (0 before its first event). */
export async function lastSeq(db: Db, key: number): Promise<number> {
  const row = await db.selectFrom('push_seqs').select('seq').where('stream_key', '=', key).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Whether events after `after` are all still kept (the one right after it has not been pruned). */
export async function canResume(db: Db, key: number, after: number, last: number): Promise<boolean> {
  if (after > last) return false;
  if (after === last) return true;
  const row = await db
    .selectFrom('push_events')
    .select('seq')
    .where('stream_key', '=', key)
    .where('seq', '=', after + 1)
    .executeTakeFirst();
  return row !== undefined;
}

export function readAfter(db: Db, key: number, after: number): Promise<StoredEvent[]> {
  return db
    .selectFrom('push_events')
    .select(['seq', 'kind', 'data', 'department_id'])
    .where('stream_key', '=', key)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(REPLAY_PAGE)
    .execute();
}

/** Drops events older than PUSH_KEEP_MS (their sequence rows stay: numbers never go back). */
export async function pruneEvents(db: Db, nowMs: number): Promise<void> {
  await db
    .deleteFrom('push_events')
    .where('created_at', '<', new Date(nowMs - PUSH_KEEP_MS).toISOString())
    .execute();
}
