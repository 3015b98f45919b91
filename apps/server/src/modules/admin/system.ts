import type {
  AdminPasswordBody,
  AdminPriceBody,
  AdminSummary,
  AdminUserItem,
  PriceItem,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import { auditBefore } from '../../http/audit-record.ts';
import { hashPassword } from '../../lib/password.ts';
import { revokeUserSessions } from '../auth/session.ts';
import { getPrice } from '../finance/prices.ts';
import { editableUser, toAdminUserItem } from './users.ts';

/** A new password for a user (never the admin); every session of theirs ends at once. */
export async function resetPassword(
  db: Db,
  sessions: SessionCache,
  body: AdminPasswordBody,
): Promise<AdminUserItem> {
  const target = await editableUser(db, body.id);
  const hash = await hashPassword(body.password);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: hash, updated_at: now() })
      .where('id', '=', target.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, sessions, target.id);
    return updated;
  });
  return toAdminUserItem(row);
}

/**
 * A price for new work. Tasks keep what they were quoted: the engine fixes each
 * step's price and holds the points when the task is created, and charges that.
 */
export async function updatePrice(db: Db, body: AdminPriceBody): Promise<PriceItem> {
  const before = await getPrice(db, body.name);
  auditBefore({ name: before.name, points: before.points });
  await db
    .updateTable('prices')
    .set({ points: body.points, updated_at: now() })
    .where('name', '=', body.name)
    .execute();
  return getPrice(db, body.name);
}

const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);

/** Figures across every workspace for the admin's control panel. */
export async function systemSummary(db: Db, at = new Date()): Promise<AdminSummary> {
  const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString();
  const [users, devices, accounts, tasks, points, month] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('user_type', '=', 'owner').then(1).else(0).end()).as('owners'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('user_type', '=', 'owner'), eb('level', '>', 0)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('agents'),
        eb.fn.sum<number>(eb.case().when('user_type', '=', 'staff').then(1).else(0).end()).as('staff'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'disabled').then(1).else(0).end()).as('disabled'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('tasks')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn
          .sum<number>(eb.case().when('status', 'in', ['running', 'queue']).then(1).else(0).end())
          .as('running'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.lit(0)).as('balance'),
        eb.fn.coalesce(eb.fn.sum<number>('held'), eb.lit(0)).as('held'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('ledger_entries')
      .select([
        sql<number>`coalesce(sum(case when channel = 'admin' then amount else 0 end), 0)`.as('recharged'),
        sql<number>`coalesce(sum(case when kind = 'charge' and item <> 'agentTransfer' then -(amount + held_delta) else 0 end), 0)`.as(
          'consumed',
        ),
      ])
      .where('created_at', '>=', monthStart)
      .where('kind', 'in', ['recharge', 'charge'])
      .executeTakeFirst(),
  ]);
  return {
    owners: Number(users?.owners ?? 0),
    agents: Number(users?.agents ?? 0),
    staff: Number(users?.staff ?? 0),
    disabledUsers: Number(users?.disabled ?? 0),
    devices: count(devices),
    accounts: count(accounts),
    tasksRunning: Number(tasks?.running ?? 0),
    tasksTotal: count(tasks),
    pointsBalance: Number(points?.balance ?? 0),
    pointsHeld: Number(points?.held ?? 0),
    rechargeThisMonth: Number(month?.recharged ?? 0),
    consumptionThisMonth: Number(month?.consumed ?? 0),
  };
}
