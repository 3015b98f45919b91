import { authEndpoints as api, translate, type UpdateInfoBody } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { fieldError, notFound, unauthorized } from '../../core/errors.ts';
import { now } from '../../db/kind.ts';
import type { UserUpdate } from '../../db/tables/users.ts';
import { auditLoginFailed } from '../../http/audit-record.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findUser, toUserInfo } from '../user/service.ts';
import { assertNotThrottled } from './account.ts';
import { readAvatar, removeAvatar } from './avatar.ts';
import { receiveAvatar } from './avatar-upload.ts';
import { revokeUserSessions } from './session.ts';
import { accountKey, recordLoginFailure } from './throttle.ts';

/** The logged-in user's own profile: read, edit, password, avatar. */
export async function profileRoutes(app: App) {
  const { db } = app.ctx;

  const currentUser = async (userId: number) => {
    const user = await findUser(db, userId);
    if (!user) throw unauthorized();
    return user;
  };

  route(app, api.getInfo, async (req) => ok(toUserInfo(await currentUser(caller(req).userId))));

  route(app, api.updateInfo, async (req) => {
    const { userId } = caller(req);
    const changes = columnsOf(req.body);
    if (Object.keys(changes).length === 0) {
      return ok(toUserInfo(await currentUser(userId)), translate('common.nothingChanged', req.lang));
    }
    const row = await db
      .updateTable('users')
      .set({ ...changes, updated_at: now() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw unauthorized();
    return ok(toUserInfo(row), translate('common.updateSuccess', req.lang));
  });

  route(app, api.changePassword, async (req) => {
    const user = await currentUser(caller(req).userId);
    // Guessing the current password here is throttled like guessing it at login.
    const account = accountKey(user.username);
    await assertNotThrottled(app.ctx, account, req.ip);
    if (!(await verifyPassword(user.password_hash, req.body.oldPassword))) {
      // A wrong password is kept in the audit trail as at login, with the failure it counts.
      auditLoginFailed(user.username, user);
      await recordLoginFailure(db, account, req.ip);
      throw fieldError('oldPassword', 'auth.oldPasswordWrong');
    }
    const passwordHash = await hashPassword(req.body.newPassword);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now() })
        .where('id', '=', user.id)
        .execute();
      // Spec 5: after success the user goes to login, so this session ends too.
      await revokeUserSessions(trx, app.ctx.sessions, user.id);
    });
    return ok(null, translate('auth.passwordUpdated', req.lang));
  });

  route(app, api.uploadAvatar, async (req) => {
    const user = await currentUser(caller(req).userId);
    const avatarPath = await receiveAvatar(req, app.ctx.storage);
    await db
      .updateTable('users')
      .set({ avatar_path: avatarPath, updated_at: now() })
      .where('id', '=', user.id)
      .execute();
    await removeAvatar(app.ctx.storage, user.avatar_path);
    return ok({ avatarPath }, translate('auth.avatarUpdated', req.lang));
  });

  // Public (an <img> sends no bearer token) by an unguessable name that each upload changes, so a
  // year in the browser's cache is safe; `private` keeps a replaced avatar out of shared caches.
  route(app, api.avatar, async (req, reply) => {
    const avatar = await readAvatar(app.ctx.storage, req.params.name);
    if (!avatar) throw notFound();
    return reply
      .type(avatar.mime)
      .header('content-length', avatar.size)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(avatar.stream);
  });
}

function columnsOf(body: UpdateInfoBody): UserUpdate {
  const out: UserUpdate = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.alias !== undefined) out.alias = body.alias;
  if (body.email !== undefined) out.email = body.email;
  if (body.gender !== undefined) out.gender = body.gender;
  if (body.introduction !== undefined) out.introduction = body.introduction;
  if (body.intervalTime !== undefined) out.interval_time = body.intervalTime;
  return out;
}
