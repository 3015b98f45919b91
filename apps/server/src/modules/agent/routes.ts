import { agentEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { addCode, listCodes, listOrders, setAgentContact, updateCode } from './codes.ts';
import { agentInvite, agentRecharge, assertAgent, listAgentUsers } from './service.ts';

/** The agent back end: only agents (level > 0); their users are those registered with their code. */
export async function agentRoutes(app: App) {
  const { db } = app.ctx;
  // After the app's authentication hook, before any body is read.
  app.addHook('onRequest', async (req) => assertAgent(caller(req)));

  route(app, api.invite, async (req) => ok(await agentInvite(db, caller(req))));
  route(app, api.users, async (req) => ok(await listAgentUsers(db, caller(req), req.query, req.body)));
  route(app, api.recharge, async (req) => ok(await agentRecharge(db, caller(req), req.body)));
  route(app, api.orders, async (req) => ok(await listOrders(db, caller(req), req.query, req.body)));
  route(app, api.codes, async (req) => ok(await listCodes(db, caller(req))));
  route(app, api.addCode, async (req) => ok(await addCode(db, caller(req), req.body)));
  route(app, api.updateCode, async (req) => ok(await updateCode(db, caller(req), req.body)));
  route(app, api.updateContact, async (req) => ok(await setAgentContact(db, caller(req), req.body)));
}
