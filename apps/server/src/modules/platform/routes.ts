import { TASK_KINDS, TASK_SUBTYPES, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { createTask } from '../../engine/create.ts';
import { type App, caller } from '../../http/context.ts';
import { requireWorkspace } from '../../http/workspace.ts';

/**
 * Task creation (spec 7 "Platform actions", POST under /tiktok/api/online):
 * one route per kind with a creation path in the contract (TASK_KINDS),
 * validated by its body schema. The task is planned, held for and queued in
 * one transaction; the engine picks it up at once. A kind not built yet
 * answers 501 'task.kindUnavailable' instead of a bare 404.
 */
export async function platformRoutes(app: App) {
  const rt = app.tasks;
  for (const subtype of TASK_SUBTYPES) {
    const { path, body } = TASK_KINDS[subtype];
    if (!path) continue;
    if (!body || !rt.kinds.has(subtype)) {
      app.post(
        path,
        { schema: { tags: ['tasks'], summary: `Create a ${subtype} task (this kind cannot run yet)` } },
        async () => {
          throw new AppError(501, 'task.kindUnavailable', { data: { subtype } });
        },
      );
      continue;
    }
    app.post(
      path,
      {
        schema: {
          tags: ['tasks'],
          summary: `Create a ${subtype} task: plan, hold its points, queue it`,
          body,
        },
      },
      async (req, reply) => {
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
        return reply.code(201).send(ok(created, translate('task.submitted', req.lang)));
      },
    );
  }
}
