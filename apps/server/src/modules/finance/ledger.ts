import {
  type ConsumeType,
  MAX_ENTRY_POINTS,
  type PaymentMethod,
  type RechargeChannel,
  type RechargeResult,
} from '@reelfleet/contract';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../core/errors.ts';
import { now } from '../../db/kind.ts';
import type { Database } from '../../db/schema.ts';
import type { LedgerEntryRow } from '../../db/tables/ledger.ts';
import { inTransaction } from '../../db/transaction.ts';

/**
 * The points ledger (DESIGN.md "Points ledger"). Every function takes either
 * the root database (it then opens a transaction of its own) or a
 * transaction of the caller's, so that a task or a device rental writes its
 * own rows and the ledger entry together or not at all.
 *
 * A write is: look for the idempotency key; move users.balance/held with one
 * conditional UPDATE (no row back: insufficient points, nothing written);
 * insert the entry. users.balance and users.held therefore always equal
 * sum(amount) and sum(held_delta) and never go below zero.
 */
export type LedgerDb = Kysely<Database>;

export interface EntryDetails {
  /** What the entry is about, e.g. ('task', 42). */
  refType?: string | null;
  refId?: number | null;
  quantity?: number | null;
  unitPrice?: number | null;
  /** The admin or agent who caused the entry; none for the system. */
  operatorId?: number | null;
  voucher?: string | null;
  remark?: string;
}

export interface PointsInput extends EntryDetails {
  userId: number;
  /** A positive whole number of points. */
  points: number;
  /** Unique per user: the same key again returns the first entry and changes nothing. */
  idemKey: string;
}

export interface LedgerResult {
  entry: LedgerEntryRow;
  /** True when the key had been used before: nothing was written. */
  replayed: boolean;
}

interface EntrySpec extends EntryDetails {
  userId: number;
  kind: LedgerEntryRow['kind'];
  amount: number;
  heldDelta: number;
  idemKey: string;
  item?: ConsumeType | null;
  channel?: RechargeChannel | null;
  paymentMethod?: PaymentMethod | null;
}

/** Points bought or granted: +points available. */
export async function recharge(
  db: LedgerDb,
  input: PointsInput & { channel?: RechargeChannel; paymentMethod?: PaymentMethod },
): Promise<LedgerResult> {
  const p = positive(input.points);
  return write(db, {
    channel: 'system',
    paymentMethod: 'manual',
    ...input,
    kind: 'recharge',
    amount: p,
    heldDelta: 0,
  });
}

/** Reserves points for work that may cost them: -points available, +points held. */
export async function hold(db: LedgerDb, input: PointsInput & { item?: ConsumeType }): Promise<LedgerResult> {
  const p = positive(input.points);
  return write(db, { ...input, kind: 'hold', amount: -p, heldDelta: p });
}

/** Consumption: from a hold (-points held) or directly (-points available). */
export async function charge(
  db: LedgerDb,
  input: PointsInput & { item: ConsumeType; fromHold?: boolean },
): Promise<LedgerResult> {
  const p = positive(input.points);
  if (!input.item) throw new TypeError('ledger: a charge needs the item it pays for');
  const { fromHold, ...rest } = input;
  return write(db, {
    ...rest,
    kind: 'charge',
    amount: fromHold ? 0 : -p,
    heldDelta: fromHold ? -p : 0,
  });
}

/**
 * Several consumptions from one user's holds at once (the task engine's group
 * commit): the same entries as `charge(..., fromHold)` one after another, in
 * order, with one balance UPDATE and one INSERT whatever their number. A key
 * used before, a hold too small or a race on a key falls back to `charge` one
 * by one, which answers each case as usual.
 */
export async function chargeHeld(
  db: LedgerDb,
  userId: number,
  inputs: ReadonlyArray<Omit<PointsInput, 'userId'> & { item: ConsumeType }>,
): Promise<void> {
  if (inputs.length === 0) return;
  const oneByOne = async (trx: LedgerDb) => {
    for (const input of inputs) await charge(trx, { ...input, userId, fromHold: true });
  };
  const total = inputs.reduce((sum, i) => sum + positive(i.points), 0);
  await inTransaction(db, async (trx) => {
    const used = await trx
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where(
        'idem_key',
        'in',
        inputs.map((i) => i.idemKey),
      )
      .limit(1)
      .executeTakeFirst();
    if (used) return oneByOne(trx);
    const moved = await trx
      .updateTable('users')
      .set((eb) => ({ held: eb('held', '-', total) }))
      .where('id', '=', userId)
      .where((eb) => eb(eb('held', '-', total), '>=', 0))
      .returning(['balance', 'held'])
      .executeTakeFirst();
    if (!moved) return oneByOne(trx);
    const last = await latestEntry(trx, userId);
    const at = now();
    let held = moved.held + total;
    let consumed = last?.consumed_total ?? 0;
    let charges = last?.charge_count ?? 0;
    const rows = inputs.map((i) => {
      held -= i.points;
      consumed += i.points;
      charges += 1;
      return {
        user_id: userId,
        kind: 'charge' as const,
        amount: 0,
        held_delta: -i.points,
        balance_after: moved.balance,
        held_after: held,
        recharged_total: last?.recharged_total ?? 0,
        consumed_total: consumed,
        credit_count: last?.credit_count ?? 0,
        charge_count: charges,
        idem_key: i.idemKey,
        item: i.item,
        ref_type: i.refType ?? null,
        ref_id: i.refId ?? null,
        quantity: i.quantity ?? null,
        unit_price: i.unitPrice ?? null,
        operator_id: i.operatorId ?? null,
        channel: null,
        payment_method: null,
        status: 'completed' as const,
        voucher: i.voucher ?? null,
        remark: i.remark ?? '',
        created_at: last && last.created_at > at ? last.created_at : at,
      };
    });
    const written = await trx
      .insertInto('ledger_entries')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
      .returning('id')
      .execute();
    // A concurrent writer took one of the keys meanwhile: undo all of it with the transaction.
    if (written.length !== rows.length) throw new Error('ledger: a charge key was written concurrently');
  });
}

