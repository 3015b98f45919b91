import { healthEndpoints } from '@reelfleet/contract';
import { sql } from 'kysely';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import type { App } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { readiness } from './readiness.ts';

export async function healthRoutes(app: App) {
  // Liveness: the process answers and so does its database.
  route(app, healthEndpoints.health, async () => {
    const started = performance.now();
    await sql`select 1`.execute(app.ctx.db);
    const dbMs = Math.round((performance.now() - started) * 100) / 100;
    return ok({
      status: 'ok' as const,
      db: app.ctx.dbKind,
      dbMs,
      uptimeSeconds: Math.round(process.uptime()),
    });
  });

  // Readiness: 503 with the same data naming what is not ready.
  route(app, healthEndpoints.ready, async () => {
    const status = await readiness(app);
    if (status.status !== 'ready') throw new AppError(503, 'common.notReady', { data: status });
    return ok(status);
  });
}
