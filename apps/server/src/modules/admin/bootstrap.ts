import { Role } from '@reelfleet/contract';
import { now } from '../../db/kind.ts';
import type { AppContext } from '../../http/context.ts';
import { hashPassword } from '../../lib/password.ts';
import { randomCode } from '../../lib/tokens.ts';

export const ADMIN_USERNAME = 'admin';

/** First start: creates `admin`. Returns the generated password when one was made. */
export async function ensureAdmin(ctx: AppContext): Promise<string | null> {
  const existing = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN_USERNAME)
    .executeTakeFirst();
  if (existing) return null;
  const generated = ctx.config.ADMIN_PASSWORD ? null : randomCode(16, 'abcdefghijkmnpqrstuvwxyz23456789');
  const at = now();
  await ctx.db
    .insertInto('users')
    .values({
      username: ADMIN_USERNAME,
      password_hash: await hashPassword(ctx.config.ADMIN_PASSWORD ?? generated!),
      email: '',
      name: 'Administrator',
      alias: 'admin',
      gender: 'unknown',
      avatar_path: null,
      introduction: 'System administrator',
      roles: JSON.stringify([Role.admin]),
      level: 0,
      level_name: 'Administrator',
      interval_time: 0,
      user_type: 'admin',
      workspace_id: null,
      agent_id: null,
      invite_code: null,
      balance: 0,
      held: 0,
      status: 'active',
      last_login_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return generated;
}
