import { accountEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { tagRows } from '../tags/service.ts';
import { uploadAccounts } from './import.ts';
import {
  addAccount,
  bindAccounts,
  deleteAccounts,
  getAccount,
  listAccounts,
  updateAccount,
} from './service.ts';

/** Social accounts (spec 2 /account/list). Passwords are stored sealed and never returned. */
export async function accountRoutes(app: App) {
  const { db, secrets, clock } = app.ctx;

  route(app, api.list, async (req) => ok(await listAccounts(db, caller(req), req.body, req.query, req.lang)));

  route(app, api.upload, async (req) => uploadAccounts(app.ctx, req, caller(req), 'account'));

  route(app, api.add, async (req) =>
    ok(
      await addAccount(db, secrets, caller(req), req.body, clock.iso(), req.lang),
      translate('common.addSuccess', req.lang),
    ),
  );

  route(app, api.detail, async (req) => ok(await getAccount(db, caller(req), req.params.id, req.lang)));

  route(app, api.update, async (req) =>
    ok(
      await updateAccount(db, secrets, caller(req), req.body, clock.iso(), req.lang),
      translate('common.updateSuccess', req.lang),
    ),
  );

  route(app, api.bind, async (req) =>
    ok(
      await bindAccounts(db, caller(req), req.body, clock.iso()),
      translate('account.bindSuccess', req.lang),
    ),
  );

  route(app, api.tag, async (req) =>
    ok(
      await tagRows(db, 'account', caller(req), req.body.ids, req.body.labelId, clock.iso()),
      translate('tag.taggingSuccess', req.lang),
    ),
  );

  route(app, api.remove, async (req) =>
    ok(await deleteAccounts(db, caller(req), [req.params.id]), translate('common.deleteSuccess', req.lang)),
  );

  route(app, api.removeMany, async (req) =>
    ok(await deleteAccounts(db, caller(req), req.body.ids), translate('common.deleteSuccess', req.lang)),
  );
}
