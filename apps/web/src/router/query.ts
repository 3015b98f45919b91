/**
 * Query keys the guard understands (documented in docs/console-shell.md).
 * - `invitationCode` (alias `code`): log out and open /login?invitationCode=… (the login page opens registration with it).
 * - `token` plus user fields: a session handed over by another window; stored, then /dashboard.
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

/** User fields accepted with a query token (spec 2). */
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
export const NUMERIC_QUERY_USER_FIELDS = new Set(['id', 'balance', 'intervalTime']);

export type QueryUser = Partial<Record<(typeof QUERY_USER_FIELDS)[number], string | number>>;

/** The user fields present in a query, numbers converted. */
export function userFromQuery(params: URLSearchParams): QueryUser {
  const user: QueryUser = {};
  for (const field of QUERY_USER_FIELDS) {
    const value = params.get(field);
    if (value === null) continue;
    const number = Number(value);
    user[field] =
      NUMERIC_QUERY_USER_FIELDS.has(field) && value !== '' && Number.isFinite(number) ? number : value;
  }
  return user;
}
