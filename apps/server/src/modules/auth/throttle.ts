import type { Db } from '../../db/index.ts';

/** Failed logins allowed per window before the next attempt answers 429. */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000 },
  ip: { max: 20, windowMs: 60_000 },
} as const;

const KEEP_MS = Math.max(LOGIN_LIMITS.account.windowMs, LOGIN_LIMITS.ip.windowMs);

/** The account key: usernames differing only in case count together. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Seconds until the account and the address may try again; 0 when they may
 * now. The wait ends when the oldest failure that still counts leaves its window.
 */
export async function loginRetryAfter(db: Db, account: string, ip: string): Promise<number> {
  const nowMs = Date.now();
  const waits = await Promise.all([
    waitFor(db, 'account', account, LOGIN_LIMITS.account, nowMs),
    waitFor(db, 'ip', ip, LOGIN_LIMITS.ip, nowMs),
  ]);
  return Math.max(...waits);
}

async function waitFor(
  db: Db,
  column: 'account' | 'ip',
  value: string,
  limit: { max: number; windowMs: number },
  nowMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select('at')
    .where(column, '=', value)
    .where('at', '>', new Date(nowMs - limit.windowMs).toISOString())
    .orderBy('at', 'desc')
    .limit(1)
    .offset(limit.max - 1)
    .executeTakeFirst();
  if (!row) return 0;
  return Math.max(1, Math.ceil((Date.parse(row.at) + limit.windowMs - nowMs) / 1000));
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
