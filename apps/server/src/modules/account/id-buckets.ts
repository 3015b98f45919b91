import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { ACCOUNT_ID_BUCKET } from '../../db/migrations/0061_account_id_buckets.ts';
import type { PageSlice } from '../../db/page.ts';

/**
 * The slice of the unfiltered account list (newest first) that starts `offset` accounts from the top,
 * found through the per-block counts of account_id_buckets: the counts are added up newest block first
 * until they pass `offset`, then the page is read below that block's end, skipping only the accounts of
 * the block above the offset (at most ACCOUNT_ID_BUCKET index entries). Exact: the counts are kept by
 * triggers in the transaction of every insert and delete. Null past the last account.
 */
export async function bucketSlice(
  db: Db,
  workspaceId: number | null,
  offset: number,
): Promise<PageSlice | null> {
  const blocks =
    workspaceId === null
      ? sql`select bucket, sum(accounts) as accounts from account_id_buckets group by bucket`
      : sql`select bucket, accounts from account_id_buckets where workspace_id = ${workspaceId}`;
  const { rows } = await sql<{ bucket: number | string; before: number | string }>`
    select bucket, upto - accounts as before from (
      select bucket, accounts,
        sum(accounts) over (order by bucket desc rows between unbounded preceding and current row) as upto
      from (${blocks}) as blocks
    ) as running
    where upto > ${offset} order by bucket desc limit 1`.execute(db);
  const found = rows[0];
  if (!found) return null;
  return {
    bound: { op: '<', id: (Number(found.bucket) + 1) * ACCOUNT_ID_BUCKET },
    order: 'desc',
    offset: offset - Number(found.before),
    reverse: false,
  };
}

/** Whether a walk of `offset` index entries costs more than finding the block through the counts. */
export const worthABucketSeek = (offset: number) => offset > ACCOUNT_ID_BUCKET;
