import { divisionEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { addStaff, assertDivisionManager, listStaff, updateStaff } from './service.ts';

/** Department management (/user/division): staff logins of the caller's workspace. */
export async function divisionRoutes(app: App) {
  const { db, sessions } = app.ctx;
  // After the app's authentication hook, before any body is read.
  app.addHook('onRequest', async (req) => assertDivisionManager(caller(req)));

  route(app, api.staff, async (req) => ok(await listStaff(db, caller(req), req.query, req.body)));
  route(app, api.add, async (req) => ok(await addStaff(db, caller(req), req.body)));
  route(app, api.update, async (req) => ok(await updateStaff(db, sessions, caller(req), req.body)));
}
