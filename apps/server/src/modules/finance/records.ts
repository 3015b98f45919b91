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
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import type { LedgerEntryRow } from '../../db/tables/ledger.ts';
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

interface ListSpec {
  scope: number | null;
  kinds: readonly LedgerEntryRow['kind'][];
  item?: LedgerEntryRow['item'];
  /** The running count that numbers exactly these entries, when one does. */
  counter?: 'credit_count' | 'charge_count';
  startTime?: string;
  endTime?: string;
}

const iso = (time: string | undefined) => (time ? new Date(time).toISOString() : undefined);

function filtered(db: Db, spec: ListSpec) {
  let q = db.selectFrom('ledger_entries as e').where('e.kind', 'in', spec.kinds);
  if (spec.scope !== null) q = q.where('e.user_id', '=', spec.scope);
  if (spec.item) q = q.where('e.item', '=', spec.item);
  if (spec.startTime) q = q.where('e.created_at', '>=', spec.startTime);
  if (spec.endTime) q = q.where('e.created_at', '<=', spec.endTime);
  return q;
}

/**
 * The size of a list. One user's whole list, or a time slice of it, is the
 * difference of two running counts (two index lookups, however long the
 * ledger); other filters count their index range.
 */
async function totalOf(db: Db, spec: ListSpec): Promise<number> {
  if (spec.scope !== null && spec.counter) {
    const [end, beforeStart] = await Promise.all([
      latestEntry(db, spec.scope, { atOrBefore: spec.endTime }),
      spec.startTime ? latestEntry(db, spec.scope, { before: spec.startTime }) : undefined,
    ]);
    return Number(end?.[spec.counter] ?? 0) - Number(beforeStart?.[spec.counter] ?? 0);
  }
  const row = await filtered(db, spec)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type EntryView = LedgerEntryRow & { username: string; operator: string | null };

/**
 * A record's balance after: the points the user holds after the entry, available and held for
 * running tasks (= recharged − consumed up to it). A task's charges come out of its hold, so the
 * available points alone (balance_after) moved once, at the hold, and were the same on every
 * charge of the task; with the held ones each row shows its own figure, and the rows of both
 * lists follow one another by their amounts (holds and releases, which no list shows, cancel out).
 */
const pointsAfter = (row: LedgerEntryRow) => row.balance_after + row.held_after;

/** The filters both record lists take from their body. */
interface RecordsQuery {
  userId?: number;
  startTime?: string;
  endTime?: string;
}

/** A page of entries, newest first: the page's ids from the index, then only those rows joined. */
async function entryPage<T>(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: RecordsQuery,
  which: Pick<ListSpec, 'kinds' | 'item' | 'counter'>,
  toRecord: (row: EntryView) => T,
): Promise<Page<T>> {
  const spec: ListSpec = {
    ...which,
    scope: scopeOf(auth, body.userId),
    startTime: iso(body.startTime),
    endTime: iso(body.endTime),
  };
  const ids = filtered(db, spec)
    .select('e.id')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .leftJoin('users as op', 'op.id', 'e.operator_id')
      .selectAll('e')
      .select(['u.username', 'op.username as operator'])
      .where('e.id', 'in', ids)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .execute(),
    totalOf(db, spec),
  ]);
  return { list: rows.map(toRecord), total, pageNo: page.pageNo, pageSize: page.pageSize };
}

export function listRecharges(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: RechargeQueryBody,
): Promise<Page<RechargeRecord>> {
  const which: Pick<ListSpec, 'kinds' | 'counter'> = body.type
    ? { kinds: [body.type] }
    : { kinds: RECHARGE_ORDER_TYPES, counter: 'credit_count' };
  return entryPage(db, auth, page, body, which, (row) => ({
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
    balance: pointsAfter(row),
    time: row.created_at,
  }));
}

export function listConsumption(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: ConsumeQueryBody,
): Promise<Page<ConsumeRecord>> {
  const which: Pick<ListSpec, 'kinds' | 'item' | 'counter'> = body.type
    ? { kinds: ['charge'], item: body.type }
    : { kinds: ['charge'], counter: 'charge_count' };
  return entryPage(db, auth, page, body, which, (row) => {
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
      balance: pointsAfter(row),
      remark: row.remark,
      time: row.created_at,
    };
  });
}

/**
 * The dashboard's finance card: the running totals cached on the wallet's row (the newest entry's,
 * written with it) and those of the last entry before the 1st.
 */
export async function financeSummary(db: Db, auth: AuthContext, at = new Date()): Promise<FinanceSummary> {
  const wallet = walletOf(auth);
  const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString();
  const [user, beforeMonth] = await Promise.all([
    db
      .selectFrom('users')
      .select(['balance', 'held', 'recharged_total', 'consumed_total'])
      .where('id', '=', wallet)
      .executeTakeFirstOrThrow(),
    latestEntry(db, wallet, { before: monthStart }),
  ]);
  const totalRecharge = user.recharged_total;
  const totalConsumption = user.consumed_total;
  return {
    balance: user.balance,
    held: user.held,
    totalRecharge,
    totalConsumption,
    rechargeThisMonth: totalRecharge - (beforeMonth?.recharged_total ?? 0),
    consumptionThisMonth: totalConsumption - (beforeMonth?.consumed_total ?? 0),
  };
}
