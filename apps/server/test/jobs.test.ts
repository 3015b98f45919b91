import { IMPLEMENTED_SUBTYPES, TASK_SUBTYPES } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';
import {
  boundWorkspace,
  quick,
  recordingDriver,
  startEngine,
  usableVideo,
  type Workspace,
  waitUntil,
} from './tasks-fixtures.ts';

describe(`scheduled recurring tasks (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  let video: string;
  beforeAll(async () => {
    await startEngine(server, recordingDriver(server).driver);
    video = usableVideo(server);
  });
  /** A like job (`job` fields, named 'x' unless told) of the workspace's tag on the video: the answer. */
  const likeJob = (
    ws: Workspace,
    job: { everyMinutes: number; name?: string; startTime?: string },
    body = {},
  ) =>
    ws.api.post('/job/add', {
      name: 'x',
      subtype: 'like',
      ...job,
      body: { name: 'x', accountLabelIds: [ws.tagId], values: [video], ...body },
    });

  it('creates a task every period on the simulated clock until paused', async () => {
    const ws = await boundWorkspace(server, 'job1', { points: 100, devices: 1, accounts: 1 });
    const added = await likeJob(
      ws,
      { name: 'half-hourly like', everyMinutes: 30 },
      {
        name: 'liked by the job',
        ...quick,
      },
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      name: 'half-hourly like',
      subtype: 'like',
      everyMinutes: 30,
      status: 'active',
      runs: 0,
    });
    // The stored body is the validated one, defaults filled in.
    expect(added.body.data.body).toMatchObject({ mode: 'independent', threadCount: 5, intervalTime: 0 });
    const id = added.body.data.id;

    // Half a simulated hour is 0.9 real seconds at this scale.
    const made = () =>
      server.ctx.db
        .selectFrom('tasks')
        .select(['job_id', 'name', 'job_run_key'])
        .where('workspace_id', '=', ws.ownerId)
        .execute();
    await waitUntil(async () => (await made()).length >= 2, 15_000, 'two tasks made by the job');
    const listed = (await ws.api.post('/job/queryAll', {})).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0].runs).toBeGreaterThanOrEqual(2);
    expect(listed[0].lastLogId).toMatch(/^\d+$/);
    expect(listed[0].lastError).toBeNull();
    const tasks = await made();
    expect(tasks.every((t) => t.job_id === id && t.name === 'liked by the job')).toBe(true);
    expect(new Set(tasks.map((t) => t.job_run_key)).size).toBe(tasks.length);

    const paused = await ws.api.post(`/job/pause/${id}`);
    expect(paused.body.message).toBe('Scheduled task paused');
    expect(paused.body.data.status).toBe('paused');
    const runs = paused.body.data.runs;
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await ws.api.post('/job/queryAll', { status: 'paused' })).body.data[0].runs).toBe(runs);
    const resumed = await ws.api.post(`/job/resume/${id}`);
    expect(resumed.body.data.status).toBe('active');
    await ws.api.del(`/job/delete/${id}`);
    expect((await ws.api.post('/job/queryAll', {})).body.data).toEqual([]);
  });

  it('records why a run made no task (not enough points) and keeps its schedule', async () => {
    const ws = await boundWorkspace(server, 'job2', { points: 0, devices: 1, accounts: 1 });
    const added = await likeJob(ws, { name: 'broke', everyMinutes: 600 });
    await waitUntil(
      async () => (await ws.api.post('/job/queryAll', {})).body.data[0].lastError !== null,
      10_000,
      'a run that made no task',
    );
    const job = (await ws.api.post('/job/queryAll', {})).body.data[0];
    expect(job.lastError).toBe('Not enough points: 1 needed, 0 available');
    expect(job.lastLogId).toBeNull();
    expect(Date.parse(job.nextRunTime)).toBeGreaterThan(Date.parse(added.body.data.nextRunTime));
    expect(
      await server.ctx.db.selectFrom('tasks').select('id').where('workspace_id', '=', ws.ownerId).execute(),
    ).toEqual([]);
  });

  it('validates the job and its task body, naming the field', async () => {
    const ws = await boundWorkspace(server, 'job3', { points: 10, devices: 1, accounts: 1 });
    const badBody = await likeJob(ws, { everyMinutes: 5 }, { sleepMin: 9, sleepMax: 1 });
    expect(badBody.status).toBe(400);
    expect(badBody.body.data.errors).toContainEqual({
      field: 'body.sleepMax',
      message: 'Max time cannot be less than min time',
    });
    // A kind declared but not built yet (whichever is left), else none to try.
    const notBuilt = TASK_SUBTYPES.find((s) => !IMPLEMENTED_SUBTYPES.includes(s));
    if (notBuilt) {
      const noKind = await ws.api.post('/job/add', {
        name: 'x',
        subtype: notBuilt,
        everyMinutes: 5,
        body: {},
      });
      expect(noKind.status).toBe(400);
      expect(noKind.body.message).toBe('Tasks of this kind cannot run yet');
    }
    const noPeriod = await ws.api.post('/job/add', { name: 'x', subtype: 'like', everyMinutes: 0, body: {} });
    expect(noPeriod.body.data.errors[0]).toEqual({
      field: 'everyMinutes',
      message: 'everyMinutes must be at least 1',
    });
    expect(
      await server.ctx.db
        .selectFrom('task_jobs')
        .select('id')
        .where('workspace_id', '=', ws.ownerId)
        .execute(),
    ).toEqual([]);
  });

  it('keeps jobs inside their workspace', async () => {
    const a = await boundWorkspace(server, 'job4', { points: 10, devices: 1, accounts: 1 });
    const b = await boundWorkspace(server, 'job5', { points: 10, devices: 1, accounts: 1 });
    const added = await likeJob(a, { name: 'mine', everyMinutes: 10_000, startTime: '2030-01-01T00:00:00Z' });
    const id = added.body.data.id;
    expect((await b.api.post(`/job/pause/${id}`)).status).toBe(404);
    expect((await b.api.put('/job/update', { id, name: 'stolen' })).status).toBe(404);
    expect((await b.api.del(`/job/delete/${id}`)).status).toBe(404);
    expect((await b.api.post('/job/queryAll', {})).body.data).toEqual([]);
    const renamed = await a.api.put('/job/update', { id, name: 'renamed', everyMinutes: 30 });
    expect(renamed.body.data).toMatchObject({
      name: 'renamed',
      everyMinutes: 30,
      nextRunTime: '2030-01-01T00:00:00.000Z',
    });
  });
});
