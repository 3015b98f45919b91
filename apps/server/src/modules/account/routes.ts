import { accountEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { expireEnterprise } from '../../engine/lifecycle.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { tagAndDeleteRoutes } from '../tags/routes.ts';
import { assertLabel } from '../tags/service.ts';
import { accountFans, followerList, lookAtFans } from './fans.ts';
import { importAccounts, receiveTxt } from './import.ts';
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

  // Free enterprise modes whose month is over end before accounts are read (engine/lifecycle.ts).
  const expired = (req: Parameters<typeof caller>[0]) =>
    expireEnterprise(db, clock.iso(), caller(req).workspaceId ?? undefined);

  const { lifecycle } = app.ctx.driver;
  route(app, api.fans, async (req) =>
    ok(await accountFans(db, lifecycle, caller(req), req.params.id, clock.iso())),
  );
  route(app, api.fansLook, async (req) =>
    ok(await lookAtFans(db, lifecycle, caller(req), req.params.id, clock.iso())),
  );
  route(app, api.followers, async (req) =>
    ok(await followerList(db, lifecycle, caller(req), req.params.id, req.query, clock.iso())),
  );

  route(app, api.list, async (req) => {
    await expired(req);
    return ok(await listAccounts(db, caller(req), req.body, req.query, req.lang));
  });

  route(app, api.upload, async (req) => {
    const workspaceId = requireWorkspace(caller(req));
    const labelId = req.query.labelId ?? null;
    await assertLabel(db, 'account', labelId, workspaceId);
    const text = await receiveTxt(req);
    const report = await importAccounts(db, secrets, {
      workspaceId,
      text,
      labelId,
      at: clock.iso(),
      lang: req.lang,
    });
    const counts = {
      accepted: report.accepted,
      duplicates: report.duplicateCount,
      rejected: report.rejectedCount,
    };
    return ok(report, translate('account.uploadSuccess', req.lang, counts));
  });

  route(app, api.add, async (req) =>
    ok(
      await addAccount(db, secrets, caller(req), req.body, clock.iso(), req.lang),
      translate('common.addSuccess', req.lang),
    ),
  );

  route(app, api.detail, async (req) => {
    await expired(req);
    return ok(await getAccount(db, caller(req), req.params.id, req.lang));
  });

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

  tagAndDeleteRoutes(app, api, 'account', (auth, ids) => deleteAccounts(db, auth, ids));
}
