import type { Db } from '../../db/index.ts';

/**
 * Login throttling that slows a guesser and never locks the owner out
 * (docs/security.md):
 * - an account with `account.max` failures in its window needs a captcha,
 *   and each further try waits 2^(failures - max) seconds after the last
 *   failure, never more than `maxDelaySeconds`; the right password (with the
 *   captcha) always passes once the short wait is over;
 * - an address with `ip.max` failures in its window needs a captcha too, and
 *   its failures answer 429; only failures count, and the right password is
 *   never refused for the address's sake.
 */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000, maxDelaySeconds: 60 },
  ip: { max: 20, windowMs: 60_000 },
} as const;

const KEEP_MS = Math.max(LOGIN_LIMITS.account.windowMs, LOGIN_LIMITS.ip.windowMs);

/** The account key: usernames differing only in case count together. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

export interface LoginThrottle {
  /** Seconds before the account may try again (0: now). */
  waitSeconds: number;
  /** The account or the address has failed often enough that a captcha is asked. */
  captchaRequired: boolean;
  /** The address has failed too often: its failures answer 429 for this long. */
  addressRetryAfter: number;
}

export async function loginThrottle(
  db: Db,
  account: string,
  ip: string,
  nowMs = Date.now(),
): Promise<LoginThrottle> {
  const [byAccount, byAddress] = await Promise.all([
    failures(db, 'account', account, nowMs - LOGIN_LIMITS.account.windowMs),
    failures(db, 'ip', ip, nowMs - LOGIN_LIMITS.ip.windowMs),
  ]);
  const over = byAccount.count - LOGIN_LIMITS.account.max;
  let waitSeconds = 0;
  if (over >= 0 && byAccount.last) {
    const delayMs = Math.min(2 ** over, LOGIN_LIMITS.account.maxDelaySeconds) * 1000;
    waitSeconds = Math.max(0, Math.ceil((Date.parse(byAccount.last) + delayMs - nowMs) / 1000));
  }
  const addressOver = byAddress.count >= LOGIN_LIMITS.ip.max;
  const addressRetryAfter =
    addressOver && byAddress.first
      ? Math.max(1, Math.ceil((Date.parse(byAddress.first) + LOGIN_LIMITS.ip.windowMs - nowMs) / 1000))
      : 0;
  return { waitSeconds, captchaRequired: over >= 0 || addressOver, addressRetryAfter };
}

async function failures(db: Db, column: 'account' | 'ip', value: string, sinceMs: number) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('at').as('first'),
      eb.fn.max('at').as('last'),
    ])
    .where(column, '=', value)
    .where('at', '>', new Date(sinceMs).toISOString())
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), first: row?.first ?? null, last: row?.last ?? null };
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  const at = new Date();
  await db.insertInto('login_failures').values({ account, ip, at: at.toISOString() }).execute();
  await db
    .deleteFrom('login_failures')
    .where('at', '<', new Date(at.getTime() - KEEP_MS).toISOString())
    .execute();
}

/** A successful login forgives the account's earlier failures (not the address's). */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}
