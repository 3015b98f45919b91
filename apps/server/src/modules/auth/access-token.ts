import {
  ACCESS_TOKEN_HINT_CHARS,
  ACCESS_TOKEN_LIST_MAX,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_ACTIVE_MAX,
  type AccessTokenAddBody,
  type AccessTokenCreated,
  type AccessTokenItem,
  type TokenScope,
} from '@reelfleet/contract';
import type { AuthContext } from '../../core/auth-context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/index.ts';
import type { AccessTokenRow } from '../../db/tables/users.ts';
import { auditBeforeRows } from '../../http/audit-record.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

/**
 * Personal access tokens (docs/api.md): made, listed and revoked by their user in a console session.
 * The token is `rfp_` + 256 random bits, handed out once; the table keeps its sha256, like sessions.
 * The request hook resolves it (session.ts `authenticate`) and checks its scope (http/token-access.ts).
 */

const DAY_MS = 24 * 3600_000;

function toItem(row: AccessTokenRow, nowIso: string): AccessTokenItem {
  return {
    id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes) as TokenScope[],
    hint: row.hint,
    status: row.revoked_at ? 'revoked' : row.expires_at <= nowIso ? 'expired' : 'active',
    createTime: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    lastUsedIp: row.last_used_ip,
  };
}

export async function listAccessTokens(db: Db, auth: AuthContext): Promise<AccessTokenItem[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .selectAll()
    .where('user_id', '=', auth.userId)
    .orderBy('id', 'desc')
    .limit(ACCESS_TOKEN_LIST_MAX)
    .execute();
  const at = new Date().toISOString();
  return rows.map((row) => toItem(row, at));
}

export async function createAccessToken(
  db: Db,
  auth: AuthContext,
  body: AccessTokenAddBody,
): Promise<AccessTokenCreated> {
  const token = `${ACCESS_TOKEN_PREFIX}${newToken()}`;
  const created = new Date();
  const at = created.toISOString();
  return db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom('access_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', auth.userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= ACCESS_TOKENS_ACTIVE_MAX) {
      throw new AppError(409, 'token.activeLimit', { params: { max: ACCESS_TOKENS_ACTIVE_MAX } });
    }
    const row = await trx
      .insertInto('access_tokens')
      .values({
        user_id: auth.userId,
        token_hash: sha256(token),
        name: body.name,
        hint: `${token.slice(0, ACCESS_TOKEN_PREFIX.length + ACCESS_TOKEN_HINT_CHARS)}…`,
        scopes: JSON.stringify(body.scopes),
        created_at: at,
        expires_at: new Date(created.getTime() + body.expiresInDays * DAY_MS).toISOString(),
        revoked_at: null,
        last_used_at: null,
        last_used_ip: '',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...toItem(row, at), token };
  });
}

/**
 * Revokes one of the caller's tokens. The user's cached callers are dropped in this process and, on
 * PostgreSQL, in every process (NOTIFY sent with the commit), so the token is refused at once.
 * Revoking a revoked token answers it as it is.
 */
export async function revokeAccessToken(
  db: Db,
  cache: SessionCache,
  auth: AuthContext,
  id: number,
): Promise<AccessTokenItem> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('access_tokens')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    if (!before) throw notFound();
    if (before.revoked_at) return toItem(before, at);
    const { token_hash: _hash, ...shown } = before;
    auditBeforeRows([shown]);
    const row = await trx
      .updateTable('access_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await cache.invalidateUser(trx, auth.userId);
    return toItem(row, at);
  });
}
