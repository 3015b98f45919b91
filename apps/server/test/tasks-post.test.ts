import { POST_HASHTAGS_DEFAULT } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { videoMaterial } from './material-fixtures.ts';
import { suiteEngine } from './suite.ts';
import {
  auditTask,
  quoteAndCreate,
  setPrice,
  simCatalogue,
  waitForEnd,
  waitUntil,
  workspace,
} from './tasks-fixtures.ts';

const quick = { sleepMin: 0, sleepMax: 0 };
const POST_PATH = '/tiktok/api/online/post/create';
const POST_PRICE = 4;

describe(`post task: video publishing (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();
  beforeAll(async () => {
    await setPrice(server, 'videoPost', POST_PRICE);
  });

  it('publishes each video material from each account: charged per published video, listed with growing counts', async () => {
    const ws = await workspace(server, { name: 'post1', points: 200, devices: 2, accounts: 2, bound: true });
    const headers = ws.headers;
    const a = await videoMaterial(server, headers, ws.api, 'Sunset');
    const b = await videoMaterial(server, headers, ws.api, 'Harbour');
    let fails = 0;
    rec.script = (action, req) =>
      action === 'publish' && req.account === 'post1_acct_2' && fails++ < 1 ? 'failure' : null;
    const body = {
      accountLabelIds: [ws.tagId],
      materialIds: [a, b],
      titleSource: 'generated',
      language: 'en',
      ...quick,
    };
    const created = await quoteAndCreate(ws, {
      subtype: 'post',
      name: 'evening posts',
      body,
      accounts: 2,
      actions: 4,
      price: 'videoPost',
      unit: POST_PRICE,
    });
    const end = await waitForEnd(ws.api, created.id);
    rec.script = null;
    expect(end.status).toBe('success');
    const audit = await auditTask(server, created.id);
    expect(audit.failed).toBe(1);
    expect(audit.task.points_charged).toBe(audit.done * POST_PRICE);
    expect(audit.task.points_charged + audit.task.points_released).toBe(4 * POST_PRICE);
    expect(audit.ledger.balance).toBe(200 - audit.done * POST_PRICE);

    const list = await ws.api.post('/video/info/queryList?pageNo=1&pageSize=20', {});
    expect(list.status).toBe(200);
    const videos = list.body.data.list as Array<Record<string, unknown>>;
    expect(videos).toHaveLength(audit.done);
    for (const v of videos) {
      expect(v).toMatchObject({
        taskName: 'evening posts',
        titleGenerated: true,
        language: 'en',
        adultOnly: false,
      });
      expect(String(v.videoId)).toMatch(/^\d{19}$/);
      const tags = v.hashtags as string[];
      expect(tags.length).toBeGreaterThanOrEqual(POST_HASHTAGS_DEFAULT.min);
      expect(tags.length).toBeLessThanOrEqual(POST_HASHTAGS_DEFAULT.max);
      // The platform lists it: the lookup the video dialogs use finds it.
      expect(simCatalogue(server).video(String(v.videoId))).toBeDefined();
    }
    // The same material and language give the same generated title whichever account posts it.
    const titles = new Map<string, Set<string>>();
    for (const v of videos)
      titles.set(
        String(v.materialName),
        (titles.get(String(v.materialName)) ?? new Set()).add(String(v.title)),
      );
    for (const set of titles.values()) expect(set.size).toBe(1);
    // Counts grow over simulated time.
    const plays = (rows: Array<Record<string, unknown>>) => rows.reduce((n, v) => n + Number(v.playCount), 0);
    const first = plays(videos);
    await waitUntil(
      async () =>
        plays((await ws.api.post('/video/info/queryList?pageNo=1&pageSize=20', {})).body.data.list) > first,
      10_000,
      'play counts to grow',
    );
    const log = await ws.api.get(`/task/log/${created.logId}?pageNo=1&pageSize=200`);
    expect(
      log.body.data.list.filter((l: { message: string }) =>
        /published ".+" as video \d{19}$/.test(l.message),
      ),
    ).toHaveLength(audit.done);

    // Another workspace sees none of it, and cannot post this workspace's materials.
    const other = await workspace(server, {
      name: 'post2',
      points: 100,
      devices: 1,
      accounts: 1,
      bound: true,
    });
    expect((await other.api.post('/video/info/queryList?pageNo=1&pageSize=20', {})).body.data.total).toBe(0);
    const foreign = await other.api.post(POST_PATH, {
      name: 'x',
      accountLabelIds: [other.tagId],
      materialIds: [a],
      title: 't',
      ...quick,
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses bad input naming the field, before anything is queued or charged', async () => {
    const ws = await workspace(server, { name: 'post3', points: 100, devices: 1, accounts: 1, bound: true });
    const headers = ws.headers;
    const video = await videoMaterial(server, headers, ws.api);
    const text = await ws.api.post('/resource/material/add', {
      name: 'n',
      subtype: 'template',
      tagMode: 'name',
      labelName: 'T',
      texts: 'Hello',
    });
    const base = { name: 'x', accountLabelIds: [ws.tagId], materialIds: [video], ...quick };
    const tasksBefore = await taskCount(ws);
    const noTitle = await ws.api.post(POST_PATH, base);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.data.errors).toContainEqual({ field: 'title', message: 'Please enter a title' });
    const past = await ws.api.post(POST_PATH, {
      ...base,
      title: 't',
      publishAt: new Date(server.ctx.clock.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.data.errors[0]).toMatchObject({ field: 'publishAt' });
    const notVideo = await ws.api.post(POST_PATH, {
      ...base,
      title: 't',
      materialIds: [text.body.data.ids[0]],
    });
    expect(notVideo.status).toBe(422);
    expect(notVideo.body.data.errors[0]).toMatchObject({ field: 'materialIds.0' });
    const noTemplates = await ws.api.post(POST_PATH, { ...base, titleSource: 'template' });
    expect(noTemplates.body.data.errors[0]).toMatchObject({ field: 'templateIds' });
    const reversed = await ws.api.post(POST_PATH, { ...base, title: 't', hashtagMin: 3, hashtagMax: 1 });
    expect(reversed.body.data.errors[0]).toMatchObject({ field: 'hashtagMax' });
    expect(await taskCount(ws)).toBe(tasksBefore);
    const balance = await ws.api.get('/user/info/get');
    expect(balance.body.data.balance).toBe(100);
  });

  it('a scheduled post waits for its time; its material cannot be deleted meanwhile; stop releases the points', async () => {
    const ws = await workspace(server, { name: 'post4', points: 100, devices: 1, accounts: 1, bound: true });
    const headers = ws.headers;
    const video = await videoMaterial(server, headers, ws.api, 'Later');
    const publishAt = new Date(server.ctx.clock.now() + 7 * 86_400_000).toISOString();
    const created = await ws.api.post(POST_PATH, {
      name: 'next week',
      accountLabelIds: [ws.tagId],
      materialIds: [video],
      titleSource: 'template',
      templateIds: (
        await ws.api.post('/resource/material/add', {
          name: 'tpl',
          subtype: 'template',
          tagMode: 'name',
          labelName: 'T',
          texts: 'Weekly recap ✨',
        })
      ).body.data.ids,
      publishAt,
      adultOnly: true,
      language: 'vi',
      ...quick,
    });
    expect(created.status).toBe(201);
    const step = await server.ctx.db
      .selectFrom('task_steps')
      .selectAll()
      .where('task_id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(step.run_at)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    const refused = await ws.api.del(`/resource/material/delete/${video}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Material "Later" is still needed by scheduled task "next week"');
    await ws.api.post(`/task/info/stop/${created.body.data.id}`);
    const audit = await auditTask(server, created.body.data.id);
    expect(audit.task.points_charged).toBe(0);
    expect(audit.task.points_released).toBe(POST_PRICE);
    expect((await ws.api.del(`/resource/material/delete/${video}`)).status).toBe(200);
  });

  it('a recurring post (a job) publishes once per occurrence', async () => {
    const ws = await workspace(server, { name: 'post5', points: 200, devices: 1, accounts: 1, bound: true });
    const headers = ws.headers;
    const video = await videoMaterial(server, headers, ws.api, 'Daily');
    const added = await ws.api.post('/job/add', {
      name: 'hourly post',
      subtype: 'post',
      everyMinutes: 60,
      body: {
        name: 'hourly',
        accountLabelIds: [ws.tagId],
        materialIds: [video],
        title: 'Every hour',
        ...quick,
      },
    });
    expect(added.status).toBe(201);
    const made = () =>
      server.ctx.db
        .selectFrom('tasks')
        .select(['id', 'job_run_key', 'status'])
        .where('job_id', '=', added.body.data.id)
        .execute();
    await waitUntil(
      async () => (await made()).filter((t) => t.status === 'success').length >= 2,
      20_000,
      'two runs',
    );
    await ws.api.post(`/job/pause/${added.body.data.id}`);
    const runs = await made();
    expect(new Set(runs.map((t) => t.job_run_key)).size).toBe(runs.length);
    const finished = runs.filter((t) => t.status === 'success');
    const published = await server.ctx.db
      .selectFrom('published_videos')
      .select(['task_id'])
      .where(
        'task_id',
        'in',
        finished.map((t) => t.id),
      )
      .execute();
    // One video per occurrence (the simulated platform may fail a try; then that occurrence has none).
    const perTask = new Map<number, number>();
    for (const p of published) perTask.set(p.task_id, (perTask.get(p.task_id) ?? 0) + 1);
    for (const n of perTask.values()) expect(n).toBe(1);
    expect(perTask.size).toBeGreaterThanOrEqual(1);
  });
});

async function taskCount(ws: {
  api: { post: (u: string, b: unknown) => Promise<{ body: { data: { total: number } } }> };
}) {
  return (await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', { subtype: 'post' })).body.data
    .total;
}
