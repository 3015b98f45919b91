import {
  logIdParams,
  taskDeletesBody,
  taskIdParams,
  taskListBody,
  taskLogExportQuery,
  taskLogQuery,
  taskPageQuery,
  taskQuoteBody,
  taskValueQuery,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { deleteTasks, pauseTask, resumeTask, stopTask } from '../../engine/control.ts';
import { type App, caller } from '../../http/context.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { quoteTask } from './quote.ts';
import {
  findTask,
  findTaskByLogId,
  listTasks,
  logPage,
  logText,
  maintenanceStats,
  toProgress,
  toTaskInfo,
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
  const tags = ['tasks'];

  app.post(
    '/task/info/queryList',
    {
      schema: {
        tags,
        summary: 'List tasks, newest first; numberId finds one by its logId (page size 2 for that lookup)',
        querystring: taskPageQuery,
        body: taskListBody,
      },
    },
    async (req) => ok(await listTasks(db, caller(req), req.query, req.body, req.lang)),
  );

  app.post(
    '/task/info/quote',
    {
      schema: {
        tags,
        summary:
          'Plan and cost of a creation body without creating it: accounts, devices, actions, points, balance after, and each problem on its field',
        body: taskQuoteBody,
      },
    },
    async (req) => {
      const auth = caller(req);
      const workspaceId = requireWorkspace(auth);
      return ok(await quoteTask(rt, { ...req.body, workspaceId, payerId: workspaceId, lang: req.lang }));
    },
  );

  app.delete(
    '/task/info/delete/:id',
    { schema: { tags, summary: 'Delete a task (a running one is stopped first)', params: taskIdParams } },
    async (req) => {
      const task = await findTask(db, caller(req), req.params.id);
      await deleteTasks(rt.control, [task.id]);
      await rt.engine?.abortTask(task.id);
      return ok({ count: 1 }, translate('common.deleteSuccess', req.lang));
    },
  );

  app.delete(
    '/task/info/deletes',
    {
      schema: {
        tags,
        summary: 'Delete tasks; one id out of reach fails the whole request',
        body: taskDeletesBody,
      },
    },
    async (req) => {
      const ids = await visibleTaskIds(db, caller(req), req.body.ids);
      const count = await deleteTasks(rt.control, ids);
      for (const id of ids) await rt.engine?.abortTask(id);
      return ok({ count }, translate('common.deleteSuccess', req.lang));
    },
  );

  app.post(
    '/task/info/pause/:id',
    {
      schema: {
        tags,
        summary: 'Pause a queued or running task; running actions finish',
        params: taskIdParams,
      },
    },
    async (req) => {
      const task = await findTask(db, caller(req), req.params.id);
      const row = await pauseTask(rt.control, task.id);
      return ok(toTaskInfo(row, req.lang), translate('task.pausedOk', req.lang));
    },
  );

  app.post(
    '/task/info/resume/:id',
    { schema: { tags, summary: 'Resume a paused task', params: taskIdParams } },
    async (req) => {
      const task = await findTask(db, caller(req), req.params.id);
      const row = await resumeTask(rt.control, task.id);
      rt.engine?.wake();
      return ok(toTaskInfo(row, req.lang), translate('task.resumedOk', req.lang));
    },
  );

  app.post(
    '/task/info/stop/:id',
    {
      schema: {
        tags,
        summary: 'Stop a task: waiting actions are cancelled, running ones aborted, unused points released',
        params: taskIdParams,
      },
    },
    async (req) => {
      const task = await findTask(db, caller(req), req.params.id);
      await stopTask(rt.control, task.id);
      await rt.engine?.abortTask(task.id);
      const row = await findTask(db, caller(req), task.id);
      return ok(toTaskInfo(row, req.lang), translate('task.stoppedOk', req.lang));
    },
  );

  app.get(
    '/task/info/maintenance/:id',
    { schema: { tags, summary: 'Per-action counts of a maintenance task', params: taskIdParams } },
    async (req) => {
      const task = await findTask(db, caller(req), req.params.id);
      if (task.subtype !== 'maintenance') throw new AppError(404, 'common.notFound');
      return ok(await maintenanceStats(db, task));
    },
  );

  app.get(
    '/task/info/progress/:id',
    { schema: { tags, summary: 'Status, progress (0-100) and counters of a task', params: taskIdParams } },
    async (req) => ok(toProgress(await findTask(db, caller(req), req.params.id))),
  );

  app.get(
    '/task/info/log/:id',
    {
      schema: {
        tags,
        summary: 'A page of a task log (200 lines, oldest first)',
        params: taskIdParams,
        querystring: taskLogQuery,
      },
    },
    async (req) => ok(await logPage(db, await findTask(db, caller(req), req.params.id), req.query, req.lang)),
  );

  app.get(
    '/task/info/value/:id',
    {
      schema: {
        tags,
        summary: 'The objects of a task (one per account or target) and their outcomes',
        params: taskIdParams,
        querystring: taskValueQuery,
      },
    },
    async (req) => ok(await valuePage(db, await findTask(db, caller(req), req.params.id), req.query)),
  );

  app.get(
    '/task/log/:logId',
    {
      schema: {
        tags,
        summary: 'Task dialog: a page of the log by logId; afterId returns only newer lines',
        params: logIdParams,
        querystring: taskLogQuery,
      },
    },
    async (req) =>
      ok(await logPage(db, await findTaskByLogId(db, caller(req), req.params.logId), req.query, req.lang)),
  );

  app.get(
    '/task/log/:logId/status',
    { schema: { tags, summary: 'Task dialog: status, progress and counters by logId', params: logIdParams } },
    async (req) => ok(toProgress(await findTaskByLogId(db, caller(req), req.params.logId))),
  );

  app.get(
    '/task/log/:logId/export',
    {
      schema: {
        tags,
        summary:
          'Export the log (level=ERROR: the failed objects) as a text file named after the kind and the time',
        params: logIdParams,
        querystring: taskLogExportQuery,
      },
    },
    async (req, reply) => {
      const task = await findTaskByLogId(db, caller(req), req.params.logId);
      const text = await logText(db, task, req.query.level, req.lang);
      // The task exists; its log (of that level) is empty: said plainly, not as a missing page.
      if (!text) throw new AppError(422, 'common.noDataToExport');
      const stamp = app.ctx.clock.iso().replace(/[-:]/g, '').replace(/\..*$/, '');
      const level = req.query.level ? `-${req.query.level.toLowerCase()}` : '';
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${task.subtype}${level}-${stamp}.txt"`)
        .send(text);
    },
  );
}
