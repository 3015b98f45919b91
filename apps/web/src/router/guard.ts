import { loginPathFor, redirectAfterLogin } from './login-redirect';
import { findRoute, normalizePath } from './lookup';
import { HOME_PATH, LOGIN_PATH } from './paths';
import { QUERY_KEYS } from './query';
import type { AppRoute } from './types';

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** A token came in the address (router/linkToken.ts took it out of it). */
  linkToken?: boolean;
  routes: readonly AppRoute[];
}

export type GuardDecision =
  /** Open the page; nothing to load. */
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** An invitation code arrived while logged in: log out, then go to `to`. */
  | { type: 'invite'; to: string }
  /** A token came in the address: trade it for a session (asking first when one is open), then go to `to`. */
  | { type: 'adopt'; to: string }
  /** Logged in: make sure the user's info and routes are loaded, then check the roles. */
  | { type: 'session' };

const AUTH_REDIRECT_PATH = '/auth-redirect';

/** The route guard's decision for one navigation (spec 2, access rules). Pure: the loader acts on it. */
export function decideAccess({ pathname, search, hasToken, linkToken, routes }: GuardInput): GuardDecision {
  const path = normalizePath(pathname);
  const params = new URLSearchParams(search);
  const route = findRoute(routes, path);
  if (route?.redirect) return { type: 'redirect', to: withSearch(route.redirect, params) };
  // The OAuth-style helper page handles its own query.
  if (path === AUTH_REDIRECT_PATH) return { type: 'allow' };

  const invitation = params.get(QUERY_KEYS.invitationCode) || params.get(QUERY_KEYS.invitationCodeAlias);
  if (invitation) {
    const to = `${LOGIN_PATH}?${new URLSearchParams({ [QUERY_KEYS.invitationCode]: invitation })}`;
    if (hasToken) return { type: 'invite', to };
    const canonical = path === LOGIN_PATH && !params.has(QUERY_KEYS.invitationCodeAlias);
    return canonical ? { type: 'allow' } : { type: 'redirect', to };
  }

  if (linkToken) return { type: 'adopt', to: HOME_PATH };

  if (!hasToken) {
    if (route?.meta?.public) return { type: 'allow' };
    const prefill: Record<string, string> = {};
    for (const key of [QUERY_KEYS.account, QUERY_KEYS.password]) {
      const value = params.get(key);
      if (value !== null) prefill[key] = value;
      params.delete(key);
    }
    return { type: 'redirect', to: loginPathFor(withSearch(path, params), prefill) };
  }
  // A logged-in visit of /login (also the moment a login stores its token) goes straight to where it leads.
  if (route?.meta?.noAuth) return { type: 'redirect', to: redirectAfterLogin(search) };
  return { type: 'session' };
}

function withSearch(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
