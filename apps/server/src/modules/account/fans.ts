import { type AccountFans, FANS_HISTORY_DAYS } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { LifecyclePlatform } from '../../core/driver/lifecycle.ts';
import type { Db } from '../../db/index.ts';
import { dbKind } from '../../db/kind.ts';
import { inTransaction } from '../../db/transaction.ts';
import { periodicWorker, recordAccountEvent } from '../../engine/index.ts';
import { workspaceOfId } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';

const DAY_MS = 86_400_000;
/** What reading an account's followers takes: its platform handle (handleOf) and its stored counts. */
const FOLLOWER_COLUMNS = [
  'id',
  'account',
  'username',
  'registered_at',
  'created_at',
  'fans',
  'following',
] as const;

async function fansRow(db: Db, auth: AuthContext, id: number) {
  await workspaceOfId(db, 'accounts', id, auth);
  return db
    .selectFrom('accounts')
    .select([...FOLLOWER_COLUMNS, 'fans_seen', 'fans_seen_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
type FansRow = Awaited<ReturnType<typeof fansRow>>;

/** The platform handle of an account (its username once known, else its login) and since when it exists. */
const handleOf = (row: Pick<FansRow, 'username' | 'account' | 'registered_at' | 'created_at'>) => ({
  handle: row.username || row.account,
  since: row.registered_at ?? row.created_at,
});

/**
 * One account's followers and following over the last FANS_HISTORY_DAYS (a
 * point a day, none before the account existed, the last one now) from the
 * simulated platform; the account row takes the current counts, so the list
 * and the dashboard show what the platform says.
 */
async function figures(
  db: Db,
  lifecycle: LifecyclePlatform,
  row: FansRow,
  nowIso: string,
): Promise<AccountFans> {
  const { handle, since } = handleOf(row);
  const now = Date.parse(nowIso);
  const times: string[] = [];
  for (let d = FANS_HISTORY_DAYS - 1; d >= 1; d--) {
    const at = now - d * DAY_MS;
    if (at >= Date.parse(since)) times.push(new Date(at).toISOString());
  }
  times.push(nowIso);
  const history = lifecycle.followerHistory(handle, since, times);
  const current = history[history.length - 1]!;
  await db
    .updateTable('accounts')
    .set({ fans: current.followers, following: current.following, fans_refreshed_at: nowIso })
    .where('id', '=', row.id)
    .execute();
  return {
    accountId: row.id,
    account: row.account,
    username: row.username,
    followers: current.followers,
    following: current.following,
    history,
    newSinceLastLook: row.fans_seen === null ? 0 : Math.max(0, current.followers - row.fans_seen),
    lastLookAt: row.fans_seen_at,
  };
}

export async function accountFans(
  db: Db,
  lifecycle: LifecyclePlatform,
  auth: AuthContext,
  id: number,
  nowIso: string,
) {
  return figures(db, lifecycle, await fansRow(db, auth, id), nowIso);
}

/** Marks the current followers as seen: "new since the last look" counts from now. */
export async function lookAtFans(
  db: Db,
  lifecycle: LifecyclePlatform,
  auth: AuthContext,
  id: number,
  nowIso: string,
) {
  const row = await fansRow(db, auth, id);
  const f = await figures(db, lifecycle, row, nowIso);
  await db
    .updateTable('accounts')
    .set({ fans_seen: f.followers, fans_seen_at: nowIso })
    .where('id', '=', id)
    .execute();
  await recordAccountEvent(db, id, 'fansLook', nowIso, { fans: f.followers });
  return { ...f, newSinceLastLook: 0, lastLookAt: nowIso };
}

/** The account's followers at the simulated now, newest first; those that followed after the last look are new. */
export async function followerList(
  db: Db,
  lifecycle: LifecyclePlatform,
  auth: AuthContext,
  id: number,
  page: { pageNo: number; pageSize: number },
  nowIso: string,
) {
  const row = await fansRow(db, auth, id);
  const { handle, since } = handleOf(row);
  const { total, items } = lifecycle.followers(
    handle,
    since,
    nowIso,
    (page.pageNo - 1) * page.pageSize,
    page.pageSize,
  );
  return {
    list: items.map((f) => ({ ...f, isNew: row.fans_seen_at !== null && f.followedAt > row.fans_seen_at })),
    total,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** How long (simulated) an account's fans and following stay as read before the sweep reads them again. */
export const FANS_REFRESH_MS = 60 * 60_000;
/** Accounts one sweep reads at most (the stalest first). */
export const FANS_REFRESH_BATCH = 500;

/**
 * Account figures over simulated time: the accounts whose fans and following
 * were read longest ago (and more than FANS_REFRESH_MS before `nowIso`) take
 * the platform's current counts, at most `batch` of them, in one transaction.
 * A worker beside the engine runs it every second (fansSweep), so the account
 * list, /account/fans and the dashboard's fans card (the trigger-kept
 * account_fan_totals) follow the platform without anyone looking. Answers
 * how many accounts it read.
 */
export async function refreshFans(
  db: Db,
  lifecycle: LifecyclePlatform,
  nowIso: string,
  batch = FANS_REFRESH_BATCH,
): Promise<number> {
  const staleBefore = new Date(Date.parse(nowIso) - FANS_REFRESH_MS).toISOString();
  return inTransaction(db, async (trx) => {
    let stalest = trx
      .selectFrom('accounts')
      .select([...FOLLOWER_COLUMNS, 'workspace_id'])
      .where('fans_refreshed_at', '<', staleBefore)
      .orderBy('fans_refreshed_at')
      .limit(batch);
    // Every server process sweeps: each takes accounts no other sweep holds, instead of
    // waiting for another process's sweep to commit and then redoing its accounts.
    if (dbKind(trx) === 'postgres') stalest = stalest.forUpdate().skipLocked();
    const rows = await stalest.execute();
    if (rows.length === 0) return 0;
    const read = rows.map((row) => {
      const { handle, since } = handleOf(row);
      // An account created after the simulated now (a clock set back) has nothing to read yet.
      const at = nowIso < since ? since : nowIso;
      const [current] = lifecycle.followerHistory(handle, since, [at]);
      return [row.id, current?.followers ?? null, current?.following ?? null] as const;
    });
    // Accounts of several workspaces: their fan totals' rows (moved by a trigger, in whatever order
    // the update meets the accounts) taken first, in workspace order; two sweeps of other
    // processes took them in opposite orders and deadlocked.
    const workspaces = [...new Set(rows.map((r) => r.workspace_id))].sort((a, b) => a - b);
    if (dbKind(trx) === 'postgres' && workspaces.length > 1) {
      await sql`select workspace_id from account_fan_totals where workspace_id = any(${workspaces}::bigint[])
        order by workspace_id for no key update`.execute(trx);
    }
    // One statement for the whole round: the workspace's fan total (a trigger) is locked for
    // that statement's time only, not for one round trip per account.
    const source =
      dbKind(trx) === 'postgres'
        ? sql`unnest(${read.map((r) => r[0])}::bigint[], ${read.map((r) => r[1])}::bigint[], ${read.map((r) => r[2])}::bigint[]) as d(id, fans, following)`
        : sql`(select value ->> 0 as id, value ->> 1 as fans, value ->> 2 as following from json_each(${JSON.stringify(read)})) as d`;
    await sql`update accounts set
        fans = coalesce(d.fans, accounts.fans),
        following = coalesce(d.following, accounts.following),
        fans_refreshed_at = ${nowIso}
      from ${source}
      where accounts.id = d.id`.execute(trx);
    return rows.length;
  });
}

/** The sweep as a worker beside the engine (EnginePorts.workers, boot.ts): a round a second. */
export const fansSweep = (ctx: Pick<AppContext, 'db' | 'driver' | 'clock'>) =>
  periodicWorker('fans sweep', 1000, () => refreshFans(ctx.db, ctx.driver.lifecycle, ctx.clock.iso()));
