import type { Db } from '../../db/index.ts';
import type { LedgerEntryRow } from '../../db/tables/ledger.ts';
import { notify } from '../notifications/service.ts';

/**
 * Tells a user that points arrived (notification type finance), inside the
 * transaction of the entry so that a rolled-back recharge says nothing.
 * In the reader's language; no task keywords, no mark. `by` is the agent's
 * username, or null for the administrator.
 */
export async function notifyRecharge(trx: Db, entry: LedgerEntryRow, by: string | null): Promise<void> {
  const params = { amount: entry.amount, balance: entry.balance_after };
  await notify(trx, {
    userId: entry.user_id,
    type: 'finance',
    message: by
      ? { key: 'notice.rechargeByAgent', params: { ...params, agent: by } }
      : { key: 'notice.rechargeByAdmin', params },
  });
}
