import { accountResourceEndpoints as accounts, fanEndpoints as fans, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { fansOfTags } from '../../engine/index.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { uploadAccounts } from '../account/import.ts';
import { tagAndDeleteRoutes } from '../tags/routes.ts';
import { assertLabel } from '../tags/service.ts';
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
  route(app, fans.exportText, async (req) => {
    const file = await exportFans(db, caller(req), req.body, clock.iso(), req.lang);
    return ok(file, translate('resource.fans.exported', req.lang, { count: file.count }));
  });
  route(app, fans.targets, async (req) => {
    const ws = requireWorkspace(caller(req));
    for (const id of req.body.fanLabelIds) await assertLabel(db, 'fans', id, ws);
    return ok(await fansOfTags(db, ws, req.body.fanLabelIds, req.body.limit));
  });
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
  route(app, accounts.move, async (req) => {
    const moved = await moveToFleet(db, caller(req), req.body, clock.iso());
    return ok(moved, translate('resource.account.moveSuccess', req.lang, moved));
  });
  route(app, accounts.exportText, async (req) => {
    const file = await exportAccountResources(db, caller(req), req.body, clock.iso());
    return ok(file, translate('resource.fans.exported', req.lang, { count: file.count }));
  });
  tagAndDeleteRoutes(app, fans, 'fans', (auth, ids) => deleteFans(db, auth, ids));
  tagAndDeleteRoutes(app, accounts, 'accountResource', (auth, ids) => deleteAccountResources(db, auth, ids));
}
