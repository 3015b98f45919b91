import { groupEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { tagAndDeleteRoutes } from '../tags/routes.ts';
import { addGroup, allGroups, deleteGroups, listGroups, moveDevices, updateGroup } from './groups.ts';

/** Device groups (spec 2 /devices/group). */
export async function groupRoutes(app: App) {
  const { db, clock } = app.ctx;

  route(app, api.list, async (req) => ok(await listGroups(db, caller(req), req.body, req.query, req.lang)));
  route(app, api.all, async (req) => ok(await allGroups(db, caller(req))));
  route(app, api.add, async (req) =>
    ok(
      await addGroup(db, caller(req), req.body, clock.iso(), req.lang),
      translate('common.addSuccess', req.lang),
    ),
  );
  route(app, api.update, async (req) =>
    ok(
      await updateGroup(db, caller(req), req.body, clock.iso(), req.lang),
      translate('common.updateSuccess', req.lang),
    ),
  );
  route(app, api.move, async (req) =>
    ok(
      await moveDevices(db, caller(req), req.body, clock.iso()),
      translate('device.groupingSuccess', req.lang),
    ),
  );
  tagAndDeleteRoutes(app, api, 'group', (auth, ids) => deleteGroups(db, auth, ids, clock.iso()));
}
