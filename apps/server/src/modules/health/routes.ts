import { sql } from 'kysely';
import { ok } from '../../core/envelope.ts';
import type { App } from '../../http/context.ts';

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'Liveness and database round trip' },
    },
    async () => {
      const started = performance.now();
      await sql`select 1`.execute(app.ctx.db);
      const dbMs = Math.round((performance.now() - started) * 100) / 100;
      return ok({ status: 'ok', db: app.ctx.dbKind, dbMs, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
}
