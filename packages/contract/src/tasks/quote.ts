import { z } from 'zod';
import { TASK_CHARGE_NAMES } from './enums.ts';
import { TASK_SUBTYPES } from './kinds.ts';

/**
 * `POST /task/info/quote`: what a creation body would plan and cost, without
 * creating anything. `body` is the kind's creation body; its `name` may be
 * left out (a quote has no name).
 */
export const taskQuoteBody = z.strictObject({
  subtype: z.enum(TASK_SUBTYPES),
  body: z.record(z.string(), z.unknown()),
});
export type TaskQuoteBody = z.infer<typeof taskQuoteBody>;

/**
 * One thing wrong with the body, on the field it concerns (`values.2`,
 * `accountLabelIds`, ...; null for the task as a whole). A blocking problem
 * is what creation would refuse; the others are said but the task can run.
 */
export const quoteProblem = z.object({
  field: z.string().nullable(),
  /** Catalogue key. */
  code: z.string(),
  /** In the caller's language. */
  message: z.string(),
  blocking: z.boolean(),
});
export type QuoteProblem = z.infer<typeof quoteProblem>;

export const quoteLine = z.object({
  price: z.enum(TASK_CHARGE_NAMES),
  /** Actions of this price. */
  quantity: z.number().int(),
  /** Points of one action. */
  unit: z.number().int(),
  points: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

export const taskQuote = z.object({
  /** Accounts (objects) the task would work on. */
  accounts: z.number().int(),
  /** Devices they act on. */
  devices: z.number().int(),
  /** Actions planned. */
  actions: z.number().int(),
  lines: z.array(quoteLine),
  /** Points held on submission (charged per success, the rest released). */
  points: z.number().int(),
  /** The payer's balance now, and after the hold. */
  balance: z.number().int(),
  balanceAfter: z.number().int(),
  /** Each chosen tag: its accounts, and how many of them the task would use. */
  tags: z.array(
    z.object({ id: z.number().int(), name: z.string(), accounts: z.number().int(), used: z.number().int() }),
  ),
  problems: z.array(quoteProblem),
  /** True when nothing blocks creation. */
  ok: z.boolean(),
  /**
   * When ok: names this plan (its accounts, devices, actions, points, payer) for
   * QUOTE_TTL_MS. A creation that sends it in the Quote-Id header creates exactly
   * this plan or nothing (409 'task.quoteChanged' with the new quote).
   */
  quoteId: z.string().nullable(),
});
export type TaskQuote = z.infer<typeof taskQuote>;

/** `data` of a 409 'task.quoteChanged': what the body plans now. */
export const quoteChanged = z.object({ quote: taskQuote });
export type QuoteChanged = z.infer<typeof quoteChanged>;
