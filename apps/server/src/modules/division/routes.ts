import { divisionEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { writeRoute } from '../../http/write-route.ts';
import {
  addDepartment,
  allDepartments,
  deleteDepartment,
  listDepartments,
  updateDepartment,
} from './departments.ts';
import { addStaff, assertDivisionManager, divisionScope, listStaff, updateStaff } from './service.ts';

/** Department management (/user/division): departments and the staff logins of the caller's workspace. */
export async function divisionRoutes(app: App) {
  const { db, sessions } = app.ctx;
  // After the app's authentication hook, before any body is read.
  app.addHook('onRequest', async (req) => assertDivisionManager(caller(req)));

  route(app, api.scope, async (req) => ok(await divisionScope(db, caller(req))));
  route(app, api.staff, async (req) => ok(await listStaff(db, caller(req), req.query, req.body)));
  writeRoute(app, api.add, addStaff, 'common.addSuccess');
  route(app, api.update, async (req) =>
    ok(
      await updateStaff(db, sessions, app.tasks.control, caller(req), req.body),
      translate('common.updateSuccess', req.lang),
    ),
  );

  route(app, api.departments, async (req) =>
    ok(await listDepartments(db, caller(req), req.query, req.body, req.lang)),
  );
  route(app, api.allDepartments, async (req) => ok(await allDepartments(db, caller(req), req.lang)));
  writeRoute(app, api.addDepartment, addDepartment, 'common.addSuccess');
  writeRoute(app, api.updateDepartment, updateDepartment, 'common.updateSuccess');
  route(app, api.deleteDepartment, async (req) =>
    ok(
      await deleteDepartment(db, caller(req), req.params.id, req.lang),
      translate('common.deleteSuccess', req.lang),
    ),
  );
}
