import { agentRechargeBody, agentUserQueryBody, pageQuery } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { agentInvite, agentRecharge, assertAgent, listAgentUsers } from './service.ts';

const tags = ['agent'];

/** The agent back end: only agents (level > 0); their users are those registered with their code. */
export async function agentRoutes(app: App) {
  const { db } = app.ctx;
  // After the app's authentication hook, before any body is read.
  app.addHook('onRequest', async (req) => assertAgent(caller(req)));

  app.get(
    '/agent/user/invite',
    { schema: { tags, summary: "The agent's invitation code and how many users registered with it" } },
    async (req) => ok(await agentInvite(db, caller(req))),
  );

  app.post(
    '/agent/user/queryList',
    {
      schema: {
        tags,
        summary: 'Users registered with the calling agent',
        querystring: pageQuery,
        body: agentUserQueryBody,
      },
    },
    async (req) => ok(await listAgentUsers(db, caller(req), req.query, req.body)),
  );

  app.post(
    '/agent/user/recharge',
    {
      schema: {
        tags,
        summary: "Move points from the agent's balance to one of their users (one transaction)",
        body: agentRechargeBody,
      },
    },
    async (req) => ok(await agentRecharge(db, caller(req), req.body)),
  );
}
