/**
 * Personal access tokens (docs/api.md): what a script uses instead of a console session. A scope
 * names what the token may call; every endpoint declares the scope it needs (src/endpoints.ts).
 */
export const TOKEN_SCOPES = ['read', 'tasks', 'fleet', 'finance'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** What a call needs from a personal access token: a scope, or `session` (a console session only). */
export type EndpointAccess = TokenScope | 'session';

/** Every personal access token starts with this, so a bearer token says what it is (and scanners find leaks). */
export const ACCESS_TOKEN_PREFIX = 'rfp_';
/** Characters of a token kept to tell tokens apart in the list (after the prefix). */
export const ACCESS_TOKEN_HINT_CHARS = 4;
export const ACCESS_TOKEN_NAME_MAX = 40;
/** A token lives at most this many days; the console offers ACCESS_TOKEN_DAY_CHOICES. */
export const ACCESS_TOKEN_DAYS_MAX = 365;
export const ACCESS_TOKEN_DAY_CHOICES = [7, 30, 90, 365] as const;
/** Tokens a user may hold that are neither revoked nor expired. */
export const ACCESS_TOKENS_ACTIVE_MAX = 20;
/** Calls one token may make per minute (fixed window, per server process); over it: 429 with Retry-After. */
export const ACCESS_TOKEN_CALLS_PER_MINUTE = 120;
/** Tokens the list shows (newest first): every active one and the latest revoked or expired ones. */
export const ACCESS_TOKEN_LIST_MAX = 100;

export const ACCESS_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type AccessTokenStatus = (typeof ACCESS_TOKEN_STATUSES)[number];
