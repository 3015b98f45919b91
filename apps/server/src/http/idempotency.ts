import { createHash } from 'node:crypto';
import {
  type Endpoint,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_TTL_MS,
} from '@reelfleet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';
import type { Db } from '../db/index.ts';
import { isUniqueViolation } from '../db/unique.ts';
import { outsideWriteScope } from '../db/write-scope.ts';
import { stableJson } from '../lib/stable-json.ts';

const KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * A creation call (Endpoint.idempotent) with an `Idempotency-Key` header:
 * the key is claimed before the call runs, and its answer is kept with it, so
 * a replay (a double click, a client's retry) answers the first result with
 * its status and writes nothing. The same key for another request (method,
 * path, query, body) is refused; a key whose first call is still running (or
 * was cut off by a crash: its change may have committed) answers 409 and
 * never runs the call a second time. A call that failed (an error answer)
 * leaves no key: it wrote nothing, so it may be sent again. Keys live
 * IDEMPOTENCY_KEY_TTL_MS, per user; a call without a key runs as it is.
 */
export async function idempotent<T>(
  db: Db,
  decl: Pick<Endpoint, 'method'>,
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T> {
  const raw = req.headers[HEADER];
  const userId = req.auth?.userId;
  if (raw === undefined || userId === undefined) return run();
  const key = Array.isArray(raw) ? raw[0]! : raw;
  if (!KEY.test(key))
    throw new AppError(400, 'idempotency.badKey', {
      params: { max: IDEMPOTENCY_KEY_MAX },
      data: { field: IDEMPOTENCY_KEY_HEADER },
    });
  const fingerprint = createHash('sha256')
    .update(`${decl.method} ${req.url}\n${stableJson(req.body ?? null)}`)
    .digest('hex');
  const now = Date.now();
  const row = { user_id: userId, key };

  const claimed = await outsideWriteScope(async () => {
    await db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('created_at', '<', new Date(now - IDEMPOTENCY_KEY_TTL_MS).toISOString())
      .execute();
    try {
      await db
        .insertInto('idempotency_keys')
        .values({
          ...row,
          fingerprint,
          state: 'running',
          status: null,
          response: null,
          created_at: new Date(now).toISOString(),
        })
        .execute();
      return null;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    }
  });
  if (claimed !== null) {
    // Gone between the insert and the read: its first call failed; this one may run as new.
    if (claimed === undefined) return idempotent(db, decl, req, reply, run);
    if (claimed.fingerprint !== fingerprint)
      throw new AppError(422, 'idempotency.keyReused', { data: { field: IDEMPOTENCY_KEY_HEADER } });
    if (claimed.state !== 'done' || claimed.response === null)
      throw new AppError(409, 'idempotency.inProgress', { data: { field: IDEMPOTENCY_KEY_HEADER } });
    reply.code(claimed.status ?? 200).header('Idempotent-Replayed', 'true');
    return JSON.parse(claimed.response) as T;
  }

  const forget = () =>
    outsideWriteScope(() =>
      db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute(),
    );
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await forget().catch(() => {});
    throw error;
  }
  await outsideWriteScope(() =>
    db
      .updateTable('idempotency_keys')
      .set({ state: 'done', status: reply.statusCode, response: JSON.stringify(result) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute(),
  );
  return result;
}
