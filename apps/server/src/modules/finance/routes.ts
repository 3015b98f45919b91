import { consumeQueryBody, pageQuery, priceQuery, rechargeQueryBody } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { getPrice, listPrices } from './prices.ts';
import { financeSummary, listConsumption, listRecharges } from './records.ts';

const tags = ['finance'];

/** Spec 3 "Orders and records", spec 7 price lookup, and the dashboard's finance card. */
export async function financeRoutes(app: App) {
  const { db } = app.ctx;

  app.get(
    '/finance/price/name',
    {
      schema: {
        tags,
        summary: 'One price by name, or every price when no name is given',
        querystring: priceQuery,
      },
    },
    async (req) => ok(req.query.name ? await getPrice(db, req.query.name) : await listPrices(db)),
  );

  app.post(
    '/finance/recharge/queryList',
    {
      schema: {
        tags,
        summary: "Recharge records (recharges and refunds) of the caller's workspace, newest first",
        querystring: pageQuery,
        body: rechargeQueryBody,
      },
    },
    async (req) => ok(await listRecharges(db, caller(req), req.query, req.body)),
  );

  app.post(
    '/finance/consume/queryList',
    {
      schema: {
        tags,
        summary: "Consumption records of the caller's workspace, newest first",
        querystring: pageQuery,
        body: consumeQueryBody,
      },
    },
    async (req) => ok(await listConsumption(db, caller(req), req.query, req.body)),
  );

  app.get(
    '/dashboard/finance',
    { schema: { tags: ['dashboard'], summary: 'Balance, held points and recharge/consumption sums' } },
    async (req) => ok(await financeSummary(db, caller(req))),
  );
}
