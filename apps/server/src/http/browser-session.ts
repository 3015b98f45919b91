import { randomBytes } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, TOKEN_COOKIE } from '@reelfleet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';

/**
 * The console's session in the browser (docs/decisions.md, "Browser session"): the token lives in
 * an HttpOnly, SameSite=Strict cookie sent only to /api, so no page script can read it; the spec's
 * Admin-Token cookie only tells the console that a session is open (a random mark, no secret).
 * API clients keep sending `Authorization: Bearer`, which always wins over the cookie.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value of one cookie of a Cookie header, or '' when it is absent. */
export function cookieValue(header: string | undefined, name: string): string {
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return '';
    }
  }
  return '';
}

/** The token of an `Authorization: Bearer <token>` header, or '' when there is none. */
export function bearerToken(header: string | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The session token of the console's cookie, or '' when the request has none. */
export function sessionCookieToken(req: FastifyRequest): string {
  return cookieValue(req.headers.cookie, SESSION_COOKIE);
}

/** Whether the request says it comes from the console (its fetches all carry the header). */
export function fromConsole(req: FastifyRequest): boolean {
  return req.headers[CSRF_HEADER.toLowerCase()] === CSRF_HEADER_VALUE;
}

/**
 * Refuses a state-changing request authenticated by the cookie that lacks the console's header: a
 * foreign page can make the browser send the cookie (SameSite stops most of it) but cannot add a
 * custom header without a CORS preflight, which this server never grants.
 */
export function assertCsrfGuard(req: FastifyRequest): void {
  if (SAFE_METHODS.has(req.method) || fromConsole(req)) return;
  throw new AppError(403, 'auth.csrfHeaderMissing');
}

function cookie(name: string, value: string, options: { httpOnly: boolean; secure: boolean; path: string }) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'SameSite=Strict'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (!value) parts.push('Max-Age=0');
  return parts.join('; ');
}

/** Opens the console's session in this browser: the HttpOnly token cookie and the readable mark. */
export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, token, { httpOnly: true, secure, path: '/api' }),
    cookie(TOKEN_COOKIE, randomBytes(9).toString('base64url'), { httpOnly: false, secure, path: '/' }),
  ]);
}

/** Forgets the session in this browser (logout, log out everywhere). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, '', { httpOnly: true, secure, path: '/api' }),
    cookie(TOKEN_COOKIE, '', { httpOnly: false, secure, path: '/' }),
  ]);
}
