import { jobEndpoints as api, type Lang, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
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
  const infoOf = async (row: Parameters<typeof jobInfos>[1][number], lang: Lang) =>
    (await jobInfos(db, [row], lang))[0]!;

  route(app, api.add, async (req, reply) => {
    const auth = caller(req);
    const row = await addJob(db, rt, auth, requireWorkspace(auth), req.body, clock.iso());
    rt.engine?.wake();
    const info = await infoOf(row, req.lang);
    reply.code(201);
    return ok(info, translate('common.addSuccess', req.lang));
  });

  route(app, api.update, async (req) => {
    const row = await updateJob(db, rt, caller(req), req.body, clock.iso());
    const info = await infoOf(row, req.lang);
    return ok(info, translate('common.updateSuccess', req.lang));
  });

  route(app, api.list, async (req) =>
    ok(await jobInfos(db, await listJobs(db, caller(req), req.body), req.lang)),
  );

  route(app, api.pause, async (req) => {
    const row = await setJobStatus(db, caller(req), req.params.id, 'paused', clock.iso());
    const info = await infoOf(row, req.lang);
    return ok(info, translate('job.pausedOk', req.lang));
  });

  route(app, api.resume, async (req) => {
    const row = await setJobStatus(db, caller(req), req.params.id, 'active', clock.iso());
    const info = await infoOf(row, req.lang);
    return ok(info, translate('job.resumedOk', req.lang));
  });

  route(app, api.remove, async (req) => {
    const job = await findJob(db, caller(req), req.params.id);
    await db.updateTable('task_jobs').set({ deleted_at: clock.iso() }).where('id', '=', job.id).execute();
    return ok({ count: 1 }, translate('common.deleteSuccess', req.lang));
  });
}
