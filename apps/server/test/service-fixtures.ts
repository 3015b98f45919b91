import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/db/index.ts';

/** One counter row as `workspace|day|account|staff` → figures, zero rows left out. */
type Counted = Record<string, [number, number, number, number, number]>;

const keyOf = (r: { workspace_id: unknown; day: unknown; account_id: unknown; staff_id: unknown }) =>
  `${r.workspace_id}|${r.day}|${r.account_id}|${r.staff_id}`;

/**
 * The statistics counters (service_daily) equal a recount from the messages:
 * received by arrival under the conversation's assignee, replies by sending
 * under who wrote them (auto-replies under nobody), response times.
 */
export async function expectCountersMatchMessages(db: Db): Promise<void> {
  const counters: Counted = {};
  for (const r of await db.selectFrom('service_daily').selectAll().execute()) {
    const figures = [r.received, r.replied, r.auto_replied, r.response_sum, r.response_count].map(
      Number,
    ) as Counted[string];
    if (figures.some((n) => n !== 0)) counters[keyOf(r)] = figures;
  }
  const recount: Counted = {};
  const add = (key: string, i: number, n: number) => {
    const figures = recount[key] ?? [0, 0, 0, 0, 0];
    figures[i]! += n;
    recount[key] = figures;
  };
  const inbound = await db
    .selectFrom('service_messages as m')
    .innerJoin('service_conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.workspace_id', sql<string>`substr(m.at, 1, 10)`.as('day'), 'm.account_id', 'c.staff_id'])
    .where('m.direction', '=', 'in')
    .execute();
  for (const m of inbound) add(keyOf({ ...m, staff_id: m.staff_id ?? 0 }), 0, 1);
  const sent = await db
    .selectFrom('service_messages')
    .select(['workspace_id', 'sent_at', 'account_id', 'staff_id', 'source', 'response_ms'])
    .where('direction', '=', 'out')
    .where('state', '=', 'sent')
    .execute();
  for (const m of sent) {
    const auto = m.source === 'auto';
    const key = keyOf({ ...m, day: m.sent_at!.slice(0, 10), staff_id: auto ? 0 : (m.staff_id ?? 0) });
    add(key, 1, 1);
    if (auto) add(key, 2, 1);
    if (m.response_ms !== null) {
      add(key, 3, Number(m.response_ms));
      add(key, 4, 1);
    }
  }
  expect(Object.keys(recount).length).toBeGreaterThan(0);
  expect(counters).toEqual(recount);
}
