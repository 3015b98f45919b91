import { TOKEN_COOKIE } from '@reelfleet/contract';
import { getCookie, removeCookie } from './cookie';

/**
 * The Admin-Token cookie (spec 9): the sign that a session is open, set by the server at login. The
 * session's token itself is in an HttpOnly cookie no script reads (docs/decisions.md, "Browser session").
 */
export function getToken(): string {
  return getCookie(TOKEN_COOKIE) ?? '';
}

export function removeToken(): void {
  removeCookie(TOKEN_COOKIE);
}