/** Returns held points that were not consumed: -points held, +points available. */
export async function release(
  db: LedgerDb,
  input: PointsInput & { item?: ConsumeType },
): Promise<LedgerResult> {
  const p = positive(input.points);
  return write(db, { ...input, kind: 'release', amount: p, heldDelta: -p });
}

/** Gives back points already charged: +points available. */
export async function refund(
  db: LedgerDb,
  input: PointsInput & { item?: ConsumeType },
): Promise<LedgerResult> {
  const p = positive(input.points);
  return write(db, {
    channel: 'system',
    paymentMethod: 'refund',
    ...input,
    kind: 'refund',
    amount: p,
    heldDelta: 0,
  });
}

/** The answer to a recharge: the entry that credited the user. */
export function rechargeReceipt(entry: LedgerEntryRow, replayed: boolean): RechargeResult {
  return {
    entryId: entry.id,
    userId: entry.user_id,
    amount: entry.amount,
    balance: entry.balance_after,
    replayed,
  };
}

export interface TransferResult {
  /** The payer's charge. */
  debit: LedgerEntryRow;
  /** The payee's recharge. */
  credit: LedgerEntryRow;
  replayed: boolean;
}

/**
 * An agent recharges one of their users from their own balance: the agent's
 * charge and the user's recharge in one transaction, or neither.
 */
export async function transfer(
  db: LedgerDb,
  input: {
    fromUserId: number;
    toUserId: number;
    points: number;
    idemKey: string;
    remark?: string;
    voucher?: string | null;
  },
): Promise<TransferResult> {
  const p = positive(input.points);
  return inTransaction(db, async (trx) => {
    const debit = await writeIn(trx, {
      userId: input.fromUserId,
      kind: 'charge',
      amount: -p,
      heldDelta: 0,
      idemKey: `transfer-out:${input.idemKey}`,
      item: 'agentTransfer',
      refType: 'user',
      refId: input.toUserId,
      quantity: 1,
      unitPrice: p,
      operatorId: input.fromUserId,
      voucher: input.voucher ?? null,
      remark: input.remark,
    });
    const credit = await writeIn(trx, {
      userId: input.toUserId,
      kind: 'recharge',
      amount: p,
      heldDelta: 0,
      idemKey: `transfer-in:${input.fromUserId}:${input.idemKey}`,
      refType: 'ledger',
      refId: debit.entry.id,
      operatorId: input.fromUserId,
      channel: 'agent',
      paymentMethod: 'agentBalance',
      voucher: input.voucher ?? null,
      remark: input.remark,
    });
    return { debit: debit.entry, credit: credit.entry, replayed: debit.replayed };
  });
}

