import { auditEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { exportAudit, listAudit } from './service.ts';

/** The audit trail's screen (docs/audit.md); entries are written by every write route (http/audit.ts). */
export async function auditRoutes(app: App) {
  const { db, clock } = app.ctx;
  route(app, api.list, async (req) => ok(await listAudit(db, caller(req), req.body, req.query)));
  route(app, api.exportText, async (req) => {
    const file = await exportAudit(db, caller(req), req.body, clock.iso());
    return ok(file, translate('audit.exported', req.lang, { count: file.count }));
  });
}
