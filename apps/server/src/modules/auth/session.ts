import { ACCESS_TOKEN_PREFIX, ResultCode, type RoleName, type TokenScope } from '@reelfleet/contract';
import type { AuthContext } from '../../core/auth-context.ts';
import { unauthorized } from '../../core/errors.ts';
import type { CachedSession, SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import type { UserRow, UserUpdate } from '../../db/tables/users.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, to keep reads read-only. */
const TOUCH_EVERY_MS = 60_000;

export type { AuthContext } from '../../core/auth-context.ts';

export function rolesOf(user: Pick<UserRow, 'roles'>): RoleName[] {
  const parsed: unknown = JSON.parse(user.roles);
  return Array.isArray(parsed) ? (parsed as RoleName[]) : [];
}

export async function createSession(
  db: Db,
  userId: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  const at = new Date();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      revoked_at: null,
      ip: meta.ip ?? '',
      user_agent: (meta.userAgent ?? '').slice(0, 300),
    })
    .execute();
  return token;
}

/** Resolves a bearer token, or rejects with 401 (unknown, revoked, disabled) or 50014 (expired). */
export async function resolveSession(db: Db, cache: SessionCache, token: string): Promise<AuthContext> {
  return authenticate(db, cache, token);
}

/**
 * The one auth resolver (every caller of the API and its push channels goes through it): a console
 * session token or a personal access token (`rfp_…`, which sets `auth.token`) to its caller. At once,
 * without a promise, when the cache holds the token and nothing needs a touch (the console's polls);
 * otherwise a promise. Throws or rejects as resolveSession does. `ip`: kept as a token's last use.
 */
export function authenticate(
  db: Db,
  cache: SessionCache,
  token: string,
  ip = '',
): AuthContext | Promise<AuthContext> {
  const hash = sha256(token);
  const nowMs = Date.now();
  const session = cache.get(hash, nowMs);
  if (session) return checkSession(db, session, nowMs, ip);
  const read = token.startsWith(ACCESS_TOKEN_PREFIX) ? readAccessToken(db, hash) : readSession(db, hash);
  return read.then((found) => {
    cache.set(hash, found, nowMs);
    return checkSession(db, found, nowMs, ip);
  });
}

function checkSession(
  db: Db,
  session: CachedSession,
  nowMs: number,
  ip: string,
): AuthContext | Promise<AuthContext> {
  const token = session.auth.token;
  // An access token has no idle limit: a nightly script may call once a week until the token's expiry.
  const idle = !token && session.lastSeenMs + SESSION_IDLE_MS <= nowMs;
  if (session.expiresMs <= nowMs || idle) throw unauthorized(ResultCode.TOKEN_EXPIRED);
  if (nowMs - session.lastSeenMs <= TOUCH_EVERY_MS) return session.auth;
  const touch = token
    ? db
        .updateTable('access_tokens')
        .set({ last_used_at: now(), last_used_ip: ip.slice(0, 100) })
        .where('id', '=', token.id)
    : db.updateTable('sessions').set({ last_seen_at: now() }).where('id', '=', session.auth.sessionId);
  return touch.execute().then(() => {
    session.lastSeenMs = nowMs;
    return session.auth;
  });
}

/** The caller's columns of a user row joined with their workspace owner (`owner`). */
const CALLER_COLUMNS = [
  'users.id as user_id',
  'users.username',
  'users.roles',
  'users.level',
  'users.user_type',
  'users.workspace_id',
  'users.department_id',
  'users.status',
  'owner.status as owner_status',
] as const;

type CallerRow = Pick<
  UserRow,
  'username' | 'roles' | 'level' | 'user_type' | 'workspace_id' | 'department_id' | 'status'
> & {
  user_id: number;
  owner_status: UserRow['status'] | null;
};

/** The caller a session or token row names, or 401 when the user may not act. */
function callerOf(row: CallerRow, sessionId: number): AuthContext {
  if (row.status !== 'active') throw unauthorized();
  // Staff spend their owner's points: a disabled owner's staff act no more either.
  if (row.user_type === 'staff' && row.owner_status !== 'active') throw unauthorized();
  return {
    userId: row.user_id,
    sessionId,
    username: row.username,
    roles: rolesOf(row),
    level: row.level,
    userType: row.user_type,
    workspaceId: row.workspace_id,
    departmentId: row.user_type === 'staff' ? row.department_id : null,
  };
}

async function readSession(db: Db, tokenHash: string): Promise<CachedSession> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('users as owner', 'owner.id', 'users.workspace_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
    ])
    .select(CALLER_COLUMNS)
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked_at) throw unauthorized();
  return {
    lastSeenMs: Date.parse(row.last_seen_at),
    expiresMs: Date.parse(row.expires_at),
    auth: callerOf(row, row.session_id),
  };
}

/** A personal access token acts as its user, within its scopes; sessionId 0: no session to end. */
async function readAccessToken(db: Db, tokenHash: string): Promise<CachedSession> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users', 'users.id', 't.user_id')
    .leftJoin('users as owner', 'owner.id', 'users.workspace_id')
    .select(['t.id as token_id', 't.name as token_name', 't.scopes', 't.created_at', 't.last_used_at'])
    .select(['t.expires_at', 't.revoked_at'])
    .select(CALLER_COLUMNS)
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked_at) throw unauthorized();
  const scopes = JSON.parse(row.scopes) as TokenScope[];
  return {
    lastSeenMs: Date.parse(row.last_used_at ?? '') || 0,
    expiresMs: Date.parse(row.expires_at),
    auth: { ...callerOf(row, 0), token: { id: row.token_id, name: row.token_name, scopes } },
  };
}

export async function revokeSession(db: Db, cache: SessionCache, auth: AuthContext): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now() })
    .where('id', '=', auth.sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await cache.invalidateUser(db, auth.userId);
}

/** Ends every session of a user (password change, disable), optionally but one. */
export async function revokeUserSessions(
  db: Db,
  cache: SessionCache,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
  await cache.invalidateUser(db, userId);
}

/** Ends the sessions of a workspace's staff (their owner was disabled: they spend the owner's points). */
async function revokeStaffSessions(db: Db, cache: SessionCache, ownerId: number): Promise<void> {
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('workspace_id', '=', ownerId)
    .where('user_type', '=', 'staff')
    .execute();
  for (const { id } of staff) await revokeUserSessions(db, cache, id);
}

/**
 * Writes changes to a user: disabling ends their sessions (an owner's: their staff's too), any
 * other change refreshes the cached ones.
 */
export async function changeUser(
  db: Db,
  cache: SessionCache,
  id: number,
  changes: UserUpdate,
  /** More work in the same transaction, after the change (pausing what the user may no longer run). */
  then?: (trx: Db) => Promise<unknown>,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ ...changes, updated_at: now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (changes.status === 'disabled') {
      await revokeUserSessions(trx, cache, id);
      if (row.user_type === 'owner') await revokeStaffSessions(trx, cache, id);
    } else await cache.invalidateUser(trx, id);
    await then?.(trx);
    return row;
  });
}
