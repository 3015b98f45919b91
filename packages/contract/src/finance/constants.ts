import { FANS_PER_POINT } from '../common/constants.ts';
import { labelsOf, type MessageKey } from '../common/messages.ts';
import { DEFAULT_TASK_PRICES, TASK_PRICE_NAMES } from '../tasks/enums.ts';

/**
 * Points ledger (docs/architecture.md "Points ledger"). Every change of a balance is an
 * entry of one of these kinds; `amount` is the signed change of the available
 * balance and `heldDelta` the signed change of the held points:
 * recharge (+amount), hold (-X available, +X held), charge (from a hold:
 * -c held; direct: -c available), release (-r held, +r available),
 * refund (+amount).
 */
export const LEDGER_KINDS = ['recharge', 'hold', 'charge', 'release', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Largest number of points one entry may move (keeps every sum far below 2^53). */
export const MAX_ENTRY_POINTS = 100_000_000;
export const IDEM_KEY_MAX = 100;
export const REMARK_MAX = 500;
export const VOUCHER_MAX = 200;

/** Device rental, points per month (the spec names no figure; this is the product's default). */
export const DEVICE_RENTAL_POINTS_PER_MONTH = 300;

/** Names of the price table (`GET /finance/price/name?name=`). */
/** `registration` (batch registration, spec 9) is a task price too: tasks/enums.ts TASK_PRICE_NAMES. */
export const PRICE_NAMES = ['fanCollection', 'deviceRental', ...TASK_PRICE_NAMES] as const;
export type PriceName = (typeof PRICE_NAMES)[number];
export const PRICE_UNITS = ['account', 'fan', 'month', 'action', 'video'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** `points` are charged for every started block of `per` units. */
export const DEFAULT_PRICES = {
  fanCollection: { points: 1, per: FANS_PER_POINT, unit: 'fan' },
  deviceRental: { points: DEVICE_RENTAL_POINTS_PER_MONTH, per: 1, unit: 'month' },
  /** Per-action prices of the task kinds (tasks/enums.ts). */
  ...DEFAULT_TASK_PRICES,
} as const satisfies Record<PriceName, { points: number; per: number; unit: PriceUnit }>;

export const PRICE_LABELS = labelsOf('finance.price', PRICE_NAMES);

/**
 * Cost of `quantity` units: every started block of `per` counts whole, so 250
 * fans at 1 point per 100 cost 3 points and 40 fans cost 1. Nothing costs nothing.
 */
export function priceOf(price: { points: number; per: number }, quantity: number): number {
  if (quantity <= 0) return 0;
  return Math.ceil(quantity / price.per) * price.points;
}

/** What a consumption (charge) was for. */
export const CONSUME_TYPES = [...PRICE_NAMES, 'agentTransfer'] as const;
export type ConsumeType = (typeof CONSUME_TYPES)[number];
export const CONSUME_TYPE_LABELS = {
  ...PRICE_LABELS,
  agentTransfer: 'finance.consume.agentTransfer',
} as const satisfies Record<ConsumeType, MessageKey>;

/** Order types of the recharge records: credits to the balance. */
export const RECHARGE_ORDER_TYPES = ['recharge', 'refund'] as const satisfies readonly LedgerKind[];
export type RechargeOrderType = (typeof RECHARGE_ORDER_TYPES)[number];
/** Who credited the points. */
export const RECHARGE_CHANNELS = ['admin', 'agent', 'system'] as const;
export type RechargeChannel = (typeof RECHARGE_CHANNELS)[number];
/** manual: paid outside the console and entered by the admin; agentBalance: from the agent's points. */
export const PAYMENT_METHODS = ['manual', 'agentBalance', 'refund'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Entries are written only once the points moved, so every order is completed. */
export const ORDER_STATUSES = ['completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FINANCE_LABELS = {
  ...labelsOf('finance.orderType', RECHARGE_ORDER_TYPES),
  ...labelsOf('finance.channel', RECHARGE_CHANNELS),
  ...labelsOf('finance.payment', ['manual', 'agentBalance']),
  ...labelsOf('finance.status', ORDER_STATUSES),
} as const satisfies Record<RechargeOrderType | RechargeChannel | PaymentMethod | OrderStatus, MessageKey>;
