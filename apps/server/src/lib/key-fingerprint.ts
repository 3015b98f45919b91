import { createHmac } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { now } from '../db/kind.ts';

const NAME = 'secret_key_fingerprint';

/** Names the key without revealing it: an HMAC of a fixed label. */
export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('reelfleet secret key fingerprint v1').digest('hex');
}

/**
 * The first process on a database records its key's fingerprint; every later
 * one must hold the same key, or it could not open the secrets the others
 * sealed (stored account passwords, proxy credentials). It refuses to start.
 */
export async function assertKeyMatchesDatabase(db: Db, key: Buffer): Promise<void> {
  const mine = keyFingerprint(key);
  await db
    .insertInto('server_settings')
    .values({ name: NAME, value: mine, created_at: now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_settings')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirstOrThrow();
  if (stored.value !== mine) {
    throw new Error(
      'SECRET_KEY does not match the key this database was set up with. Processes sharing a database must share SECRET_KEY: set SECRET_KEY to the same 64 hex characters everywhere (the first process keeps it in DATA_DIR/secret.key).',
    );
  }
}