/** The ledger's own sums for a user, beside the cached balance (audits and tests). */
export async function ledgerTotals(db: LedgerDb, userId: number) {
  const sums = await db
    .selectFrom('ledger_entries')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('held_delta'), eb.lit(0)).as('held'),
      eb.fn.countAll<number>().as('entries'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select(['balance', 'held'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    balance: user.balance,
    held: user.held,
    sumAmount: Number(sums.amount),
    sumHeld: Number(sums.held),
    entries: Number(sums.entries),
  };
}

function positive(points: number): number {
  if (!Number.isSafeInteger(points) || points < 1 || points > MAX_ENTRY_POINTS) {
    throw new RangeError(
      `ledger: points must be a whole number from 1 to ${MAX_ENTRY_POINTS}, got ${points}`,
    );
  }
  return points;
}

function write(db: LedgerDb, spec: EntrySpec): Promise<LedgerResult> {
  return inTransaction(db, (trx) => writeIn(trx, spec));
}

async function writeIn(trx: LedgerDb, spec: EntrySpec): Promise<LedgerResult> {
  const earlier = await findEntry(trx, spec.userId, spec.idemKey);
  if (earlier) return replayOf(earlier, spec);

  const moved = await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', spec.amount), held: eb('held', '+', spec.heldDelta) }))
    .where('id', '=', spec.userId)
    .where((eb) => eb(eb('balance', '+', spec.amount), '>=', 0))
    .where((eb) => eb(eb('held', '+', spec.heldDelta), '>=', 0))
    .returning(['balance', 'held'])
    .executeTakeFirst();
  if (!moved) {
    // On PostgreSQL the UPDATE waited for a concurrent writer of this user;
    // if that writer used the same key, this is a replay, not a shortfall.
    const winner = await findEntry(trx, spec.userId, spec.idemKey);
    if (winner) return replayOf(winner, spec);
    throw await shortfall(trx, spec);
  }

  const last = await latestEntry(trx, spec.userId);
  const at = now();
  const entry = await trx
    .insertInto('ledger_entries')
    .values({
      user_id: spec.userId,
      kind: spec.kind,
      amount: spec.amount,
      held_delta: spec.heldDelta,
      balance_after: moved.balance,
      held_after: moved.held,
      recharged_total: (last?.recharged_total ?? 0) + (credits(spec.kind) ? spec.amount : 0),
      consumed_total:
        (last?.consumed_total ?? 0) + (spec.kind === 'charge' ? -(spec.amount + spec.heldDelta) : 0),
      credit_count: (last?.credit_count ?? 0) + (credits(spec.kind) ? 1 : 0),
      charge_count: (last?.charge_count ?? 0) + (spec.kind === 'charge' ? 1 : 0),
      idem_key: spec.idemKey,
      item: spec.item ?? null,
      ref_type: spec.refType ?? null,
      ref_id: spec.refId ?? null,
      quantity: spec.quantity ?? null,
      unit_price: spec.unitPrice ?? null,
      operator_id: spec.operatorId ?? null,
      channel: spec.channel ?? null,
      payment_method: spec.paymentMethod ?? null,
      status: 'completed',
      voucher: spec.voucher ?? null,
      remark: spec.remark ?? '',
      created_at: last && last.created_at > at ? last.created_at : at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (entry) return { entry, replayed: false };

  // A concurrent writer committed the same key between our first look and
  // the UPDATE. Undo our change (the row stays locked by this transaction,
  // so nobody saw it) and answer with the winner's entry.
  await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '-', spec.amount), held: eb('held', '-', spec.heldDelta) }))
    .where('id', '=', spec.userId)
    .execute();
  const winner = await findEntry(trx, spec.userId, spec.idemKey);
  if (!winner) throw new Error(`ledger: key ${spec.idemKey} conflicted but no entry holds it`);
  return replayOf(winner, spec);
}

/** Recharges and refunds add to what the user was credited. */
function credits(kind: LedgerEntryRow['kind']): boolean {
  return kind === 'recharge' || kind === 'refund';
}

/**
 * The user's newest entry, or the newest one before `before` (or at or
 * before `atOrBefore`). A writer reads it after its balance UPDATE, so no
 * other writer of this user is midway.
 */
export function latestEntry(
  db: LedgerDb,
  userId: number,
  bound: { before?: string; atOrBefore?: string } = {},
) {
  let q = db
    .selectFrom('ledger_entries')
    .select(['recharged_total', 'consumed_total', 'credit_count', 'charge_count', 'created_at'])
    .where('user_id', '=', userId);
  if (bound.before) q = q.where('created_at', '<', bound.before);
  if (bound.atOrBefore) q = q.where('created_at', '<=', bound.atOrBefore);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

function findEntry(db: LedgerDb, userId: number, idemKey: string) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idem_key', '=', idemKey)
    .executeTakeFirst();
}

/** The same key for a different operation is a client bug; answering the old entry would hide it. */
function replayOf(entry: LedgerEntryRow, spec: EntrySpec): LedgerResult {
  const same =
    entry.kind === spec.kind &&
    entry.amount === spec.amount &&
    entry.held_delta === spec.heldDelta &&
    (entry.ref_id ?? null) === (spec.refId ?? null);
  if (!same) throw new AppError(409, 'finance.idempotencyConflict', { data: { field: 'idemKey' } });
  return { entry, replayed: true };
}

async function shortfall(db: LedgerDb, spec: EntrySpec): Promise<AppError> {
  const user = await db
    .selectFrom('users')
    .select(['balance', 'held'])
    .where('id', '=', spec.userId)
    .executeTakeFirst();
  if (!user) return notFound();
  const fromHeld = user.held + spec.heldDelta < 0;
  const needed = fromHeld ? -spec.heldDelta : -spec.amount;
  const available = fromHeld ? user.held : user.balance;
  return new AppError(422, 'finance.insufficientPoints', {
    params: { needed, balance: available },
    data: { needed, balance: user.balance, held: user.held },
  });
}
