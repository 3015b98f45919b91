import { QUERY_KEYS, QUERY_USER_FIELDS } from './query';

/**
 * A token that came in the address: `/auth-redirect?token=…` or the main area's `?token=…` (spec 2).
 * It is taken out of the address before anything else runs (main.tsx imports this module first): the
 * address bar and the history never keep it, and it reaches no screen. The console never stores it:
 * it is traded for a session of this browser (`POST /user/session/exchange`, which ends it), after
 * asking when another session is open (`LinkSession`). docs/decisions.md, "Tokens in links".
 */
let taken: string | null = null;

export function takeLinkToken(location: Location, history: History): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(QUERY_KEYS.token);
  if (token === null) return null;
  // The user fields that came with it are the server's to tell (the exchange answers the user).
  for (const key of [QUERY_KEYS.token, ...QUERY_USER_FIELDS]) url.searchParams.delete(key);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

if (typeof window !== 'undefined') taken = takeLinkToken(window.location, window.history);

/** The token that came in the address, until it has been dealt with. */
export function linkToken(): string | null {
  return taken;
}

/** The token has been dealt with (traded, refused, or found dead): the guard decides as usual again. */
export function dropLinkToken(): void {
  taken = null;
}
