import {
  dashboardEndpoints as api,
  classifyServerStatus,
  type DashboardStatus,
  dashboardChartEndpoints,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { deviceFigures } from '../devices/service.ts';
import { fanFigures } from '../resource/fans.ts';
import { taskFigures } from '../tasks/service.ts';
import { dashboardCharts } from './charts.ts';
import { startFansRecorder } from './fans-history.ts';
import { accountFigures } from './figures.ts';
import { firstRunFigures } from './first-run.ts';
import { probeDatabase, startEventLoopMonitor } from './load.ts';

/** Dashboard cards (spec 2). GET /dashboard/finance belongs to the finance area. */
export async function dashboardRoutes(app: App) {
  const loop = startEventLoopMonitor();
  app.addHook('onClose', async () => loop.stop());
  // The fans trend's daily records (fans-history.ts), from the moment the server is listening.
  let fansRecorder: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    fansRecorder = startFansRecorder(app.ctx.db, (err) => app.log.warn({ err }, 'fans record failed'));
  });
  app.addHook('onClose', async () => fansRecorder?.stop());

  route(app, dashboardChartEndpoints.charts, async (req) =>
    ok(await dashboardCharts(app.ctx.db, caller(req))),
  );
  route(app, api.accounts, async (req) =>
    ok(await accountFigures(app.ctx.db, caller(req), app.ctx.clock.iso())),
  );
  route(app, api.firstRun, async (req) => ok(await firstRunFigures(app.ctx.db, caller(req))));
  route(app, api.taskCount, async (req) => ok(await taskFigures(app.ctx.db, caller(req))));
  route(app, api.fans, async (req) => ok(await fanFigures(app.ctx.db, caller(req), app.ctx.clock.iso())));
  route(app, api.devices, async (req) => ok(await deviceFigures(app.ctx, caller(req))));
  route(app, api.status, async (req) => {
    const probe = await probeDatabase(app.ctx.db);
    if (probe.error) req.log.warn({ err: probe.error }, 'database probe failed');
    const eventLoop = loop.figures();
    const status: DashboardStatus = {
      status: classifyServerStatus({
        eventLoopDelayP99Ms: eventLoop.delayP99Ms,
        dbRoundTripMs: probe.roundTripMs,
      }),
      eventLoop,
      database: { kind: app.ctx.dbKind, ok: probe.roundTripMs !== null, roundTripMs: probe.roundTripMs },
      measuredAt: new Date().toISOString(),
    };
    return ok(status);
  });
}
