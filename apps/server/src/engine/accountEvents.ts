import type { AccountEventKind } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Trx } from './store/tx.ts';

/**
 * Records what happened to accounts (account_events, docs/lifecycle.md
 * "Account history") in the caller's transaction: one statement that takes
 * each account's workspace from its row, so callers need not know it.
 */
export async function recordAccountEvent(
  db: Db | Trx,
  accountIds: number | readonly number[],
  kind: AccountEventKind,
  at: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const ids = typeof accountIds === 'number' ? [accountIds] : [...accountIds];
  if (ids.length === 0) return;
  await db
    .insertInto('account_events')
    .columns(['workspace_id', 'account_id', 'at', 'kind', 'detail'])
    .expression((eb) =>
      eb
        .selectFrom('accounts')
        .select([
          'workspace_id',
          'id',
          sql<string>`cast(${at} as text)`.as('at'),
          sql<string>`cast(${kind} as text)`.as('kind'),
          sql<string>`cast(${JSON.stringify(detail)} as text)`.as('detail'),
        ])
        .where('id', 'in', ids),
    )
    .execute();
}
