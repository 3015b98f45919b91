import { agentContactEndpoints, financeEndpoints as api, dashboardEndpoints } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { myAgentContact } from '../agent/codes.ts';
import { getPrice, listPrices } from './prices.ts';
import { financeSummary, listConsumption, listRecharges } from './records.ts';

/** Spec 3 "Orders and records", spec 7 price lookup, and the dashboard's finance card. */
export async function financeRoutes(app: App) {
  const { db } = app.ctx;

  route(app, api.prices, async (req) =>
    ok(req.query.name ? await getPrice(db, req.query.name) : await listPrices(db)),
  );
  route(app, api.recharges, async (req) => ok(await listRecharges(db, caller(req), req.query, req.body)));
  route(app, api.consumption, async (req) => ok(await listConsumption(db, caller(req), req.query, req.body)));
  route(app, dashboardEndpoints.finance, async (req) => ok(await financeSummary(db, caller(req))));
  route(app, agentContactEndpoints.mine, async (req) => ok(await myAgentContact(db, caller(req))));
}
