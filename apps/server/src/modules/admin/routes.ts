import { adminEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { resetPassword, systemSummary, updatePrice } from './system.ts';
import { addOwner, listUsers, rechargeOwner, updateUser } from './users.ts';

/** User administration: the admin only. The one place where role, level and balance are set. */
export async function adminRoutes(app: App) {
  const { db, sessions } = app.ctx;
  route(app, api.addUser, async (req) => ok(await addOwner(db, req.body)));
  route(app, api.users, async (req) => ok(await listUsers(db, req.query, req.body)));
  route(app, api.updateUser, async (req) => ok(await updateUser(db, sessions, app.tasks.control, req.body)));
  route(app, api.password, async (req) => ok(await resetPassword(db, sessions, req.body)));
  route(app, api.updatePrice, async (req) => ok(await updatePrice(db, req.body)));
  route(app, api.summary, async () => ok(await systemSummary(db)));
  route(app, api.recharge, async (req) => ok(await rechargeOwner(db, caller(req).userId, req.body)));
}
