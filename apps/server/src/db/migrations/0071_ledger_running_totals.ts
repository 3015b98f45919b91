import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';

/** The running columns of a ledger entry, kept on the user's row as well (docs/finance.md "The ledger"). */
const TOTALS = ['recharged_total', 'consumed_total', 'credit_count', 'charge_count'] as const;

/**
 * The user's running totals and counts, and the time of their newest entry, as
 * caches on the user's row beside balance and held: a ledger write reads them
 * back from its own balance UPDATE instead of looking up the newest entry
 * while it holds the row (docs/decisions.md "The payer's row is held for one
 * statement"). Filled from each user's newest entry.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const column of TOTALS) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('users')
    .addColumn('ledger_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const newest = (column: string, none: string | number) =>
    sql`coalesce((select e.${sql.ref(column)} from ledger_entries as e where e.user_id = users.id
      order by e.created_at desc, e.id desc limit 1), ${sql.lit(none)})`;
  await sql`update users set ${sql.join([
    ...TOTALS.map((c) => sql`${sql.ref(c)} = ${newest(c, 0)}`),
    sql`ledger_at = ${newest('created_at', '')}`,
  ])}`.execute(db);
}
