import { groupEndpoints as api } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { writeRoute } from '../../http/write-route.ts';
import { tagAndDeleteRoutes } from '../tags/routes.ts';
import { addGroup, allGroups, deleteGroups, listGroups, moveDevices, updateGroup } from './groups.ts';

/** Device groups (spec 2 /devices/group). */
export async function groupRoutes(app: App) {
  const { db, clock } = app.ctx;

  route(app, api.list, async (req) => ok(await listGroups(db, caller(req), req.body, req.query, req.lang)));
  route(app, api.all, async (req) => ok(await allGroups(db, caller(req))));
  writeRoute(app, api.add, addGroup, 'common.addSuccess');
  writeRoute(app, api.update, updateGroup, 'common.updateSuccess');
  writeRoute(app, api.move, moveDevices, 'device.groupingSuccess');
  tagAndDeleteRoutes(app, api, 'group', (auth, ids) => deleteGroups(db, auth, ids, clock.iso()));
}
