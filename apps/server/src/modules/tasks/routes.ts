import { taskEndpoints as api, TASK_KINDS, type TaskKindEntry, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { deleteTasks, pauseTask, resumeTask, stopTask } from '../../engine/index.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { quoteTask } from './quote.ts';
import {
  failedAccountsText,
  findTask,
  findTaskByLogId,
  listTasks,
  logPage,
  logText,
  maintenanceStats,
  taskCreators,
  taskInfoOf,
  toProgress,
  valuePage,
  visibleTaskIds,
} from './service.ts';

/**
 * The task calls of spec 7 (`/task/info/*`) and the task dialog's calls by
 * logId (`/task/log/{logId}`...). A task outside the caller's workspace
 * answers 404 everywhere, logs and exports included.
 */
export async function taskRoutes(app: App) {
  const { db } = app.ctx;
  const rt = app.tasks;

  route(app, api.list, async (req) => ok(await listTasks(db, caller(req), req.query, req.body, req.lang)));

  route(app, api.creators, async (req) => ok(await taskCreators(db, caller(req))));

  route(app, api.quote, async (req) => {
    const auth = caller(req);
    const workspaceId = requireWorkspace(auth);
    return ok(
      await quoteTask(rt, app.ctx.secrets, {
        ...req.body,
        workspaceId,
        payerId: workspaceId,
        lang: req.lang,
      }),
    );
  });

  route(app, api.remove, async (req) => {
    const task = await findTask(db, caller(req), req.params.id);
    await deleteTasks(rt.control, [task.id]);
    await rt.engine?.abortTask(task.id);
    return ok({ count: 1 }, translate('common.deleteSuccess', req.lang));
  });

  route(app, api.removeMany, async (req) => {
    const ids = await visibleTaskIds(db, caller(req), req.body.ids);
    const count = await deleteTasks(rt.control, ids);
    for (const id of ids) await rt.engine?.abortTask(id);
    return ok({ count }, translate('common.deleteSuccess', req.lang));
  });

  route(app, api.pause, async (req) => {
    const task = await findTask(db, caller(req), req.params.id);
    const row = await pauseTask(rt.control, task.id);
    return ok(await taskInfoOf(db, row, req.lang), translate('task.pausedOk', req.lang));
  });

  route(app, api.resume, async (req) => {
    const task = await findTask(db, caller(req), req.params.id);
    const row = await resumeTask(rt.control, task.id);
    rt.engine?.wake();
    return ok(await taskInfoOf(db, row, req.lang), translate('task.resumedOk', req.lang));
  });

  route(app, api.stop, async (req) => {
    const task = await findTask(db, caller(req), req.params.id);
    await stopTask(rt.control, task.id);
    await rt.engine?.abortTask(task.id);
    const row = await findTask(db, caller(req), task.id);
    return ok(await taskInfoOf(db, row, req.lang), translate('task.stoppedOk', req.lang));
  });

  route(app, api.maintenance, async (req) => {
    const task = await findTask(db, caller(req), req.params.id);
    // Per-action statistics exist only for kinds counted by action (maintenance).
    if (TASK_KINDS[task.subtype].counters !== 'actions') throw new AppError(404, 'common.notFound');
    return ok(await maintenanceStats(db, task));
  });

  route(app, api.progress, async (req) => ok(toProgress(await findTask(db, caller(req), req.params.id))));

  route(app, api.logById, async (req) =>
    ok(await logPage(db, await findTask(db, caller(req), req.params.id), req.query, req.lang)),
  );

  route(app, api.value, async (req) =>
    ok(await valuePage(db, await findTask(db, caller(req), req.params.id), req.query)),
  );

  route(app, api.log, async (req) =>
    ok(await logPage(db, await findTaskByLogId(db, caller(req), req.params.logId), req.query, req.lang)),
  );

  route(app, api.status, async (req) =>
    ok(toProgress(await findTaskByLogId(db, caller(req), req.params.logId))),
  );

  route(app, api.exportLog, async (req, reply) => {
    const task = await findTaskByLogId(db, caller(req), req.params.logId);
    const accounts =
      req.query.level === 'ERROR' && (TASK_KINDS[task.subtype] as TaskKindEntry).accountObjects === true;
    const text = accounts
      ? await failedAccountsText(db, app.ctx.secrets, task)
      : await logText(db, task, req.query.level, req.lang);
    // The task exists; its log (of that level) is empty: said plainly, not as a missing page.
    if (!text) throw new AppError(422, 'common.noDataToExport');
    const stamp = app.ctx.clock.iso().replace(/[-:]/g, '').replace(/\..*$/, '');
    const level = req.query.level ? `-${accounts ? 'failed-accounts' : req.query.level.toLowerCase()}` : '';
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${task.subtype}${level}-${stamp}.txt"`)
      .send(text);
  });
}
