import type { Db } from '../../db/index.ts';
import type { LedgerEntryRow } from '../../db/tables/ledger.ts';
import { notify } from '../notifications/service.ts';

/**
 * Tells a user that points arrived (notification type finance), inside the
 * transaction of the entry so that a rolled-back recharge says nothing.
 * English, as the other notifications are; no task keywords, no mark.
 */
export async function notifyRecharge(trx: Db, entry: LedgerEntryRow, by: string): Promise<void> {
  await notify(trx, {
    userId: entry.user_id,
    type: 'finance',
    message: `Recharge: +${entry.amount} points from ${by} (balance ${entry.balance_after})`,
  });
}
