import { tokenEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-token.ts';

/** User Center → Access tokens: a console session's own calls (a token cannot reach them). */
export async function tokenRoutes(app: App) {
  const { db, sessions } = app.ctx;

  route(app, api.list, async (req) => ok(await listAccessTokens(db, caller(req))));

  route(app, api.add, async (req) =>
    ok(await createAccessToken(db, caller(req), req.body), translate('token.created', req.lang)),
  );

  route(app, api.revoke, async (req) =>
    ok(
      await revokeAccessToken(db, sessions, caller(req), req.params.id),
      translate('token.revoked', req.lang),
    ),
  );
}
