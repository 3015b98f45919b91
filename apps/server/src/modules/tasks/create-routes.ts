import {
  type CreatableSubtype,
  TASK_KINDS,
  type TaskCreateEndpoint,
  taskCreateEndpoints,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { createTask } from '../../engine/create.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';

/**
 * Task creation (spec 7 "Platform actions"), one route per creation endpoint
 * the contract derives from TASK_KINDS. The task is planned, held for and
 * queued in one transaction; the engine picks it up at once. A kind not built
 * yet answers 501 'task.kindUnavailable' instead of a bare 404.
 */
export async function taskCreateRoutes(app: App) {
  const rt = app.tasks;
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
      const created = await createTask(rt.createEnv, {
        subtype,
        body: req.body as Parameters<typeof createTask>[1]['body'],
        workspaceId,
        userId: auth.userId,
        payerId: workspaceId,
      });
      rt.engine?.wake();
      reply.code(201);
      return ok(created, translate('task.submitted', req.lang));
    });
  }
}
