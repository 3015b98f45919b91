import type { Endpoint } from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import { runInWriteScope } from '../db/write-scope.ts';
import { auditScope, draftOf, recordAudit } from './audit-record.ts';
import type { App } from './context.ts';

/**
 * Runs the handler of a write endpoint in a write scope, so that the request
 * leaves exactly one audit entry: in the transaction of its first change
 * (db/write-scope.ts), or, when it succeeded without changing a row (an
 * action on the simulated farm only, an update to the same values), on its
 * own once it has answered. A refused request (an error) leaves none unless
 * it had already committed a change. route() calls this for every endpoint
 * `isWriteEndpoint` names: a new route needs nothing more.
 */
export async function audited<T>(
  app: App,
  decl: Endpoint,
  req: FastifyRequest,
  run: () => Promise<T>,
): Promise<T> {
  const draft = draftOf({
    auth: req.auth,
    method: decl.method,
    path: decl.path,
    routeUrl: `${req.routeOptions.url ?? ''}/`,
    params: req.params,
    body: req.body,
    ip: req.ip,
  });
  const scope = auditScope(app.ctx.db, draft);
  const result = await runInWriteScope(scope, run);
  if (!scope.recorded) await recordAudit(app.ctx.db, draft);
  return result;
}
