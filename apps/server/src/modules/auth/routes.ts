import {
  authEndpoints as api,
  CAPTCHA_TTL_SECONDS,
  REGISTER_WINDOW_MS,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { fromConsole, setSessionCookies } from '../../http/browser-session.ts';
import type { App } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { toUserInfo } from '../user/service.ts';
import { login, registerOwner } from './account.ts';
import { issueCaptcha } from './captcha.ts';
import { drawCaptcha, svgDataUrl } from './captcha-svg.ts';
import { profileRoutes } from './profile-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { tokenRoutes } from './token-routes.ts';

/** The account area of spec 7: captcha, register, login, session info, profile. */
export async function authRoutes(app: App) {
  route(
    app,
    api.captcha,
    async () => {
      const captcha = await issueCaptcha(app.ctx.db);
      return ok({
        id: captcha.id,
        image: svgDataUrl(drawCaptcha(captcha.code)),
        expiresInSeconds: CAPTCHA_TTL_SECONDS,
      });
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  route(
    app,
    api.register,
    async (req) => {
      const user = await registerOwner(app.ctx, req.body);
      return ok(toUserInfo(user), translate('auth.registered', req.lang));
    },
    { config: registrationLimit(app.ctx.config.REGISTER_LIMIT) },
  );

  route(app, api.login, async (req, reply) => {
    try {
      const { token, user } = await login(app.ctx, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      });
      // The console's login also opens its browser session (an API client just takes the token).
      if (fromConsole(req)) setSessionCookies(reply, token, app.ctx.config.HTTPS);
      return ok({ token, user: toUserInfo(user) }, translate('auth.loggedIn', req.lang));
    } catch (error) {
      const seconds = (error as { data?: { seconds?: unknown } }).data?.seconds;
      if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
      throw error;
    }
  });

  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(tokenRoutes);
}

/**
 * At most `max` registration calls per client address an hour, captcha or not (0: no limit); kept in
 * this process's memory like the captcha route's limit (docs/security.md). 429 with Retry-After.
 */
function registrationLimit(max: number) {
  if (max === 0) return {};
  return {
    rateLimit: {
      max,
      timeWindow: REGISTER_WINDOW_MS,
      errorResponseBuilder: (_req: unknown, context: { ttl: number }) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError(429, 'auth.tooManyRegistrations', { params: { seconds }, data: { seconds } });
      },
    },
  };
}
