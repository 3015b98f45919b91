/**
 * Query keys the guard understands (documented in docs/console-shell.md).
 * - `invitationCode` (alias `code`): log out and open /login?invitationCode=… (the login page opens registration with it).
 * - `token` (with user fields): a token that came in a link; taken out of the address and traded for a session (linkToken.ts).
 * - `account`, `password`: prefill the login form; passed through to /login.
 * - `redirect`: on /login, where to go after logging in.
 */
export const QUERY_KEYS = {
  invitationCode: 'invitationCode',
  invitationCodeAlias: 'code',
  token: 'token',
  account: 'account',
  password: 'password',
  redirect: 'redirect',
} as const;

/** User fields that may come with a query token (spec 2); taken out of the address with it. */
export const QUERY_USER_FIELDS = [
  'id',
  'name',
  'alias',
  'email',
  'gender',
  'balance',
  'levelName',
  'intervalTime',
  'avatarPath',
] as const;

export type QueryUser = Partial<Record<(typeof QUERY_USER_FIELDS)[number], string | number>>;
