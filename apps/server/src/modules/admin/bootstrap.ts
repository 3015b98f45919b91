import { Role } from '@reelfleet/contract';
import type { AppContext } from '../../core/context.ts';
import { randomCode } from '../../lib/tokens.ts';
import { createUser } from '../user/service.ts';

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
  await createUser(ctx.db, {
    username: ADMIN_USERNAME,
    password: ctx.config.ADMIN_PASSWORD ?? generated!,
    name: 'Administrator',
    roles: [Role.admin],
    userType: 'admin',
    levelName: 'Administrator',
  });
  return generated;
}
