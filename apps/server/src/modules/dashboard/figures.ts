import type { DashboardAccounts, DashboardFans } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import type { AuthContext } from '../auth/session.ts';

// The fans resource is not built yet (fan collection): its card answers
// available: false with zeros, never invented numbers.

/** The first instant of the month of `nowIso`, UTC. */
export function monthStart(nowIso: string): string {
  return `${nowIso.slice(0, 7)}-01T00:00:00.000Z`;
}

/**
 * The caller's workspace's accounts (the admin: every workspace's): how many
 * and their followers (both trigger-kept totals), and how many a
 * bulk registration created since the 1st of the month on the simulated
 * clock (the registered_at index, then only this month's rows).
 * Fans collected this month belong to fan collection, not built: not measured.
 */
export async function accountFigures(db: Db, auth: AuthContext, nowIso: string): Promise<DashboardAccounts> {
  const ws = auth.workspaceId;
  const [total, fans, registered] = await Promise.all([
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
  ]);
  return {
    available: true,
    accounts: Number(total.n),
    fans: Number(fans.n),
    collectedThisMonth: 0,
    registeredThisMonth: Number(registered.n),
    collectedAvailable: false,
  };
}

export function fanFigures(): DashboardFans {
  return { available: false, total: 0, newThisMonth: 0 };
}
