import {
  type CreatableSubtype,
  QUOTE_ID_HEADER,
  TASK_KINDS,
  type TaskCreateEndpoint,
  taskCreateEndpoints,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { createTask } from '../../engine/index.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { quoteTask } from './quote.ts';
import { planFingerprint, quoteIdHolds } from './quote-id.ts';

/** Thrown inside the creating transaction when the plan is not the confirmed one: nothing is written. */
class PlanChanged extends Error {}

const QUOTE_HEADER = QUOTE_ID_HEADER.toLowerCase();

/**
 * Task creation (spec 7 "Platform actions"), one route per creation endpoint
 * the contract derives from TASK_KINDS. The task is planned, held for and
 * queued in one transaction under the workspace's planning lock; the engine
 * picks it up at once. With a `Quote-Id` header (the console's confirm step)
 * exactly the confirmed plan is created, or nothing: 409 'task.quoteChanged'
 * with the new quote. A kind not built yet answers 501 'task.kindUnavailable'
 * instead of a bare 404.
 */
export async function taskCreateRoutes(app: App) {
  const rt = app.tasks;
  const { secrets } = app.ctx;
  for (const [subtype, decl] of Object.entries(taskCreateEndpoints) as [
    CreatableSubtype,
    TaskCreateEndpoint,
  ][]) {
    // Boot checks that the engine has a kind for exactly the implemented entries.
    if (!TASK_KINDS[subtype].implemented) {
      route(app, decl, async () => {
        throw new AppError(501, 'task.kindUnavailable', { data: { subtype } });
      });
      continue;
    }
    route(app, decl, async (req, reply) => {
      const auth = caller(req);
      const workspaceId = requireWorkspace(auth);
      const body = req.body as Parameters<typeof createTask>[1]['body'];
      const header = req.headers[QUOTE_HEADER];
      const quoteId = Array.isArray(header) ? header[0] : header;
      const subject = { subtype, workspaceId, payerId: workspaceId, body };
      try {
        const created = await createTask(rt.createEnv, {
          subtype,
          body,
          workspaceId,
          userId: auth.userId,
          payerId: workspaceId,
          ...(quoteId !== undefined && {
            confirm: (plan) => {
              if (!quoteIdHolds(secrets, quoteId, planFingerprint(subject, plan))) throw new PlanChanged();
            },
          }),
        });
        rt.engine?.wake();
        reply.code(201);
        return ok(created, translate('task.submitted', req.lang));
      } catch (error) {
        if (!(error instanceof PlanChanged)) throw error;
        const quote = await quoteTask(rt, secrets, {
          subtype,
          body,
          workspaceId,
          payerId: workspaceId,
          lang: req.lang,
        });
        throw new AppError(409, 'task.quoteChanged', {
          params: { accounts: quote.accounts, points: quote.points },
          data: { quote },
        });
      }
    });
  }
}
