import { healthEndpoints } from '@reelfleet/contract';
import { sql } from 'kysely';
import { ok } from '../../core/envelope.ts';
import type { App } from '../../http/context.ts';
import { route } from '../../http/route.ts';

export async function healthRoutes(app: App) {
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
}
