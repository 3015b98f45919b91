import { divisionAddBody, divisionQueryBody, divisionUpdateBody, pageQuery } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { addStaff, assertDivisionManager, listStaff, updateStaff } from './service.ts';

const tags = ['division'];

/** Department management (/user/division): staff logins of the caller's workspace. */
export async function divisionRoutes(app: App) {
  const { db } = app.ctx;
  // After the app's authentication hook, before any body is read.
  app.addHook('onRequest', async (req) => assertDivisionManager(caller(req)));

  app.post(
    '/user/division/queryList',
    {
      schema: {
        tags,
        summary: "Staff of the caller's workspace",
        querystring: pageQuery,
        body: divisionQueryBody,
      },
    },
    async (req) => ok(await listStaff(db, caller(req), req.query, req.body)),
  );

  app.post(
    '/user/division/add',
    {
      schema: {
        tags,
        summary: "Add a staff login (service or manager) to the caller's workspace",
        body: divisionAddBody,
      },
    },
    async (req) => ok(await addStaff(db, caller(req), req.body)),
  );

  app.put(
    '/user/division/update',
    {
      schema: { tags, summary: "A staff member's roles, name or status", body: divisionUpdateBody },
    },
    async (req) => ok(await updateStaff(db, caller(req), req.body)),
  );
}
