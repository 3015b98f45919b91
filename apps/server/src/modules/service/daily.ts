import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * The statistics counters (`service_daily`, migration 0065): per workspace,
 * UTC day, account and staff member (0: nobody). Each change is an upsert
 * adding to the row, made in the caller's transaction: filing a message, a
 * reply sent, an assignment moving a conversation's messages to another
 * member. A recount from the messages gives the same figures (tested).
 */

/** "Nobody": auto-replies and unassigned conversations. */
export const NO_STAFF = 0;

export interface DailyKey {
  workspaceId: number;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  accountId: number;
  staffId: number | null;
}

export interface DailyFigures {
  received?: number;
  replied?: number;
  autoReplied?: number;
  responseSum?: number;
  responseCount?: number;
}

/** The UTC day of an ISO time. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** Adds `figures` (negative to take away) to the counters of `key`. */
export async function addDaily(db: Db, key: DailyKey, figures: DailyFigures): Promise<void> {
  const values = {
    received: figures.received ?? 0,
    replied: figures.replied ?? 0,
    auto_replied: figures.autoReplied ?? 0,
    response_sum: figures.responseSum ?? 0,
    response_count: figures.responseCount ?? 0,
  };
  const add = (column: keyof typeof values) =>
    sql<number>`service_daily.${sql.ref(column)} + excluded.${sql.ref(column)}`;
  await db
    .insertInto('service_daily')
    .values({
      workspace_id: key.workspaceId,
      day: key.day,
      account_id: key.accountId,
      staff_id: key.staffId ?? NO_STAFF,
      ...values,
    })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'day', 'account_id', 'staff_id']).doUpdateSet({
        received: add('received'),
        replied: add('replied'),
        auto_replied: add('auto_replied'),
        response_sum: add('response_sum'),
        response_count: add('response_count'),
      }),
    )
    .execute();
}

/**
 * An assignment: the received counts of `conversationIds` (those not already
 * with `staffId`) move from their assignee to `staffId`. Run in the
 * assignment's transaction after the conversations were updated (on
 * PostgreSQL the update holds their rows, so a message filed meanwhile is
 * counted under the new assignee by its own transaction). `previous`: each
 * conversation's assignee before the update.
 */
export async function moveReceived(
  db: Db,
  workspaceId: number,
  previous: ReadonlyMap<number, number | null>,
  staffId: number | null,
): Promise<void> {
  const moved = [...previous].filter(([, was]) => (was ?? NO_STAFF) !== (staffId ?? NO_STAFF));
  if (moved.length === 0) return;
  const rows = await db
    .selectFrom('service_messages')
    .select([
      'conversation_id',
      'account_id',
      sql<string>`substr(at, 1, 10)`.as('day'),
      sql<number>`count(*)`.as('n'),
    ])
    .where(
      'conversation_id',
      'in',
      moved.map(([id]) => id),
    )
    .where('direction', '=', 'in')
    .groupBy(['conversation_id', 'account_id', sql`substr(at, 1, 10)`])
    .execute();
  for (const r of rows) {
    const n = Number(r.n);
    const key = { workspaceId, day: r.day, accountId: r.account_id };
    await addDaily(db, { ...key, staffId: previous.get(r.conversation_id) ?? null }, { received: -n });
    await addDaily(db, { ...key, staffId }, { received: n });
  }
}
