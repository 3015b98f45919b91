import { authEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { findUser, toUserInfo } from '../user/service.ts';
import { bearerToken, resolveSession, revokeSession } from './session.ts';

/** The session calls of the console's user store (vue-element-admin paths of spec 7). */
export async function sessionRoutes(app: App) {
  // Open: the token may come as ?token= (spec 7), so the route resolves it itself.
  route(app, api.sessionInfo, async (req) => {
    const token = bearerToken(req.headers.authorization) || req.query.token || '';
    if (!token) throw unauthorized();
    const auth = req.auth ?? (await resolveSession(app.ctx.db, app.ctx.sessions, token));
    const user = await findUser(app.ctx.db, auth.userId);
    if (!user) throw unauthorized();
    const info = toUserInfo(user);
    if (info.roles.length === 0) throw new AppError(403, 'auth.rolesEmpty');
    return ok({
      roles: info.roles,
      name: info.name,
      avatar: info.avatarPath ?? '',
      introduction: info.introduction,
      user: info,
    });
  });

  route(app, api.logout, async (req) => {
    await revokeSession(app.ctx.db, app.ctx.sessions, caller(req));
    return ok(null, translate('auth.loggedOut', req.lang));
  });
}
