import { INVITATION_CODE_LENGTH } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import { randomCode } from '../../lib/tokens.ts';

/** A fresh invitation code no user holds yet (32^8 codes: a clash is rare, a second try settles it). */
export async function newInviteCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = randomCode(INVITATION_CODE_LENGTH);
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('invite_code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error('no free invitation code after 10 attempts');
}
