import { idParams, jobAddBody, jobQueryBody, jobUpdateBody, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { addJob, findJob, jobInfos, listJobs, setJobStatus, updateJob } from './service.ts';

/**
 * Scheduled recurring tasks (spec 7 `/job/*`): every `everyMinutes` on the
 * simulated clock the engine creates a task from the job's body, as if it
 * had been submitted then (held for, refused when the points do not cover it).
 */
export async function jobRoutes(app: App) {
  const { db, clock } = app.ctx;
  const rt = app.tasks;
  const tags = ['jobs'];

  app.post(
    '/job/add',
    { schema: { tags, summary: 'Schedule a recurring task', body: jobAddBody } },
    async (req, reply) => {
      const auth = caller(req);
      const row = await addJob(db, rt, auth, requireWorkspace(auth), req.body, clock.iso());
      rt.engine?.wake();
      const [info] = await jobInfos(db, [row], req.lang);
      return reply.code(201).send(ok(info, translate('common.addSuccess', req.lang)));
    },
  );

  app.put(
    '/job/update',
    { schema: { tags, summary: 'Change a recurring task', body: jobUpdateBody } },
    async (req) => {
      const row = await updateJob(db, rt, caller(req), req.body, clock.iso());
      const [info] = await jobInfos(db, [row], req.lang);
      return ok(info, translate('common.updateSuccess', req.lang));
    },
  );

  app.post(
    '/job/queryAll',
    { schema: { tags, summary: 'Every recurring task of the workspace, newest first', body: jobQueryBody } },
    async (req) => ok(await jobInfos(db, await listJobs(db, caller(req), req.body), req.lang)),
  );

  app.post(
    '/job/pause/:id',
    { schema: { tags, summary: 'Pause a recurring task: no new tasks until resumed', params: idParams } },
    async (req) => {
      const row = await setJobStatus(db, caller(req), req.params.id, 'paused', clock.iso());
      const [info] = await jobInfos(db, [row], req.lang);
      return ok(info, translate('job.pausedOk', req.lang));
    },
  );

  app.post(
    '/job/resume/:id',
    { schema: { tags, summary: 'Resume a paused recurring task', params: idParams } },
    async (req) => {
      const row = await setJobStatus(db, caller(req), req.params.id, 'active', clock.iso());
      const [info] = await jobInfos(db, [row], req.lang);
      return ok(info, translate('job.resumedOk', req.lang));
    },
  );

  app.delete(
    '/job/delete/:id',
    { schema: { tags, summary: 'Delete a recurring task (its tasks stay)', params: idParams } },
    async (req) => {
      const job = await findJob(db, caller(req), req.params.id);
      await db.updateTable('task_jobs').set({ deleted_at: clock.iso() }).where('id', '=', job.id).execute();
      return ok({ count: 1 }, translate('common.deleteSuccess', req.lang));
    },
  );
}
