import { ENTERPRISE_FREE_MONTHS, monthsAfter } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { MigrationDb } from '../kind.ts';

/**
 * The free enterprise month is one per account (spec 4 "free enterprise mode lasts one month",
 * spec 9 "Enterprise free activation one month"): `accounts.enterprise_free_at` keeps when the
 * account's free month began, so a second activation, after a shutdown or the month's end, is
 * refused with that date (engine/kinds/business_account.ts).
 *
 * Filled from what happened before: the first successful switch to enterprise of each account
 * (its task step), else, for an account in enterprise mode now, a month before its end.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('enterprise_free_at', 'text').execute();
  const firstSwitch = sql<string | null>`(select min(s.finished_at) from task_steps as s
    where s.account_id = accounts.id and s.action = 'business' and s.target like 'enterprise:%'
      and s.outcome = 'success')`;
  await sql`update accounts set enterprise_free_at = ${firstSwitch}
    where exists (select 1 from task_steps as s where s.account_id = accounts.id
      and s.action = 'business' and s.target like 'enterprise:%' and s.outcome = 'success')`.execute(db);
  const running = await db
    .selectFrom('accounts')
    .select(['id', 'enterprise_until'])
    .where('enterprise_until', 'is not', null)
    .where('enterprise_free_at', 'is', null)
    .execute();
  for (const a of running)
    await db
      .updateTable('accounts')
      .set({ enterprise_free_at: monthsAfter(a.enterprise_until!, -ENTERPRISE_FREE_MONTHS) })
      .where('id', '=', a.id)
      .execute();
}
