import { timingSafeEqual } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import { outsideWriteScope } from '../../db/write-scope.ts';
import { newToken, randomCode, sha256 } from '../../lib/tokens.ts';

function codeHash(id: string, code: string): string {
  return sha256(`${id}:${code.toUpperCase()}`);
}

export interface IssuedCaptcha {
  id: string;
  code: string;
  expiresAt: string;
}

/**
 * Stores a new code (hashed) for CAPTCHA_TTL_SECONDS and sweeps expired ones.
 * `code` and `nowMs` are for tests that must know the answer or the clock.
 */
export async function issueCaptcha(
  db: Db,
  options: { code?: string; nowMs?: number } = {},
): Promise<IssuedCaptcha> {
  const nowMs = options.nowMs ?? Date.now();
  const id = newToken();
  const code = options.code ?? randomCode(CAPTCHA_LENGTH);
  const expiresAt = new Date(nowMs + CAPTCHA_TTL_SECONDS * 1000).toISOString();
  await db.deleteFrom('captchas').where('expires_at', '<', new Date().toISOString()).execute();
  await db
    .insertInto('captchas')
    .values({
      id,
      code_hash: codeHash(id, code),
      expires_at: expiresAt,
      created_at: new Date(nowMs).toISOString(),
    })
    .execute();
  return { id, code, expiresAt };
}

/** True when the code answers the captcha and it has not expired. Any check uses it up. */
export async function consumeCaptcha(db: Db, id: string, code: string): Promise<boolean> {
  // Using up a captcha is not the change the request makes (the audit entry goes with that).
  const row = await outsideWriteScope(() =>
    db.deleteFrom('captchas').where('id', '=', id).returning(['code_hash', 'expires_at']).executeTakeFirst(),
  );
  if (!row || Date.parse(row.expires_at) <= Date.now()) return false;
  return timingSafeEqual(Buffer.from(row.code_hash), Buffer.from(codeHash(id, code)));
}
