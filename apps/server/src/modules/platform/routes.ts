import { type TaskSubtype, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { createTask } from '../../engine/create.ts';
import { type App, caller } from '../../http/context.ts';
import { requireWorkspace } from '../../http/workspace.ts';

/**
 * Task creation (spec 7 "Platform actions", POST under /tiktok/api/online):
 * one route per path a task kind declares, validated by the kind's body
 * schema. The task is planned, held for and queued in one transaction; the
 * engine picks it up at once. Everything runs against the simulator.
 */
/** Spec 7 "Platform actions" and the kind each creates. */
const SPEC_PATHS: ReadonlyArray<readonly [string, TaskSubtype]> = [
  ['/tiktok/api/online/comment/like', 'like'],
  ['/tiktok/api/online/user/follow', 'follow'],
  ['/tiktok/api/online/comment/publish', 'comments'],
  ['/tiktok/api/online/send/message', 'message'],
  ['/tiktok/api/online/view', 'view'],
  ['/tiktok/api/online/comment/save', 'save'],
  ['/tiktok/api/online/maintenance', 'maintenance'],
  ['/tiktok/api/online/post/create', 'post'],
];

export async function platformRoutes(app: App) {
  const rt = app.tasks;
  const served = new Set([...rt.kinds.values()].flatMap((k) => k.paths));
  // A spec path whose kind is not built yet says so (501) instead of a bare 404.
  for (const [path, subtype] of SPEC_PATHS) {
    if (served.has(path)) continue;
    app.post(
      path,
      { schema: { tags: ['tasks'], summary: `Create a ${subtype} task (this kind cannot run yet)` } },
      async () => {
        throw new AppError(501, 'task.kindUnavailable', { data: { subtype } });
      },
    );
  }
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
