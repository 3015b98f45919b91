import { sql } from 'kysely';
import { dbKind, type MigrationDb } from '../kind.ts';
import { statementTriggers } from '../totals.ts';

/**
 * Accounts per block of 4096 ids, per workspace (ACCOUNT_ID_BUCKET), kept by triggers on every
 * insert and delete like account_totals (0005). A page typed far into the unfiltered account list
 * finds its block by adding up these counts (a few hundred rows at a million accounts) and walks
 * at most one block of index entries, instead of every entry before it.
 */
export const ACCOUNT_ID_BUCKET = 4096;

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('account_id_buckets')
    .addColumn('workspace_id', 'bigint', (c) => c.notNull())
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('accounts', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_id_buckets_pk', ['workspace_id', 'bucket'])
    .execute();
  await sql`insert into account_id_buckets (workspace_id, bucket, accounts)
    select workspace_id, id / 4096, count(*) from accounts group by workspace_id, id / 4096`.execute(db);
  if (dbKind(db) === 'postgres') {
    await sql`create function account_id_buckets_added() returns trigger language plpgsql as $$
      begin
        insert into account_id_buckets (workspace_id, bucket, accounts)
          select workspace_id, id / 4096, count(*) from added group by workspace_id, id / 4096
          on conflict (workspace_id, bucket) do update set accounts = account_id_buckets.accounts + excluded.accounts;
        return null;
      end $$`.execute(db);
    await sql`create function account_id_buckets_removed() returns trigger language plpgsql as $$
      begin
        update account_id_buckets b set accounts = b.accounts - r.n
          from (select workspace_id, id / 4096 as bucket, count(*) as n from removed group by workspace_id, id / 4096) r
          where b.workspace_id = r.workspace_id and b.bucket = r.bucket;
        return null;
      end $$`.execute(db);
    await statementTriggers(db, 'account_id_buckets', 'accounts');
    return;
  }
  await sql`create trigger account_id_buckets_added after insert on accounts begin
      insert into account_id_buckets (workspace_id, bucket, accounts) values (new.workspace_id, new.id / 4096, 1)
        on conflict (workspace_id, bucket) do update set accounts = accounts + 1;
    end`.execute(db);
  await sql`create trigger account_id_buckets_removed after delete on accounts begin
      update account_id_buckets set accounts = accounts - 1
        where workspace_id = old.workspace_id and bucket = old.id / 4096;
    end`.execute(db);
}
