import type { DashboardAccounts } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import { departmentOf, scoped } from '../../http/scope.ts';
import type { AuthContext } from '../auth/session.ts';
import { collectedSince } from '../resource/fans.ts';

/** The first instant of the month of `nowIso`, UTC. */
export function monthStart(nowIso: string): string {
  return `${nowIso.slice(0, 7)}-01T00:00:00.000Z`;
}

/**
 * The caller's workspace's accounts (the admin: every workspace's): how many
 * and their followers (both trigger-kept totals), and how many a
 * batch registration created since the 1st of the month on the simulated
 * clock (the registered_at index, then only this month's rows).
 * Fans collected this month: rows the fans library gained since then (resource/fans.ts).
 */
export async function accountFigures(db: Db, auth: AuthContext, nowIso: string): Promise<DashboardAccounts> {
  const ws = auth.workspaceId;
  if (departmentOf(auth) !== null) return departmentAccountFigures(db, auth, nowIso);
  const [total, fans, registered, collected] = await Promise.all([
    db
      .selectFrom('account_totals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('accounts'), eb.lit(0)).as('n'))
      .$if(ws !== null, (q) => q.where('workspace_id', '=', ws!))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('account_fan_totals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('fans'), eb.lit(0)).as('n'))
      .$if(ws !== null, (q) => q.where('workspace_id', '=', ws!))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(ws !== null, (q) => q.where('workspace_id', '=', ws!))
      .where('registered_at', '>=', monthStart(nowIso))
      .where('signup_task_id', 'is not', null)
      .executeTakeFirstOrThrow(),
    collectedSince(db, ws, monthStart(nowIso)),
  ]);
  return {
    available: true,
    accounts: Number(total.n),
    fans: Number(fans.n),
    collectedThisMonth: collected,
    registeredThisMonth: Number(registered.n),
    collectedAvailable: true,
  };
}

/** A department's staff: its accounts (those carrying its tags) counted, not the workspace's totals. */
async function departmentAccountFigures(
  db: Db,
  auth: AuthContext,
  nowIso: string,
): Promise<DashboardAccounts> {
  const ws = auth.workspaceId!;
  const since = monthStart(nowIso);
  const [row, collected] = await Promise.all([
    scoped(db.selectFrom('accounts'), auth, 'account', 'label_id')
      .where('workspace_id', '=', ws)
      .select((eb) => [
        eb.fn.countAll<number>().as('accounts'),
        eb.fn.coalesce(eb.fn.sum<number>('fans'), eb.lit(0)).as('fans'),
        eb.fn
          .count<number>(
            eb
              .case()
              .when(eb.and([eb('registered_at', '>=', since), eb('signup_task_id', 'is not', null)]))
              .then(1)
              .end(),
          )
          .as('registered'),
      ])
      .executeTakeFirstOrThrow(),
    collectedSince(db, ws, since),
  ]);
  return {
    available: true,
    accounts: Number(row.accounts),
    fans: Number(row.fans),
    collectedThisMonth: collected,
    registeredThisMonth: Number(row.registered),
    collectedAvailable: true,
  };
}
