import {
  adminRechargeBody,
  adminUserAddBody,
  adminUserQueryBody,
  adminUserUpdateBody,
  pageQuery,
  Role,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { addOwner, listUsers, rechargeOwner, updateUser } from './users.ts';

const tags = ['admin'];
const config = { roles: [Role.admin] } as const;

/** User administration: the admin only. The one place where role, level and balance are set. */
export async function adminRoutes(app: App) {
  const { db } = app.ctx;

  app.post(
    '/admin/user/add',
    {
      config,
      schema: {
        tags,
        summary: 'Create an owner; level > 0 makes an agent with an invitation code',
        body: adminUserAddBody,
      },
    },
    async (req) => ok(await addOwner(db, req.body)),
  );

  app.post(
    '/admin/user/queryList',
    {
      config,
      schema: { tags, summary: 'Every user, newest first', querystring: pageQuery, body: adminUserQueryBody },
    },
    async (req) => ok(await listUsers(db, req.query, req.body)),
  );

  app.put(
    '/admin/user/update',
    {
      config,
      schema: {
        tags,
        summary: "Enable or disable a user (disabling ends their sessions), set an owner's level and roles",
        body: adminUserUpdateBody,
      },
    },
    async (req) => ok(await updateUser(db, req.body)),
  );

  app.post(
    '/admin/user/recharge',
    {
      config,
      schema: {
        tags,
        summary: "Credit points to an owner's balance through the ledger",
        body: adminRechargeBody,
      },
    },
    async (req) => ok(await rechargeOwner(db, caller(req).userId, req.body)),
  );
}
