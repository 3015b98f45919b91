import { CHART_DAYS, type DashboardCharts } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { AuthContext } from '../auth/session.ts';
import { walletOf } from '../finance/records.ts';
import { fansHistory, recordFans } from './fans-history.ts';

const DAY_MS = 86_400_000;

/**
 * The control panel's charts. Points per UTC day come from the ledger
 * (consumption: charges; recharge: recharges and refunds) of the workspace's
 * wallet; tasks and devices from the workspace's rows; the fans trend from the
 * daily records of the workspace's followers total (fans-history.ts), today's
 * recorded first. The admin, who has no workspace, sees every workspace.
 */
export async function dashboardCharts(db: Db, auth: AuthContext, at = new Date()): Promise<DashboardCharts> {
  const all = auth.workspaceId === null && auth.userType === 'admin';
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const start = new Date(today - (CHART_DAYS - 1) * DAY_MS).toISOString();
  const day = sql<string>`substr(created_at, 1, 10)`;
  const scope = all ? null : (auth.workspaceId ?? -1);
  await recordFans(db, new Date(today).toISOString().slice(0, 10), scope);
  const [ledger, tasks, devices, fans] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select([
        day.as('day'),
        sql<number>`coalesce(sum(case when kind = 'charge' then -(amount + held_delta) else 0 end), 0)`.as(
          'consumption',
        ),
        sql<number>`coalesce(sum(case when kind in ('recharge', 'refund') then amount else 0 end), 0)`.as(
          'recharge',
        ),
      ])
      .$if(!all, (q) => q.where('user_id', '=', walletOf(auth)))
      .where('created_at', '>=', start)
      .where('kind', 'in', ['charge', 'recharge', 'refund'])
      .groupBy(day)
      .execute(),
    db
      .selectFrom('tasks')
      .select((eb) => [
        'subtype',
        eb.fn.sum<number>('success_count').as('success'),
        eb.fn.sum<number>('failed_count').as('failed'),
        eb.fn.sum<number>('abnormal_count').as('abnormal'),
      ])
      .$if(!all, (q) => q.where('workspace_id', '=', auth.workspaceId ?? -1))
      .groupBy('subtype')
      .orderBy('subtype')
      .execute(),
    db
      .selectFrom('devices')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .$if(!all, (q) => q.where('workspace_id', '=', auth.workspaceId ?? -1))
      .groupBy('status')
      .orderBy('status')
      .execute(),
    fansHistory(db, scope, start.slice(0, 10)),
  ]);
  const byDay = new Map(ledger.map((r) => [r.day, r]));
  const days = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = new Date(today - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(date);
    return {
      date,
      consumption: Number(r?.consumption ?? 0),
      recharge: Number(r?.recharge ?? 0),
      fans: fans.byDay.get(date) ?? null,
    };
  });
  return {
    days,
    fansSince: fans.since,
    taskOutcomes: tasks.map((r) => ({
      subtype: r.subtype,
      success: Number(r.success ?? 0),
      failed: Number(r.failed ?? 0),
      abnormal: Number(r.abnormal ?? 0),
    })),
    deviceStatus: devices.map((r) => ({ status: r.status, count: Number(r.count) })),
  };
}
