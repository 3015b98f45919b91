import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/engine/jobs.ts';
import type { LedgerPort } from '../src/engine/ports.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { adminPerson, unique } from './admin-fixtures.ts';
import { type Client, client, ok } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';
import {
  boundWorkspace,
  likeTask,
  quick,
  recordingDriver,
  startEngine,
  usableVideo,
  type Workspace,
} from './tasks-fixtures.ts';

/**
 * Issue 37 point 3, "people who can no longer act stop spending": disabling or
 * demoting a staff member, or the admin disabling an owner or agent, pauses
 * the scheduled jobs and queued tasks they created in the same transaction,
 * tells the owner, and resumes nothing when they are enabled again; the job
 * runner itself refuses to make a task for a creator who can no longer act.
 */
describe(`people who can no longer act stop spending (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  const db = () => server.ctx.db;
  /** Half a simulated hour is 0.9 real seconds: 3 s is several runs of a 30-minute job, and the runner's 1 s pace. */
  const severalRuns = () => new Promise((r) => setTimeout(r, 3_000));

  async function staff(ws: Workspace, roles: string[], name = 'Ann') {
    const body = { username: unique('staff'), password: 'secret123', roles, name };
    const added = ok(await ws.api.post('/user/division/add', body), 'staff');
    const headers = { authorization: `Bearer ${await createSession(db(), added.id)}` };
    return { id: added.id as number, api: client(server, headers) };
  }

  const likeJob = (api: Client, ws: Workspace, startTime = new Date(server.ctx.clock.now()).toISOString()) =>
    api.post('/job/add', {
      name: unique('job'),
      subtype: 'like',
      everyMinutes: 30,
      startTime,
      body: {
        name: 'liked by the job',
        accountLabelIds: [ws.tagId],
        values: [usableVideo(server)],
        ...quick,
      },
    });

  const tasksOf = (ws: Workspace) =>
    db()
      .selectFrom('tasks')
      .select(['id', 'status', 'job_id', 'user_id'])
      .where('workspace_id', '=', ws.ownerId);
  const jobRow = (id: number) =>
    db().selectFrom('task_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The job is due now: the runner, finding its creator can no longer act, pauses it and makes no task. */
  const runsPausedNow = async (jobId: number, ws: Workspace) => {
    await db()
      .updateTable('task_jobs')
      .set({ next_run_at: new Date(server.ctx.clock.now()).toISOString() })
      .where('id', '=', jobId)
      .execute();
    await expect.poll(async () => (await jobRow(jobId)).status, { timeout: 15_000 }).toBe('paused');
    expect(await tasksOf(ws).execute()).toEqual([]);
  };
  const unreadOf = async (api: Client) =>
    (await api.post('/system/message/queryList?pageNo=1&pageSize=20', { flag: true })).body.data
      .list as Array<{
      type: string;
      message: string;
      mark: string | null;
    }>;

  /** The engine off while work is made, so a task stays queued (not yet started). */
  const engineOff = () => server.tasks.stopEngine();
  const engineOn = () => startEngine(server, recordingDriver(server).driver);

  it('disabling a staff member pauses their scheduled jobs and queued tasks, tells the owner, and re-enabling resumes nothing', async () => {
    await engineOff();
    const ws = await boundWorkspace(server, unique('sd'), { points: 1000, devices: 1, accounts: 1 });
    const ann = await staff(ws, ['operator'], 'Ann');
    const job = ok(await likeJob(ann.api, ws), 'job');
    const queued = ok(
      await likeTask({ api: ann.api, tagId: ws.tagId }, 'queued by Ann', [usableVideo(server)]),
      'task',
    );
    // Work of someone else in the workspace is not theirs to lose.
    const ownersJob = ok(await likeJob(ws.api, ws, '2099-01-01T00:00:00Z'), 'owner job');

    const disabled = await ws.api.put('/user/division/update', { id: ann.id, status: 'disabled' });
    expect(disabled.status).toBe(200);

    expect(await jobRow(job.id)).toMatchObject({ status: 'paused', runs: 0 });
    expect((await jobRow(ownersJob.id)).status).toBe('active');
    const task = await tasksOf(ws).where('id', '=', queued.id).executeTakeFirstOrThrow();
    expect(task.status).toBe('paused');
    const waiting = await db()
      .selectFrom('task_steps')
      .select('state')
      .where('task_id', '=', queued.id)
      .where('state', 'in', ['ready', 'scheduled'])
      .execute();
    expect(waiting).toEqual([]);
    const [notice] = await unreadOf(ws.api);
    expect(notice).toMatchObject({
      type: 'task',
      message:
        'Ann can no longer create tasks (disabled): paused 1 scheduled task and 1 queued task, 0 running tasks keep running. Nothing resumes by itself: resume or stop them on their task screens',
      // Both are like tasks: the click opens the like screen (its tasks and its scheduled jobs).
      mark: '/toker/like',
    });
    const zh = (await unreadOf(client(server, ws.headers, 'zh-CN')))[0];
    expect(zh?.message).toBe(
      'Ann 已不能创建任务（已停用）：已暂停 1 个定时任务和 1 个排队中的任务，0 个执行中的任务继续执行。它们不会自动恢复，请在各自的任务页面手动恢复或停止',
    );
    const listed = ok(await ws.api.post('/job/queryAll', {}), 'jobs').find(
      (j: { id: number }) => j.id === job.id,
    );
    expect(listed.lastError).toBe(
      'Paused: Ann can no longer create tasks (disabled); it resumes only by hand',
    );
    const log = ok(await ws.api.get(`/task/info/log/${queued.id}?pageNo=1&pageSize=200`), 'log');
    expect(JSON.stringify(log)).toContain('Task paused: Ann can no longer create tasks (disabled)');

    // Its time comes (and comes again): no task is made, nothing is held for it.
    await engineOn();
    await severalRuns();
    expect(await tasksOf(ws).where('job_id', '=', job.id).execute()).toEqual([]);
    expect((await jobRow(job.id)).runs).toBe(0);
    expect((await tasksOf(ws).where('id', '=', queued.id).executeTakeFirstOrThrow()).status).toBe('paused');

    // The owner cannot resume it while Ann cannot act: its next run would only pause it again.
    const early = await ws.api.post(`/job/resume/${job.id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Ann, who created this scheduled task, can no longer create tasks (disabled): restore their access first, or schedule the task again yourself',
    );

    // Enabled again: still nothing runs until the owner resumes it by hand.
    ok(await ws.api.put('/user/division/update', { id: ann.id, status: 'active' }), 'enable');
    await severalRuns();
    expect((await jobRow(job.id)).status).toBe('paused');
    expect(await tasksOf(ws).where('job_id', '=', job.id).execute()).toEqual([]);
    expect((await tasksOf(ws).where('id', '=', queued.id).executeTakeFirstOrThrow()).status).toBe('paused');
    ok(await ws.api.post(`/job/resume/${job.id}`), 'resume');
    await expect
      .poll(async () => (await tasksOf(ws).where('job_id', '=', job.id).execute()).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  });

  it('a role without Task Management pauses the same way, naming the reason', async () => {
    await engineOff();
    const ws = await boundWorkspace(server, unique('sd'), { points: 1000, devices: 1, accounts: 1 });
    const bob = await staff(ws, ['operator', 'service'], 'Bob');
    const job = ok(await likeJob(bob.api, ws), 'job');
    // Keeping a role with tasks changes nothing.
    ok(await ws.api.put('/user/division/update', { id: bob.id, roles: ['manager'] }), 'still tasks');
    expect((await jobRow(job.id)).status).toBe('active');
    expect(await unreadOf(ws.api)).toEqual([]);

    ok(await ws.api.put('/user/division/update', { id: bob.id, roles: ['service'] }), 'demote');
    expect((await jobRow(job.id)).status).toBe('paused');
    const zh = (await unreadOf(client(server, ws.headers, 'zh-CN')))[0];
    expect(zh?.message).toContain(
      'Bob 已不能创建任务（其角色已不含任务管理）：已暂停 1 个定时任务和 0 个排队中的任务',
    );
    await engineOn();
    await severalRuns();
    expect(await tasksOf(ws).execute()).toEqual([]);
  });

  it('the admin disabling an agent pauses every job and queued task of the workspace (staff’s too) and tells the agent', async () => {
    await engineOff();
    const admin = client(server, (await adminPerson(server)).headers);
    const ws = await boundWorkspace(server, unique('sd'), { points: 1000, devices: 1, accounts: 1 });
    ok(await admin.put('/admin/user/update', { id: ws.ownerId, level: 1 }), 'made an agent');
    const cy = await staff(ws, ['operator'], 'Cy');
    const ownJob = ok(await likeJob(ws.api, ws), 'own job');
    const staffJob = ok(await likeJob(cy.api, ws), 'staff job');
    const ownTask = ok(await likeTask(ws, 'queued by the agent', [usableVideo(server)]), 'task');
    const ownerName = (
      await db().selectFrom('users').select('username').where('id', '=', ws.ownerId).executeTakeFirstOrThrow()
    ).username;

    ok(await admin.put('/admin/user/update', { id: ws.ownerId, status: 'disabled' }), 'disable');
    expect((await jobRow(ownJob.id)).status).toBe('paused');
    expect((await jobRow(staffJob.id)).status).toBe('paused');
    expect((await tasksOf(ws).where('id', '=', ownTask.id).executeTakeFirstOrThrow()).status).toBe('paused');

    await engineOn();
    await severalRuns();
    ok(await admin.put('/admin/user/update', { id: ws.ownerId, status: 'active' }), 'enable');
    await severalRuns();
    expect(await tasksOf(ws).where('job_id', 'is not', null).execute()).toEqual([]);
    expect((await jobRow(ownJob.id)).status).toBe('paused');
    expect((await jobRow(staffJob.id)).status).toBe('paused');
    // Their old session ended with the disabling; a new one reads what happened.
    const back = client(server, { authorization: `Bearer ${await createSession(db(), ws.ownerId)}` });
    const [notice] = await unreadOf(back);
    expect(notice?.message).toBe(
      `${ownerName} can no longer create tasks (disabled): paused 2 scheduled tasks and 1 queued task, 0 running tasks keep running. Nothing resumes by itself: resume or stop them on their task screens`,
    );
    ok(await back.post(`/job/resume/${staffJob.id}`), 'the owner resumes by hand');
  });

  it('staff of an owner the admin disabled cannot spend directly either: their sessions end and their login is refused', async () => {
    const admin = client(server, (await adminPerson(server)).headers);
    const ws = await boundWorkspace(server, unique('sd'), { points: 1000, devices: 1, accounts: 1 });
    const username = unique('staff');
    ok(
      await ws.api.post('/user/division/add', {
        username,
        password: 'secret123',
        roles: ['operator'],
        name: 'Dee',
      }),
      'staff',
    );
    const dee = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password: 'secret123' },
    });
    const deeApi = client(server, { authorization: `Bearer ${dee.json().data.token}` });
    ok(
      await likeTask({ api: deeApi, tagId: ws.tagId }, 'before', [usableVideo(server)]),
      'a task while the owner is active',
    );

    ok(await admin.put('/admin/user/update', { id: ws.ownerId, status: 'disabled' }), 'disable the owner');
    const after = await likeTask({ api: deeApi, tagId: ws.tagId }, 'after', [usableVideo(server)]);
    expect(after.status).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password: 'secret123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      'The owner of this workspace is disabled, so its staff cannot sign in; contact your superior',
    );
    expect(await tasksOf(ws).where('name', '=', 'after').execute()).toEqual([]);
  });

  it('the job runner makes no task for a creator who can no longer act: it pauses the job and says why', async () => {
    await engineOn();
    const ws = await boundWorkspace(server, unique('sd'), { points: 1000, devices: 1, accounts: 1 });
    const dee = await staff(ws, ['operator'], 'Dee');
    const later = new Date(server.ctx.clock.now() + 24 * 3600_000).toISOString();
    const job = ok(await likeJob(dee.api, ws, later), 'job');
    // A change that did not go through the console (or raced the run): the runner still refuses.
    await db().updateTable('users').set({ status: 'disabled' }).where('id', '=', dee.id).execute();
    await runsPausedNow(job.id, ws);
    // No run is counted for it.
    expect((await jobRow(job.id)).runs).toBe(0);
    const zhJob = ok(await client(server, ws.headers, 'zh-CN').post('/job/queryAll', {}), 'jobs')[0];
    expect(zhJob.lastError).toBe('已暂停：Dee 已不能创建任务（已停用），只能手动恢复');
    expect((await unreadOf(ws.api))[0]?.message).toContain(
      'Dee can no longer create tasks (disabled): paused 1 scheduled task and 0 queued tasks',
    );

    // The same when the workspace owner is the one disabled.
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', dee.id).execute();
    ok(await ws.api.post(`/job/resume/${job.id}`), 'resume');
    await db().updateTable('users').set({ status: 'disabled' }).where('id', '=', ws.ownerId).execute();
    await runsPausedNow(job.id, ws);
    expect(JSON.parse((await jobRow(job.id)).last_error ?? '{}')).toMatchObject({
      key: 'job.creatorCannotAct',
      params: { name: 'Dee', reason: 'standDown.ownerDisabled' },
    });
  });

  it('a disabling that lands while a run makes its task pauses that task too', async () => {
    await engineOff();
    const ws = await boundWorkspace(server, unique('sd'), { points: 1000, devices: 1, accounts: 1 });
    const eve = await staff(ws, ['operator'], 'Eve');
    const job = ok(await likeJob(eve.api, ws), 'job');
    const rt = server.tasks;
    // Eve is disabled in the very transaction that makes the run's task (after the runner's first look).
    const ledger: LedgerPort = {
      ...rt.createEnv.ledger,
      hold: async (trx, move) => {
        // Other workspaces' jobs due now (the earlier tests') are left alone.
        if (move.userId === ws.ownerId)
          await trx.updateTable('users').set({ status: 'disabled' }).where('id', '=', eve.id).execute();
        return rt.createEnv.ledger.hold(trx, move);
      },
    };
    await runDueJobs(server.ctx, { ...rt, createEnv: { ...rt.createEnv, ledger } });
    const made = await tasksOf(ws).execute();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ job_id: job.id, status: 'paused' });
    expect((await jobRow(job.id)).status).toBe('paused');
    expect((await unreadOf(ws.api))[0]?.message).toContain(
      'Eve can no longer create tasks (disabled): paused 1 scheduled task and 1 queued task',
    );
    await engineOn();
    await severalRuns();
    expect((await tasksOf(ws).execute()).map((t) => t.status)).toEqual(['paused']);
  });
});
