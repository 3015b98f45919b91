import { z } from 'zod';
import { counts } from '../common/fields.ts';
import { isoTime, plainText } from '../common/query.ts';
import {
  CONSUME_TYPES,
  IDEM_KEY_MAX,
  MAX_ENTRY_POINTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRICE_NAMES,
  PRICE_UNITS,
  RECHARGE_CHANNELS,
  RECHARGE_ORDER_TYPES,
  REMARK_MAX,
} from './constants.ts';

export const priceQuery = z.strictObject({
  name: z.enum(PRICE_NAMES).optional(),
});
export const priceItem = z.object({
  name: z.enum(PRICE_NAMES),
  points: z.number().int(),
  per: z.number().int(),
  unit: z.enum(PRICE_UNITS),
  updateTime: z.string(),
});
export type PriceItem = z.infer<typeof priceItem>;

/** Body fields every points-moving request shares. */
export const pointsAmount = z
  .number({ error: 'finance.amountInvalid' })
  .int({ error: 'finance.amountInvalid' })
  .min(1, { error: 'finance.amountInvalid' })
  .max(MAX_ENTRY_POINTS, { error: 'finance.amountInvalid' });
/** Chosen by the client once per intended operation; a retry with the same key changes nothing. */
export const idemKey = plainText(IDEM_KEY_MAX).min(1, { error: 'validation.required' });
export const remark = plainText(REMARK_MAX);

/** The answer of a recharge or transfer: the entry written (or found, on a replay). */
export const rechargeResult = z.object({
  ...counts('entryId', 'userId', 'amount'),
  /** The user's available points after the entry. */
  balance: z.number().int(),
  /** True when the idempotency key had been used: nothing was written this time. */
  replayed: z.boolean(),
});
export type RechargeResult = z.infer<typeof rechargeResult>;

function recordsQuery<T extends readonly [string, ...string[]]>(types: T) {
  return z
    .strictObject({
      startTime: isoTime.optional(),
      endTime: isoTime.optional(),
      type: z.enum(types).optional(),
      /** The admin's filter; anyone else may only name their own workspace. */
      userId: z.number().int().positive().optional(),
    })
    .refine((b) => !b.startTime || !b.endTime || Date.parse(b.endTime) >= Date.parse(b.startTime), {
      error: 'validation.maxBelowMin',
      path: ['endTime'],
    })
    .default({});
}

/** Body of `POST /finance/recharge/queryList` (page in the query). */
export const rechargeQueryBody = recordsQuery(RECHARGE_ORDER_TYPES);
export type RechargeQueryBody = z.infer<typeof rechargeQueryBody>;
/** Body of `POST /finance/consume/queryList` (page in the query). */
export const consumeQueryBody = recordsQuery(CONSUME_TYPES);
export type ConsumeQueryBody = z.infer<typeof consumeQueryBody>;

/** The first fields of a ledger row: the entry and the user whose balance it moved. */
const entryUser = { ...counts('id', 'userId'), username: z.string() };

/** A row of the recharge details (spec 3 "Orders and records"). */
export const rechargeRecord = z.object({
  ...entryUser,
  /** Points credited. */
  amount: z.number().int(),
  operator: z.string().nullable(),
  orderType: z.enum(RECHARGE_ORDER_TYPES),
  channel: z.enum(RECHARGE_CHANNELS),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  voucher: z.string().nullable(),
  remark: z.string(),
  /** Points after this entry: available and held for running tasks (recharged − consumed up to it). */
  balance: z.number().int(),
  time: z.string(),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;

/** A row of the consumption details. */
export const consumeRecord = z.object({
  ...entryUser,
  type: z.enum(CONSUME_TYPES),
  /**
   * `total`: the points consumed; `balance`: the points after this entry, available and held for
   * running tasks (recharged − consumed up to it), so each row shows its own.
   */
  ...counts('quantity', 'unitPrice', 'total', 'balance'),
  remark: z.string(),
  time: z.string(),
});
export type ConsumeRecord = z.infer<typeof consumeRecord>;

/** Points recharged and consumed since the 1st of this month (UTC). */
export const monthTotals = counts('rechargeThisMonth', 'consumptionThisMonth');

/**
 * `GET /dashboard/finance`: sums of the caller's workspace ledger. Recharge
 * counts recharges and refunds, consumption counts charges, so
 * balance + held = totalRecharge - totalConsumption. "This month" starts on
 * the 1st, UTC.
 */
export const financeSummary = z.object({
  ...counts('balance', 'held', 'totalRecharge', 'totalConsumption'),
  ...monthTotals,
});
export type FinanceSummary = z.infer<typeof financeSummary>;
