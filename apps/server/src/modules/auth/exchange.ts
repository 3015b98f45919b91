import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import type { UserRow } from '../../db/tables/users.ts';
import { auditActor } from '../../http/audit-record.ts';
import { findUser } from '../user/service.ts';
import { createSession, resolveSession } from './session.ts';

/**
 * Trades a token that came in a link for a new session (docs/decisions.md, "Tokens in links"): the
 * link's session ends, so the token in the address bar, the history or a log is good for one use.
 * Undefined when the token is unknown, ended, expired, or was traded at the same moment by someone else.
 */
export async function exchangeSession(
  db: Db,
  cache: SessionCache,
  token: string,
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; user: UserRow } | undefined> {
  const auth = await resolveSession(db, cache, token).catch(() => undefined);
  // A personal access token never becomes a browser session.
  const user = auth && !auth.token && (await findUser(db, auth.userId));
  if (!auth || !user) return undefined;
  // The entry of the trade names the link's user (it is written with the change below).
  auditActor(user);
  const traded = await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: now() })
      .where('id', '=', auth.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return undefined;
    return createSession(trx, auth.userId, meta);
  });
  await cache.invalidateUser(db, auth.userId);
  return traded ? { token: traded, user } : undefined;
}
