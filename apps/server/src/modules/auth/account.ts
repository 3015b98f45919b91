import { randomBytes } from 'node:crypto';
import { type LoginBody, type RegisterBody, Role } from '@reelfleet/contract';
import type { AppContext } from '../../core/context.ts';
import { AppError, fieldError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import type { UserRow } from '../../db/tables/users.ts';
import { outsideWriteScope } from '../../db/write-scope.ts';
import { auditActor, auditLoginFailed } from '../../http/audit-record.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { createUser } from '../user/service.ts';
import { consumeCaptcha } from './captcha.ts';
import { createSession } from './session.ts';
import {
  accountKey,
  clearLoginFailures,
  type LoginThrottle,
  loginThrottle,
  recordLoginFailure,
} from './throttle.ts';

/**
 * Registration: the captcha first (it guards the invitation-code and
 * username checks against guessing), then the agent's code, then the user.
 */
export async function registerOwner(ctx: AppContext, body: RegisterBody): Promise<UserRow> {
  if (ctx.config.CAPTCHA && !(await consumeCaptcha(ctx.db, body.captchaId, body.code))) {
    throw fieldError('code', 'auth.captchaWrong');
  }
  const agent = await agentOfCode(ctx.db, body.invitationCode);
  if (!agent) throw fieldError('invitationCode', 'auth.invitationInvalid');
  // A taken name, even one taken by a registration at the same moment, is createUser's 409.
  return createUser(ctx.db, {
    username: body.username,
    password: body.password,
    email: body.email,
    roles: [Role.user],
    userType: 'owner',
    agentId: agent.id,
    invitedWith: agent.extra ? body.invitationCode : null,
  });
}

/** The active agent holding a code: their first code, or an extra one they have not disabled. */
async function agentOfCode(
  db: AppContext['db'],
  code: string,
): Promise<{ id: number; extra: boolean } | undefined> {
  const first = await db
    .selectFrom('users')
    .select('id')
    .where('invite_code', '=', code)
    .where('level', '>', 0)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (first) return { id: first.id, extra: false };
  const extra = await db
    .selectFrom('invite_codes as c')
    .innerJoin('users as a', 'a.id', 'c.agent_id')
    .select('a.id')
    .where('c.code', '=', code)
    .where('c.status', '=', 'active')
    .where('a.level', '>', 0)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
  return extra ? { id: extra.id, extra: true } : undefined;
}

let dummyHash: Promise<string> | undefined;
/** Checked against when the user does not exist, so both answers take as long. */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

const tooMany = (seconds: number, captchaRequired: boolean) =>
  new AppError(429, 'auth.tooManyAttempts', { params: { seconds }, data: { seconds, captchaRequired } });

/** Throws 429 during the account's short wait after repeated failures. */
export async function assertNotThrottled(
  ctx: AppContext,
  account: string,
  ip: string,
): Promise<LoginThrottle> {
  const state = await loginThrottle(ctx.db, account, ip);
  if (state.waitSeconds > 0) throw tooMany(state.waitSeconds, state.captchaRequired && ctx.config.CAPTCHA);
  return state;
}

export interface LoginMeta {
  ip: string;
  userAgent: string;
}

/**
 * A wrong password and an unknown user answer alike (400, not 401: the
 * console treats 401 as "token dead, go to /login"). The disabled state is
 * told only to someone who knows the password.
 */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  meta: LoginMeta,
): Promise<{ token: string; user: UserRow }> {
  const account = accountKey(body.username);
  const state = await assertNotThrottled(ctx, account, meta.ip);
  const captchaRequired = state.captchaRequired && ctx.config.CAPTCHA;
  if (captchaRequired) {
    if (!body.captchaId || !body.code) {
      throw new AppError(400, 'auth.captchaNeeded', { data: { field: 'code', captchaRequired } });
    }
    if (!(await consumeCaptcha(ctx.db, body.captchaId, body.code))) {
      throw new AppError(400, 'auth.captchaWrong', { data: { field: 'code', captchaRequired } });
    }
  }
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', body.username)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash ?? (await hashForUnknownUser()), body.password);
  if (!user || !passwordOk) {
    // The audit entry of a failed login goes with the failure it records (docs/audit.md).
    auditLoginFailed(body.username, user);
    await recordLoginFailure(ctx.db, account, meta.ip);
    const after = await loginThrottle(ctx.db, account, meta.ip);
    const needsCaptcha = after.captchaRequired && ctx.config.CAPTCHA;
    if (after.addressRetryAfter > 0) throw tooMany(after.addressRetryAfter, needsCaptcha);
    throw new AppError(400, 'auth.badCredentials', { data: needsCaptcha ? { captchaRequired: true } : null });
  }
  if (user.status !== 'active') throw new AppError(403, 'auth.disabled');
  if (user.user_type === 'staff' && !(await ownerActive(ctx.db, user.workspace_id)))
    throw new AppError(403, 'auth.workspaceDisabled');
  auditActor(user);
  await outsideWriteScope(() => clearLoginFailures(ctx.db, account));
  const loginAt = now();
  const token = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ last_login_at: loginAt }).where('id', '=', user.id).execute();
    return createSession(trx, user.id, meta);
  });
  return { token, user: { ...user, last_login_at: loginAt } };
}

/** Whether a staff member's workspace owner may still act (staff spend the owner's points). */
async function ownerActive(db: Db, ownerId: number | null): Promise<boolean> {
  if (ownerId === null) return false;
  const owner = await db.selectFrom('users').select('status').where('id', '=', ownerId).executeTakeFirst();
  return owner?.status === 'active';
}
