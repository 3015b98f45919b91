import type { MessageKey } from '../common/messages.ts';

/**
 * Spec 5 "Login upload": a TXT file (a `.txt` name and text content, at most
 * UPLOAD_LIMITS.txtBytes), one `account|password` a line. The line is
 * trimmed; blank lines are skipped but keep their numbers; the password is
 * everything after the first `|`, so it may itself contain `|`. Accounts are
 * compared without regard to case.
 */
export const ACCOUNT_MAX = 100;
export const ACCOUNT_PASSWORD_MAX = 128;
/** Report lists stop after this many entries each (`truncated` says so); the counts are always whole. */
export const IMPORT_REPORT_MAX_LINES = 1000;

export type AccountLineReason = Extract<MessageKey, `account.line.${string}`>;

export type AccountLineResult =
  | { ok: true; account: string; password: string }
  | { ok: false; reason: AccountLineReason; max?: number };

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\x00-\x1f\x7f]/;

export function parseAccountLine(line: string): AccountLineResult {
  const text = line.trim();
  const bar = text.indexOf('|');
  if (bar < 0) return { ok: false, reason: 'account.line.noSeparator' };
  const account = text.slice(0, bar).trim();
  const password = text.slice(bar + 1).trim();
  if (!account) return { ok: false, reason: 'account.line.accountEmpty' };
  if (!password) return { ok: false, reason: 'account.line.passwordEmpty' };
  if (/\s/.test(account) || CONTROL.test(account))
    return { ok: false, reason: 'account.line.accountInvalid' };
  if (CONTROL.test(password)) return { ok: false, reason: 'account.line.passwordInvalid' };
  if (account.length > ACCOUNT_MAX)
    return { ok: false, reason: 'account.line.accountTooLong', max: ACCOUNT_MAX };
  if (password.length > ACCOUNT_PASSWORD_MAX) {
    return { ok: false, reason: 'account.line.passwordTooLong', max: ACCOUNT_PASSWORD_MAX };
  }
  return { ok: true, account, password };
}

/** How accounts are compared: the same account in another case is a duplicate. */
export function accountKey(account: string): string {
  return account.toLowerCase();
}

/** The name of the simulator's sample accounts file (GET /account/info/sample). */
export const SAMPLE_ACCOUNTS_FILE = 'sample-accounts.txt';
