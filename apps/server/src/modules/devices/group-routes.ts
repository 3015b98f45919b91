import { groupEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { tagRows } from '../tags/service.ts';
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
  route(app, api.remove, async (req) =>
    ok(
      await deleteGroups(db, caller(req), [req.params.id], clock.iso()),
      translate('common.deleteSuccess', req.lang),
    ),
  );
  route(app, api.removeMany, async (req) =>
    ok(
      await deleteGroups(db, caller(req), req.body.ids, clock.iso()),
      translate('common.deleteSuccess', req.lang),
    ),
  );
  route(app, api.move, async (req) =>
    ok(
      await moveDevices(db, caller(req), req.body, clock.iso()),
      translate('device.groupingSuccess', req.lang),
    ),
  );
  route(app, api.tag, async (req) =>
    ok(
      await tagRows(db, 'group', caller(req), req.body.ids, req.body.labelId, clock.iso()),
      translate('tag.taggingSuccess', req.lang),
    ),
  );
}
