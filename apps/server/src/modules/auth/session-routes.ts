import { authEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import {
  bearerToken,
  clearSessionCookies,
  sessionCookieToken,
  setSessionCookies,
} from '../../http/browser-session.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { findUser, toUserInfo } from '../user/service.ts';
import { exchangeSession } from './exchange.ts';
import { resolveSession, revokeSession, revokeUserSessions } from './session.ts';

/** The session calls of the console's user store (vue-element-admin paths of spec 7). */
export async function sessionRoutes(app: App) {
  const { db, sessions, config } = app.ctx;

  // Open: the token may come as ?token= (spec 7), so the route resolves it itself.
  route(app, api.sessionInfo, async (req) => {
    // A bearer header first, then ?token=, then the console's cookie (which the request hook resolved).
    const queried = bearerToken(req.headers.authorization) || req.query.token;
    const token = queried || sessionCookieToken(req);
    if (!token) throw unauthorized();
    const known = !req.query.token || bearerToken(req.headers.authorization) ? req.auth : null;
    const auth = known ?? (await resolveSession(db, sessions, token));
    const user = await findUser(db, auth.userId);
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

  route(app, api.logout, async (req, reply) => {
    await revokeSession(db, sessions, caller(req));
    clearSessionCookies(reply, config.HTTPS);
    return ok(null, translate('auth.loggedOut', req.lang));
  });

  // Every session of the caller ends, this one too: the console then goes to the login page.
  route(app, api.logoutAll, async (req, reply) => {
    await revokeUserSessions(db, sessions, caller(req).userId);
    clearSessionCookies(reply, config.HTTPS);
    return ok(null, translate('auth.loggedOutEverywhere', req.lang));
  });

  // A token that came in a link is used once: it ends, and this browser gets a session of its own.
  route(
    app,
    api.exchangeToken,
    async (req, reply) => {
      const exchanged = await exchangeSession(db, sessions, req.body.token, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      });
      if (!exchanged) throw new AppError(401, 'auth.linkSessionInvalid');
      setSessionCookies(reply, exchanged.token, config.HTTPS);
      return ok(toUserInfo(exchanged.user));
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );
}
