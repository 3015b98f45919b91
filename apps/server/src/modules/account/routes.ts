import { accountEndpoints as api, SAMPLE_ACCOUNTS_FILE, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { notFound } from '../../core/errors.ts';
import { expireEnterprise } from '../../engine/index.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { tagAndDeleteRoutes } from '../tags/routes.ts';
import { accountFans, followerList, lookAtFans } from './fans.ts';
import { accountHistory } from './history.ts';
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

  // The simulator's sample accounts, from its seed (one source: the platform that lets them log in).
  route(app, api.sample, async (_req, reply) => {
    const samples = app.ctx.driver.platform.sampleAccounts?.() ?? [];
    if (samples.length === 0) throw notFound();
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${SAMPLE_ACCOUNTS_FILE}"`)
      .send(samples.map((a) => `${a.account}|${a.password}\n`).join(''));
  });

  route(app, api.upload, async (req) => uploadAccounts(app.ctx, req, caller(req), 'account'));

  route(app, api.add, async (req) =>
    ok(
      await addAccount(db, secrets, caller(req), req.body, clock.iso(), req.lang),
      translate('common.addSuccess', req.lang),
    ),
  );

  route(app, api.history, async (req) => ok(await accountHistory(db, caller(req), req.params.id, req.query)));

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
