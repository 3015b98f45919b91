import { classifyServerStatus, type DashboardStatus } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { deviceFigures } from '../devices/service.ts';
import { taskFigures } from '../tasks/service.ts';
import { accountFigures, fanFigures } from './figures.ts';
import { probeDatabase, startEventLoopMonitor } from './load.ts';

const tags = ['dashboard'];
const notBuilt = 'While the area is not built yet: `available` false and zeros.';

/** Dashboard cards (spec 2). GET /dashboard/finance belongs to the finance area. */
export async function dashboardRoutes(app: App) {
  const loop = startEventLoopMonitor();
  app.addHook('onClose', async () => loop.stop());

  app.get(
    '/dashboard/tiktiok',
    {
      schema: {
        tags,
        summary: 'Accounts, their fans, collected and registered this month',
        description: notBuilt,
      },
    },
    async () => ok(accountFigures()),
  );
  app.get(
    '/dashboard/taskCount',
    { schema: { tags, summary: 'Tasks of the workspace by status (a paused task counts in total only)' } },
    async (req) => ok(await taskFigures(app.ctx.db, caller(req))),
  );
  app.get(
    '/dashboard/fans',
    { schema: { tags, summary: 'Collected fans: total and new this month', description: notBuilt } },
    async () => ok(fanFigures()),
  );
  app.get(
    '/dashboard/device',
    {
      schema: {
        tags,
        summary: 'Devices of the workspace, and those whose rental ends within expiringWithinDays',
      },
    },
    async (req) => ok(await deviceFigures(app.ctx, caller(req))),
  );

  app.get(
    '/dashboard/status',
    {
      schema: {
        tags,
        summary: 'Server status (smooth, normal, congested, failure) and the figures it is judged from',
        description:
          'Measured, not configured: p99 event-loop delay over the last window (perf_hooks) and a ' +
          'database round trip made now. Thresholds: SERVER_STATUS_THRESHOLDS in the contract.',
      },
    },
    async (req) => {
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
    },
  );
}
