import {
  type ConsumeType,
  MAX_ENTRY_POINTS,
  type PaymentMethod,
  type RechargeChannel,
  type RechargeResult,
} from '@reelfleet/contract';
import { type Kysely, sql } from 'kysely';
import { AppError, notFound } from '../../core/errors.ts';
import { ledgerWrites } from '../../core/metrics.ts';
import { dbKind, now } from '../../db/kind.ts';
import type { Database } from '../../db/schema.ts';
import type { LedgerEntryRow } from '../../db/tables/ledger.ts';
import { inTransaction } from '../../db/transaction.ts';

/**
 * The points ledger (docs/architecture.md "Points ledger", docs/finance.md). Every function takes either
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
  return credit(db, 'recharge', 'manual', input);
}

/** +points available, a `system` entry paid by `paymentMethod` unless the input says otherwise. */
function credit(
  db: LedgerDb,
  kind: 'recharge' | 'refund',
  paymentMethod: PaymentMethod,
  input: PointsInput,
): Promise<LedgerResult> {
  return write(db, {
    channel: 'system',
    paymentMethod,
    ...input,
    kind,
    amount: positive(input.points),
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

type HeldCharge = Omit<PointsInput, 'userId'> & { item: ConsumeType };

/**
 * Several consumptions from one user's holds at once (the task engine's group
 * commit): the same entries as `charge(..., fromHold)` one after another, in
 * order, with one balance UPDATE and one INSERT whatever their number (one
 * statement on PostgreSQL). A key used before or a hold too small falls back
 * to `charge` one by one, which answers each case as usual; a key written
 * concurrently after the first look throws, and the caller's transaction
 * undoes the move with it (the engine then writes the outcomes one by one).
 */
export async function chargeHeld(db: LedgerDb, userId: number, inputs: readonly HeldCharge[]): Promise<void> {
  if (inputs.length === 0) return;
  const oneByOne = async (trx: LedgerDb) => {
    for (const input of inputs) await charge(trx, { ...input, userId, fromHold: true });
  };
  const total = inputs.reduce((sum, i) => sum + positive(i.points), 0);
  await inTransaction(db, async (trx) => {
    const postgres = dbKind(trx) === 'postgres';
    const keys = inputs.map((i) => i.idemKey);
    // On PostgreSQL the one statement looks for used keys itself (a round trip fewer).
    const used =
      !postgres &&
      (await trx
        .selectFrom('ledger_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('idem_key', 'in', keys)
        .limit(1)
        .executeTakeFirst());
    if (used) return oneByOne(trx);
    const move = {
      amount: 0,
      held: -total,
      recharged: 0,
      consumed: total,
      credits: 0,
      charges: inputs.length,
    };
    const write = postgres ? chargesInOneStatement : chargesAfterMove;
    const written = await write(trx, userId, move, inputs);
    if (written === null) return oneByOne(trx);
    // A concurrent writer took one of the keys meanwhile: undo all of it with the transaction.
    if (written !== inputs.length) throw new Error('ledger: a charge key was written concurrently');
    ledgerWrites.inc({ kind: 'charge' }, written);
  });
}

/**
 * chargeHeld's write (SQLite): the user's row moved for all the entries, then
 * the entries with the running columns the move answered, counted back. The
 * number of entries written, or null when the hold is too small (nothing moved).
 */
async function chargesAfterMove(
  trx: LedgerDb,
  userId: number,
  move: UserMove,
  inputs: readonly HeldCharge[],
): Promise<number | null> {
  const moved = await moveUser(trx, userId, move);
  if (!moved) return null;
  // The UPDATE answered the totals after all of these entries: count back to before the first.
  let held = moved.held - move.held;
  let consumed = moved.consumed_total - move.consumed;
  let charges = moved.charge_count - move.charges;
  const rows = inputs.map((i) => {
    held -= i.points;
    consumed += i.points;
    charges += 1;
    const spec: EntrySpec = { ...i, userId, kind: 'charge', amount: 0, heldDelta: -i.points };
    return entryRow(spec, { ...moved, held, consumed_total: consumed, charge_count: charges });
  });
  const written = await trx
    .insertInto('ledger_entries')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
    .returning('id')
    .execute();
  return written.length;
}

/**
 * chargeHeld's write on PostgreSQL: the same move and entries as
 * chargesAfterMove in ONE statement (the UPDATE in a CTE whose RETURNING feeds
 * the INSERT), so the payer's row, locked by the UPDATE, is held for that
 * statement and the rest of the caller's transaction only. The UPDATE's
 * RETURNING is the row as locked (a concurrent writer's commit included),
 * which a separate read in the same statement would not be. The UPDATE moves
 * nothing when one of the keys is used already (null: charged one by one, as
 * when the hold is too small).
 */
async function chargesInOneStatement(
  trx: LedgerDb,
  userId: number,
  move: UserMove,
  inputs: readonly HeldCharge[],
): Promise<number | null> {
  const at = now();
  let sum = 0;
  const col = <T>(f: (i: HeldCharge) => T) => inputs.map(f);
  const { rows } = await sql<{ moved: number; written: number }>`with moved as (
      update users set held = held + ${move.held}, consumed_total = consumed_total + ${move.consumed},
        charge_count = charge_count + ${move.charges},
        ledger_at = ${notBeforeNewest(at)}
      where id = ${userId} and held + ${move.held} >= 0
        and not exists (select 1 from ledger_entries where user_id = ${userId}
          and idem_key = any(${col((i) => i.idemKey)}::text[]))
      returning balance, held, recharged_total, consumed_total, credit_count, charge_count, ledger_at
    ), written as (
      insert into ledger_entries (user_id, kind, amount, held_delta, balance_after, held_after,
        recharged_total, consumed_total, credit_count, charge_count, idem_key, item, ref_type, ref_id,
        quantity, unit_price, operator_id, status, voucher, remark, created_at)
      select ${userId}, 'charge', 0, -e.points, m.balance, m.held - ${move.held} - e.upto,
        m.recharged_total, m.consumed_total - ${move.consumed} + e.upto, m.credit_count,
        m.charge_count - ${move.charges} + e.n, e.idem_key, e.item, e.ref_type, e.ref_id, e.quantity,
        e.unit_price, e.operator_id, 'completed', e.voucher, e.remark, m.ledger_at
      from moved as m, unnest(${col((i) => i.points)}::bigint[], ${col((i) => (sum += i.points))}::bigint[],
        ${col((i) => i.idemKey)}::text[], ${col((i) => i.item)}::text[], ${col((i) => i.refType ?? null)}::text[],
        ${col((i) => i.refId ?? null)}::bigint[], ${col((i) => i.quantity ?? null)}::bigint[],
        ${col((i) => i.unitPrice ?? null)}::bigint[], ${col((i) => i.operatorId ?? null)}::bigint[],
        ${col((i) => i.voucher ?? null)}::text[], ${col((i) => i.remark ?? '')}::text[])
        with ordinality as e(points, upto, idem_key, item, ref_type, ref_id, quantity, unit_price, operator_id,
          voucher, remark, n)
      order by e.n
      on conflict (user_id, idem_key) do nothing
      returning id
    )
    select (select count(*) from moved)::int as moved, (select count(*) from written)::int as written`.execute(
    trx,
  );
  const r = rows[0]!;
  return r.moved === 0 ? null : r.written;
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
  return credit(db, 'refund', 'refund', input);
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

/** Users' ledger rows `FOR NO KEY UPDATE` in ascending id (PostgreSQL), skipping held ones when asked. */
function lockUserRows(db: LedgerDb, ids: readonly number[], skipLocked: boolean) {
  let q = db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .orderBy('id')
    .forNoKeyUpdate();
  if (skipLocked) q = q.skipLocked();
  return q.execute();
}

const ascending = (userIds: readonly number[]) => [...new Set(userIds)].sort((a, b) => a - b);

/**
 * Locks several users' ledger rows at once, in ascending id: the order every transaction that
 * moves more than one user's points takes them in (the engine's outcomes, whose batches can
 * have several payers; an agent's transfer), so two such transactions never wait on each other.
 * PostgreSQL only: SQLite runs one writing transaction at a time. Nothing for a single user.
 */
export async function lockUsers(db: LedgerDb, userIds: readonly number[]): Promise<void> {
  const ids = ascending(userIds);
  if (ids.length < 2 || dbKind(db) !== 'postgres') return;
  await lockUserRows(db, ids, false);
}

/**
 * Locks those of the users' ledger rows nobody else holds (PostgreSQL: SKIP LOCKED, a single
 * one too) and answers their ids, for work that can wait for a later turn rather than queue
 * behind another writer (the engine's billing rounds). SQLite: all of them.
 */
export async function lockFreeUsers(db: LedgerDb, userIds: readonly number[]): Promise<number[]> {
  const ids = ascending(userIds);
  if (ids.length === 0 || dbKind(db) !== 'postgres') return ids;
  return (await lockUserRows(db, ids, true)).map((r) => Number(r.id));
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
    await lockUsers(trx, [input.fromUserId, input.toUserId]);
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
    .select(['balance', 'held', 'recharged_total', 'consumed_total', 'credit_count', 'charge_count'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    balance: user.balance,
    held: user.held,
    /** The running totals and counts cached on the user's row (the newest entry's, or 0). */
    running: {
      recharged_total: user.recharged_total,
      consumed_total: user.consumed_total,
      credit_count: user.credit_count,
      charge_count: user.charge_count,
    },
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

  const move = moveOf(spec);
  const moved = await moveUser(trx, spec.userId, move);
  if (!moved) {
    // On PostgreSQL the UPDATE waited for a concurrent writer of this user;
    // if that writer used the same key, this is a replay, not a shortfall.
    const winner = await findEntry(trx, spec.userId, spec.idemKey);
    if (winner) return replayOf(winner, spec);
    throw await shortfall(trx, spec);
  }

  const entry = await trx
    .insertInto('ledger_entries')
    .values(entryRow(spec, moved))
    .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (entry) {
    ledgerWrites.inc({ kind: spec.kind });
    return { entry, replayed: false };
  }

  // A concurrent writer committed the same key between our first look and
  // the UPDATE. Undo our change (the row stays locked by this transaction,
  // so nobody saw it) and answer with the winner's entry. The entry time goes
  // back to the newest entry's: ours, which moved it, was not written.
  const newestAt = sql<string>`coalesce((select max(e.created_at) from ledger_entries as e
    where e.user_id = ${spec.userId}), '')`;
  await moveUser(
    trx,
    spec.userId,
    {
      amount: -move.amount,
      held: -move.held,
      recharged: -move.recharged,
      consumed: -move.consumed,
      credits: -move.credits,
      charges: -move.charges,
    },
    newestAt,
  );
  const winner = await findEntry(trx, spec.userId, spec.idemKey);
  if (!winner) throw new Error(`ledger: key ${spec.idemKey} conflicted but no entry holds it`);
  return replayOf(winner, spec);
}

/** Recharges and refunds add to what the user was credited. */
function credits(kind: LedgerEntryRow['kind']): boolean {
  return kind === 'recharge' || kind === 'refund';
}

/** What entries change on the user's row: balance, held, and the running totals and counts. */
interface UserMove {
  amount: number;
  held: number;
  recharged: number;
  consumed: number;
  credits: number;
  charges: number;
}

function moveOf(spec: EntrySpec): UserMove {
  const credit = credits(spec.kind);
  const isCharge = spec.kind === 'charge';
  return {
    amount: spec.amount,
    held: spec.heldDelta,
    recharged: credit ? spec.amount : 0,
    consumed: isCharge ? -(spec.amount + spec.heldDelta) : 0,
    credits: credit ? 1 : 0,
    charges: isCharge ? 1 : 0,
  };
}

/** The user's row after a move: every running column of the entry written with it. */
type Running = NonNullable<Awaited<ReturnType<typeof moveUser>>>;

function entryRow(spec: EntrySpec, after: Running) {
  return {
    user_id: spec.userId,
    kind: spec.kind,
    amount: spec.amount,
    held_delta: spec.heldDelta,
    balance_after: after.balance,
    held_after: after.held,
    recharged_total: after.recharged_total,
    consumed_total: after.consumed_total,
    credit_count: after.credit_count,
    charge_count: after.charge_count,
    idem_key: spec.idemKey,
    item: spec.item ?? null,
    ref_type: spec.refType ?? null,
    ref_id: spec.refId ?? null,
    quantity: spec.quantity ?? null,
    unit_price: spec.unitPrice ?? null,
    operator_id: spec.operatorId ?? null,
    channel: spec.channel ?? null,
    payment_method: spec.paymentMethod ?? null,
    status: 'completed' as const,
    voucher: spec.voucher ?? null,
    remark: spec.remark ?? '',
    created_at: after.ledger_at,
  };
}

/** An entry's time: `at`, or the user's newest entry's time when that is later. */
const notBeforeNewest = (at: string) =>
  sql<string>`case when ledger_at > ${at} then ledger_at else ${at} end`;

/**
 * The one statement of a ledger write that locks the user's row: balance and
 * held moved unless either would go below zero (no row back), the running
 * totals and counts moved with them, and the entry time never before the
 * newest entry's. It answers every running column of the entry (or of the
 * last of several entries) written next, so nothing else is read while the
 * row is held.
 */
function moveUser(trx: LedgerDb, userId: number, m: UserMove, ledgerAt = notBeforeNewest(now())) {
  return trx
    .updateTable('users')
    .set((eb) => ({
      balance: eb('balance', '+', m.amount),
      held: eb('held', '+', m.held),
      recharged_total: eb('recharged_total', '+', m.recharged),
      consumed_total: eb('consumed_total', '+', m.consumed),
      credit_count: eb('credit_count', '+', m.credits),
      charge_count: eb('charge_count', '+', m.charges),
      ledger_at: ledgerAt,
    }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('balance', '+', m.amount), '>=', 0))
    .where((eb) => eb(eb('held', '+', m.held), '>=', 0))
    .returning([
      'balance',
      'held',
      'recharged_total',
      'consumed_total',
      'credit_count',
      'charge_count',
      'ledger_at',
    ])
    .executeTakeFirst();
}

/**
 * The user's newest entry, or the newest one before `before` (or at or
 * before `atOrBefore`): the running totals as of a time (the finance card and
 * lists). Writers read them from the user's row instead (moveUser).
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
