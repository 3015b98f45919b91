import { translate } from '@reelfleet/contract';
import { createTask } from '../../engine/create.ts';
import { tasksOf } from '../../engine/index.ts';
import { type App, caller } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { requireWorkspace } from '../../http/workspace.ts';

/**
 * Task creation (spec 7 "Platform actions", POST under /tiktok/api/online):
 * one route per path a task kind declares, validated by the kind's body
 * schema. The task is planned, held for and queued in one transaction; the
 * engine picks it up at once. Everything runs against the simulator.
 */
export async function platformRoutes(app: App) {
  const rt = tasksOf(app.ctx);
  for (const kind of rt.kinds.values()) {
    for (const path of kind.paths) {
      app.post(
        path,
        {
          schema: {
            tags: ['tasks'],
            summary: `Create a ${kind.subtype} task: plan, hold its points, queue it`,
            body: kind.body,
          },
        },
        async (req, reply) => {
          const auth = caller(req);
          const workspaceId = requireWorkspace(auth);
          const created = await createTask(rt.createEnv, {
            subtype: kind.subtype,
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
}
