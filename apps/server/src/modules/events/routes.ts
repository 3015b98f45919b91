import { eventEndpoints as api, PUSH_RETRY_MS } from '@reelfleet/contract';
import { bearerToken, sessionCookieToken } from '../../http/browser-session.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { findTaskByLogId } from '../tasks/service.ts';
import { hubOf } from './index.ts';
import { PushStream } from './stream.ts';

/** `GET /events`: the caller's live updates as Server-Sent Events (docs/push.md). */
export async function eventRoutes(app: App) {
  const { db } = app.ctx;
  route(
    app,
    api.stream,
    async (req, reply) => {
      const hub = hubOf(app.ctx);
      const auth = caller(req);
      const { log, logAfter, lastEventId } = req.query;
      // A task the caller may not see answers 404 before the stream opens.
      const task = log ? await findTaskByLogId(db, auth, log) : null;
      const resumeFrom = parseId(req.headers['last-event-id'] ?? lastEventId);
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      reply.raw.write(`retry: ${PUSH_RETRY_MS}\n\n`);
      const stream = new PushStream(reply.raw, {
        auth,
        token: bearerToken(req.headers.authorization) || sessionCookieToken(req),
        lang: req.lang,
        key: auth.workspaceId ?? auth.userId,
        log: task ? { taskId: task.id, logId: task.log_id, after: logAfter ?? 0 } : null,
      });
      await hub.open(stream, resumeFrom).catch((error: unknown) => {
        req.log.warn({ err: error }, 'push: opening a stream failed');
        stream.close();
      });
      return undefined;
    },
    // Every open console holds one: its opening is not logged, its failures are.
    { logLevel: 'warn' },
  );
}

/** An event id as this server writes them (a whole number), or null. */
function parseId(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
}
