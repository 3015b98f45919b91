import { HOME_PATH, LOGIN_PATH } from './paths';
import { QUERY_KEYS } from './query';

/**
 * Where a login leads: the `redirect` query when it is a path of this console
 * (never another site, never /login itself), else the dashboard. Never `/`, which
 * would only pass through the dashboard on its way. The route guard sends a
 * logged-in visit of /login there, so a login goes straight to it.
 */
export function redirectAfterLogin(search: string): string {
  const wanted = new URLSearchParams(search).get(QUERY_KEYS.redirect) ?? '';
  if (!wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return HOME_PATH;
  const path = wanted.split(/[?#]/)[0];
  if (path === LOGIN_PATH || path === '/') return HOME_PATH;
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
