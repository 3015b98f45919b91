import { proxyEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { tagAndDeleteRoutes } from '../tags/routes.ts';
import { addProxies, deleteProxies, getProxy, listProxies, updateProxy } from './service.ts';

/** Proxies (spec 2 /proxy/agentmanage). Credentials are never returned, only `user:****@host:port`. */
export async function proxyRoutes(app: App) {
  const { db, secrets, clock } = app.ctx;

  route(app, api.list, async (req) =>
    ok(await listProxies(db, secrets, caller(req), req.body, req.query, req.lang)),
  );
  route(app, api.add, async (req) =>
    ok(
      await addProxies(db, secrets, caller(req), req.body, clock.iso()),
      translate('common.addSuccess', req.lang),
    ),
  );
  route(app, api.detail, async (req) =>
    ok(await getProxy(db, secrets, caller(req), req.params.id, req.lang)),
  );
  route(app, api.update, async (req) =>
    ok(
      await updateProxy(db, secrets, caller(req), req.body, clock.iso(), req.lang),
      translate('common.updateSuccess', req.lang),
    ),
  );
  tagAndDeleteRoutes(app, api, 'proxy', (auth, ids) => deleteProxies(db, auth, ids, clock.iso()));
}
