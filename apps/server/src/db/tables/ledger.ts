import type {
  ConsumeType,
  LedgerKind,
  PaymentMethod,
  PriceName,
  PriceUnit,
  RechargeChannel,
} from '@reelfleet/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The points ledger: rows are only ever inserted. users.balance and
 * users.held are caches of sum(amount) and sum(held_delta), changed only in
 * the transaction that inserts the entry.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: LedgerKind;
  /** Signed change of the available balance. */
  amount: number;
  /** Signed change of the held points. */
  held_delta: number;
  balance_after: number;
  held_after: number;
  /** Running totals of the user's recharges (with refunds) and consumption, this entry included. */
  recharged_total: number;
  consumed_total: number;
  /** Running counts of the user's credit entries (recharge, refund) and charges: list totals without a scan. */
  credit_count: number;
  charge_count: number;
  /** Unique per user: a replayed key finds this entry instead of writing another. */
  idem_key: string;
  /** What a charge paid for; null for entries that are not consumption. */
  item: ConsumeType | null;
  /** The row the entry is about, e.g. ('task', 42). */
  ref_type: string | null;
  ref_id: number | null;
  quantity: number | null;
  unit_price: number | null;
  /** The user who made the entry happen (admin or agent); null for the system. */
  operator_id: number | null;
  channel: RechargeChannel | null;
  payment_method: PaymentMethod | null;
  status: 'completed';
  voucher: string | null;
  remark: string;
  /** Never earlier than the user's previous entry, so time order is write order. */
  created_at: string;
}

export interface PricesTable {
  name: PriceName;
  /** Points per started block of `per` units. */
  points: number;
  per: number;
  unit: PriceUnit;
  updated_at: string;
}

export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;
export type PriceRow = Selectable<PricesTable>;
