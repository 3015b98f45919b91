import {
  type ConsumeQueryBody,
  type ConsumeRecord,
  type FinanceSummary,
  type Page,
  type PageQuery,
  RECHARGE_ORDER_TYPES,
  type RechargeQueryBody,
  type RechargeRecord,
  Role,
} from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import { fetchPage } from '../../db/page.ts';
import type { LedgerEntryRow } from '../../db/tables/ledger.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { latestEntry } from './ledger.ts';

/** Whose points a caller sees: their workspace owner's (their own as an owner); the admin's own row. */
export function walletOf(auth: AuthContext): number {
  return auth.workspaceId ?? auth.userId;
}

/** The user whose entries a list shows: the admin may name anyone or nobody (everyone). */
function scopeOf(auth: AuthContext, userId: number | undefined): number | null {
  if (auth.roles.includes(Role.admin)) return userId ?? null;
  const wallet = walletOf(auth);
  if (userId !== undefined && userId !== wallet) throw notFound();
  return wallet;
}

function entries(
  db: Db,
  scope: number | null,
  kinds: readonly LedgerEntryRow['kind'][],
  body: RechargeQueryBody | ConsumeQueryBody,
) {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .where('e.kind', 'in', kinds);
  if (scope !== null) q = q.where('e.user_id', '=', scope);
  if (body.startTime) q = q.where('e.created_at', '>=', new Date(body.startTime).toISOString());
  if (body.endTime) q = q.where('e.created_at', '<=', new Date(body.endTime).toISOString());
  return q;
}

export function listRecharges(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: RechargeQueryBody,
): Promise<Page<RechargeRecord>> {
  const scope = scopeOf(auth, body.userId);
  const kinds = body.type ? [body.type] : RECHARGE_ORDER_TYPES;
  return fetchPage(
    entries(db, scope, kinds, body),
    page,
    (q) =>
      q
        .leftJoin('users as op', 'op.id', 'e.operator_id')
        .selectAll('e')
        .select(['u.username', 'op.username as operator'])
        .orderBy('e.id', 'desc'),
    (row): RechargeRecord => ({
      id: row.id,
      userId: row.user_id,
      username: row.username,
      amount: row.amount,
      operator: row.operator,
      orderType: row.kind as RechargeRecord['orderType'],
      channel: row.channel ?? 'system',
      status: row.status,
      paymentMethod: row.payment_method ?? 'manual',
      voucher: row.voucher,
      remark: row.remark,
      balance: row.balance_after,
      time: row.created_at,
    }),
  );
}

export function listConsumption(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: ConsumeQueryBody,
): Promise<Page<ConsumeRecord>> {
  const scope = scopeOf(auth, body.userId);
  let filtered = entries(db, scope, ['charge'], body);
  if (body.type) filtered = filtered.where('e.item', '=', body.type);
  return fetchPage(
    filtered,
    page,
    (q) => q.selectAll('e').select('u.username').orderBy('e.id', 'desc'),
    (row): ConsumeRecord => {
      const total = -(row.amount + row.held_delta);
      return {
        id: row.id,
        userId: row.user_id,
        username: row.username,
        // charge() refuses an entry without an item.
        type: row.item as ConsumeRecord['type'],
        quantity: row.quantity ?? 1,
        unitPrice: row.unit_price ?? total,
        total,
        balance: row.balance_after,
        remark: row.remark,
        time: row.created_at,
      };
    },
  );
}

/** The dashboard's finance card: running totals of the newest entry and of the last one before the 1st. */
export async function financeSummary(db: Db, auth: AuthContext, at = new Date()): Promise<FinanceSummary> {
  const wallet = walletOf(auth);
  const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString();
  const [user, latest, beforeMonth] = await Promise.all([
    db.selectFrom('users').select(['balance', 'held']).where('id', '=', wallet).executeTakeFirstOrThrow(),
    latestEntry(db, wallet),
    latestEntry(db, wallet, monthStart),
  ]);
  const totalRecharge = latest?.recharged_total ?? 0;
  const totalConsumption = latest?.consumed_total ?? 0;
  return {
    balance: user.balance,
    held: user.held,
    totalRecharge,
    totalConsumption,
    rechargeThisMonth: totalRecharge - (beforeMonth?.recharged_total ?? 0),
    consumptionThisMonth: totalConsumption - (beforeMonth?.consumed_total ?? 0),
  };
}
