import { accountResourceEndpoints as accounts, fanEndpoints as fans, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { fansOfTags } from '../../engine/fanTargets.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { uploadAccounts } from '../account/import.ts';
import { assertLabel, tagRows } from '../tags/service.ts';
import {
  addAccountResource,
  deleteAccountResources,
  exportAccountResources,
  listAccountResources,
  moveToFleet,
  RESERVE,
} from './accounts.ts';
import { deleteFans, exportFans, listFans } from './fans.ts';

/** The resource libraries (docs/resources.md): fans and account resources. */
export async function resourceRoutes(app: App) {
  const { db, secrets, clock } = app.ctx;

  route(app, fans.list, async (req) => ok(await listFans(db, caller(req), req.body, req.query, req.lang)));
  route(app, fans.tag, async (req) =>
    ok(
      await tagRows(db, 'fans', caller(req), req.body.ids, req.body.labelId, clock.iso()),
      translate('tag.taggingSuccess', req.lang),
    ),
  );
  route(app, fans.exportText, async (req) => {
    const file = await exportFans(db, caller(req), req.body, clock.iso(), req.lang);
    return ok(file, translate('resource.fans.exported', req.lang, { count: file.count }));
  });
  route(app, fans.targets, async (req) => {
    const ws = requireWorkspace(caller(req));
    for (const id of req.body.fanLabelIds) await assertLabel(db, 'fans', id, ws);
    return ok(await fansOfTags(db, ws, req.body.fanLabelIds, req.body.limit));
  });
  route(app, fans.remove, async (req) =>
    ok(await deleteFans(db, caller(req), [req.params.id]), translate('common.deleteSuccess', req.lang)),
  );
  route(app, fans.removeMany, async (req) =>
    ok(await deleteFans(db, caller(req), req.body.ids), translate('common.deleteSuccess', req.lang)),
  );

  route(app, accounts.list, async (req) =>
    ok(await listAccountResources(db, caller(req), req.body, req.query, req.lang)),
  );
  route(app, accounts.upload, async (req) =>
    uploadAccounts(app.ctx, req, caller(req), 'accountResource', RESERVE),
  );
  route(app, accounts.add, async (req) =>
    ok(
      await addAccountResource(db, secrets, caller(req), req.body, clock.iso(), req.lang),
      translate('common.addSuccess', req.lang),
    ),
  );
  route(app, accounts.tag, async (req) =>
    ok(
      await tagRows(db, 'accountResource', caller(req), req.body.ids, req.body.labelId, clock.iso()),
      translate('tag.taggingSuccess', req.lang),
    ),
  );
  route(app, accounts.move, async (req) => {
    const moved = await moveToFleet(db, caller(req), req.body, clock.iso());
    return ok(moved, translate('resource.account.moveSuccess', req.lang, moved));
  });
  route(app, accounts.exportText, async (req) => {
    const file = await exportAccountResources(db, caller(req), req.body, clock.iso());
    return ok(file, translate('resource.fans.exported', req.lang, { count: file.count }));
  });
  route(app, accounts.remove, async (req) =>
    ok(
      await deleteAccountResources(db, caller(req), [req.params.id]),
      translate('common.deleteSuccess', req.lang),
    ),
  );
  route(app, accounts.removeMany, async (req) =>
    ok(
      await deleteAccountResources(db, caller(req), req.body.ids),
      translate('common.deleteSuccess', req.lang),
    ),
  );
}
