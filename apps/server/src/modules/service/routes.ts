import { serviceEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import {
  addRule,
  assign,
  deleteRule,
  getSettings,
  listConversations,
  listMessages,
  listRules,
  listStaff,
  reply,
  setSettings,
  statistics,
  updateRule,
} from './service.ts';

/** Customer service: /service/list, /service/statistics, the workbench and the message box. */
export async function serviceRoutes(app: App) {
  const { db, clock, driver } = app.ctx;
  route(app, api.conversations, async (req) =>
    ok(await listConversations(db, driver.catalogue, caller(req), req.query, req.body)),
  );
  route(app, api.messages, async (req) =>
    ok(await listMessages(db, caller(req), req.query, req.body.conversationId, req.lang)),
  );
  route(app, api.reply, async (req) => ok(await reply(db, clock, caller(req), req.body, req.lang)));
  route(app, api.assign, async (req) => ok(await assign(db, caller(req), req.body)));
  route(app, api.staff, async (req) => ok(await listStaff(db, caller(req))));
  route(app, api.settings, async (req) => ok(await getSettings(db, caller(req))));
  route(app, api.updateSettings, async (req) => ok(await setSettings(db, clock, caller(req), req.body)));
  route(app, api.rules, async (req) => ok(await listRules(db, caller(req))));
  route(app, api.addRule, async (req) => ok(await addRule(db, clock, caller(req), req.body)));
  route(app, api.updateRule, async (req) => ok(await updateRule(db, clock, caller(req), req.body)));
  route(app, api.removeRule, async (req) => ok(await deleteRule(db, caller(req), req.params.id)));
  route(app, api.statistics, async (req) => ok(await statistics(db, clock, caller(req), req.body)));
}
