import { TOKEN_COOKIE } from '@reelfleet/contract';
import { getCookie, removeCookie, setCookie } from './cookie';

/** The session token lives in the Admin-Token cookie (spec 9). */
export function getToken(): string {
  return getCookie(TOKEN_COOKIE) ?? '';
}

export function setToken(token: string): void {
  setCookie(TOKEN_COOKIE, token);
}

export function removeToken(): void {
  removeCookie(TOKEN_COOKIE);
}
