import { QUERY_KEYS } from './query';
import { LOGIN_PATH } from './routes';

/**
 * Where the login page goes after a successful login: the `redirect` query when it
 * is a path of this console (never another site, never /login itself), else /.
 * Used by the login page: `navigate(redirectAfterLogin(location.search), { replace: true })`.
 */
export function redirectAfterLogin(search: string): string {
  const wanted = new URLSearchParams(search).get(QUERY_KEYS.redirect) ?? '';
  if (!wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return '/';
  const path = wanted.split(/[?#]/)[0];
  if (path === LOGIN_PATH) return '/';
  return wanted;
}

/** The login URL that brings the user back to `wanted` afterwards. */
export function loginPathFor(wanted: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const path = wanted.split(/[?#]/)[0];
  if (wanted && path !== LOGIN_PATH) params.set(QUERY_KEYS.redirect, wanted);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
