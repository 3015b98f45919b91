import { taskCreateEndpoints } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { suiteEngine } from './suite.ts';
import { auditTask, usableVideos, waitForEnd, workspace } from './tasks-fixtures.ts';

const quick = { sleepMin: 0, sleepMax: 0 };

describe(`task API (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();
  let ids: string[];
  beforeAll(async () => {
    ids = usableVideos(server, 30);
  });

  it('runs a maintenance task: per-action counters, the per-action table, log lines with video ids', async () => {
    const ws = await workspace(server, { name: 'maint1', points: 500, devices: 2, accounts: 2, bound: true });
    const created = await ws.api.post('/tiktok/api/online/maintenance', {
      name: 'nurture',
      accountLabelIds: [ws.tagId],
      keywords: ['cooking', 'travel'],
      viewCount: 3,
      saveCount: 1,
      shareCount: 1,
      likeCount: 2,
      followCount: 1,
      commentCount: 1,
      commentTexts: ['so good @luna @max'],
      ...quick,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ number: 18, accounts: 2, pointsHeld: 20 });
    const end = await waitForEnd(ws.api, created.body.data.id);
    const m = end.message;
    expect(m.viewSuccess + m.viewFailed).toBe(6);
    expect(m.saveSuccess + m.saveFailed).toBe(2);
    expect(m.likeSuccess + m.likeFailed).toBe(4);
    expect(m.followSuccess + m.followFailed).toBe(2);
    expect(m.commentSuccess + m.commentFailed).toBe(2);
    expect(m.success + m.failed + m.error).toBe(18);

    const table = await ws.api.get(`/task/info/maintenance/${created.body.data.id}`);
    const play = table.body.data.actions.find((a: { action: string }) => a.action === 'play');
    expect(play).toEqual({
      action: 'play',
      planned: 6,
      success: m.viewSuccess,
      failed: expect.any(Number),
      error: expect.any(Number),
      cancelled: 0,
    });
    expect(play.failed + play.error).toBe(m.viewFailed);

    const info = await ws.api.get(`/task/info/log/${created.body.data.id}?level=INFO`);
    const playLines = info.body.data.list.filter((l: { message: string }) =>
      / play \d{19}: success$/.test(l.message),
    );
    expect(playLines.length).toBe(m.viewSuccess);

    const audit = await auditTask(server, created.body.data.id);
    expect(audit.task.points_charged).toBe(audit.priceOfDoneSteps);
    expect(audit.ledger.balance).toBe(500 - audit.priceOfDoneSteps);
    expect(audit.ledger.held).toBe(0);
    // Not a maintenance task: its table is not found.
    const like = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'l',
      accountLabelIds: [ws.tagId],
      values: [ids[0]],
      ...quick,
    });
    expect((await ws.api.get(`/task/info/maintenance/${like.body.data.id}`)).status).toBe(404);
  });

  it('lists by type, subtype and numberId, newest first, with the task row of the spec', async () => {
    const ws = await workspace(server, { name: 'list1', points: 500, devices: 2, accounts: 2, bound: true });
    const a = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'first',
      accountLabelIds: [ws.tagId],
      values: [ids[1]],
      ...quick,
    });
    const b = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'second',
      accountLabelIds: [ws.tagId],
      values: [ids[2]],
      ...quick,
    });
    await waitForEnd(ws.api, b.body.data.id);
    const all = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {
      type: 'toker',
      subtype: 'like',
    });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((t: { name: string }) => t.name)).toEqual(['second', 'first']);
    const row = all.body.data.list[0];
    expect(row).toMatchObject({
      id: b.body.data.id,
      logId: b.body.data.logId,
      type: 'toker',
      subtype: 'like',
      mode: 'independent',
      threadCount: 5,
      intervalTime: 0,
      number: 2,
      description: expect.objectContaining({
        name: 'second',
        values: [ids[2]],
        accountLabelName: 'list1-tag',
      }),
      points: { held: 2, charged: expect.any(Number), released: expect.any(Number) },
    });
    expect(row.message).toMatchObject({ max: 2, account: 2 });
    expect(
      (await ws.api.post('/task/info/queryList?pageSize=10', { subtype: 'maintenance' })).body.data.total,
    ).toBe(0);
    const one = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=2', {
      numberId: a.body.data.logId,
    });
    expect(one.body.data.list.map((t: { id: number }) => t.id)).toEqual([a.body.data.id]);
    const badSize = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=3', {});
    expect(badSize.status).toBe(400);
    expect(badSize.body.message).toBe('pageSize must be 10, 20, 50, 100 or 200');
  });

  it('pages the log by 200, returns only newer lines after an id, exports text and failed objects', async () => {
    const ws = await workspace(server, {
      name: 'logs1',
      points: 2000,
      devices: 5,
      accounts: 10,
      bound: true,
    });
    const logId = { v: '~' };
    rec.script = (_a, req) =>
      req.idemKey.startsWith(logId.v) && req.idemKey.endsWith(':0:3') ? 'failure' : null;
    const created = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'chatty',
      accountLabelIds: [ws.tagId],
      values: ids.slice(0, 25),
      ...quick,
    });
    logId.v = created.body.data.logId;
    await waitForEnd(ws.api, created.body.data.id);
    rec.script = null;
    const first = await ws.api.get(`/task/log/${logId.v}`);
    expect(first.status).toBe(200);
    expect(first.body.data.pageSize).toBe(200);
    expect(first.body.data.list.length).toBe(200);
    expect(first.body.data.total).toBeGreaterThan(250);
    expect(first.body.data.list[0].message).toMatch(
      /^Task submitted: 250 actions for 10 accounts, 250 points held$/,
    );
    const lastId = first.body.data.list[199].id;
    const newer = await ws.api.get(`/task/log/${logId.v}?afterId=${lastId}`);
    expect(newer.body.data.total).toBe(first.body.data.total - 200);
    expect(newer.body.data.list.every((l: { id: number }) => l.id > lastId)).toBe(true);
    const tooBig = await ws.api.get(`/task/log/${logId.v}?pageSize=201`);
    expect(tooBig.status).toBe(400);

    const status = await ws.api.get(`/task/log/${logId.v}/status`);
    expect(status.body.data).toMatchObject({
      logId: logId.v,
      status: 'success',
      progress: 100,
      subtype: 'like',
    });

    const exported = await exportLog(server, ws, logId.v, 'ERROR');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="like-error-\d{8}T\d{6}\.txt"$/,
    );
    const failedLines = exported.body.trim().split('\n');
    expect(failedLines.length).toBeGreaterThanOrEqual(1);
    expect(failedLines.some((l) => l.includes(`[logs1_acct_1] like ${ids[3]}: failed,`))).toBe(true);
    for (const l of failedLines)
      expect(l).toMatch(/^\S+ \[ERROR\] \[logs1_acct_\d+\] like \d{19}: (failed|abnormal), /);

    const objects = await ws.api.get(`/task/info/value/${created.body.data.id}?outcome=failure&pageSize=10`);
    expect(objects.body.data.list.map((o: { account: string }) => o.account)).toContain('logs1_acct_1');
    const acct1 = objects.body.data.list.find((o: { account: string }) => o.account === 'logs1_acct_1');
    expect(acct1).toMatchObject({ total: 25, state: 'done' });
    expect(acct1.success + acct1.failed + acct1.error).toBe(25);

    const none = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'clean',
      accountLabelIds: [ws.tagId],
      values: [ids[0]],
      ...quick,
    });
    rec.script = () => 'success';
    await waitForEnd(ws.api, none.body.data.id);
    rec.script = null;
    const empty = await exportLog(server, ws, none.body.data.logId, 'ERROR');
    expect(empty.status).toBe(422);
    expect(JSON.parse(empty.body).message).toBe('No data to export');
  });

  it('speaks the caller language in the log', async () => {
    const ws = await workspace(server, { name: 'zh1', points: 100, devices: 1, accounts: 1, bound: true });
    rec.script = () => 'success';
    const created = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'zh',
      accountLabelIds: [ws.tagId],
      values: [ids[4]],
      ...quick,
    });
    await waitForEnd(ws.api, created.body.data.id);
    rec.script = null;
    const token = await createSession(server.ctx.db, ws.ownerId);
    const zh = client(server, { authorization: `Bearer ${token}` }, 'zh-CN');
    const lines = (await zh.get(`/task/info/log/${created.body.data.id}`)).body.data.list.map(
      (l: { message: string }) => l.message,
    );
    expect(lines).toContain(`[zh1_acct_1] 点赞 ${ids[4]}：成功`);
    expect(lines[0]).toBe('任务已提交：1 个账号共 1 个操作，冻结 1 点');
  });

  it('answers 404 for another workspace task everywhere, logs and exports included', async () => {
    const mine = await workspace(server, {
      name: 'tenant1',
      points: 100,
      devices: 1,
      accounts: 1,
      bound: true,
    });
    const other = await workspace(server, {
      name: 'tenant2',
      points: 100,
      devices: 1,
      accounts: 1,
      bound: true,
    });
    rec.extraMs = 10_000_000;
    const created = await mine.api.post('/tiktok/api/online/comment/like', {
      name: 'private',
      accountLabelIds: [mine.tagId],
      values: ids.slice(0, 3),
      ...quick,
    });
    const { id, logId } = created.body.data;
    const attempts = [
      other.api.del(`/task/info/delete/${id}`),
      other.api.del('/task/info/deletes', { ids: [id] }),
      other.api.post(`/task/info/pause/${id}`),
      other.api.post(`/task/info/resume/${id}`),
      other.api.post(`/task/info/stop/${id}`),
      other.api.get(`/task/info/maintenance/${id}`),
      other.api.get(`/task/info/progress/${id}`),
      other.api.get(`/task/info/log/${id}`),
      other.api.get(`/task/info/value/${id}`),
      other.api.get(`/task/log/${logId}`),
      other.api.get(`/task/log/${logId}/status`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Not found');
    }
    expect((await exportLog(server, other, logId)).status).toBe(404);
    expect(
      (await other.api.post('/task/info/queryList?pageSize=10', { numberId: logId })).body.data.total,
    ).toBe(0);
    // Mixed ids: one out of reach fails the whole delete, nothing is deleted.
    const own = await other.api.post('/tiktok/api/online/comment/like', {
      name: 'own',
      accountLabelIds: [other.tagId],
      values: [ids[5]],
      ...quick,
    });
    expect((await other.api.del('/task/info/deletes', { ids: [own.body.data.id, id] })).status).toBe(404);
    expect((await other.api.get(`/task/info/progress/${own.body.data.id}`)).status).toBe(200);
    // The owner still has it, running.
    expect((await mine.api.get(`/task/info/progress/${id}`)).body.data.status).toMatch(/queue|running/);
    const deleted = await mine.api.del(`/task/info/delete/${id}`);
    rec.extraMs = 0;
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Delete Success');
    expect((await mine.api.get(`/task/info/progress/${id}`)).status).toBe(404);
    expect(
      (await mine.api.post('/task/info/queryList?pageSize=10', { numberId: logId })).body.data.total,
    ).toBe(0);
    const owner = await server.ctx.db
      .selectFrom('users')
      .select(['held', 'balance'])
      .where('id', '=', mine.ownerId)
      .executeTakeFirstOrThrow();
    expect(owner.held).toBe(0);
    const running = await server.ctx.db
      .selectFrom('task_steps')
      .select('id')
      .where('task_id', '=', id)
      .where('state', '=', 'claimed')
      .execute();
    expect(running).toEqual([]);
  });

  it('names the field and says why for bad task bodies, and writes nothing', async () => {
    const ws = await workspace(server, { name: 'valid1', points: 100, devices: 1, accounts: 1, bound: true });
    const cases: Array<[string, unknown, string, string]> = [
      [
        '/tiktok/api/online/comment/like',
        { name: 'x', accountLabelIds: [ws.tagId], values: [ids[0]], sleepMin: 10, sleepMax: 5 },
        'sleepMax',
        'Max time cannot be less than min time',
      ],
      [
        '/tiktok/api/online/comment/like',
        { name: 'x', accountLabelIds: [], values: [ids[0]] },
        'accountLabelIds',
        'Select account tags, or accounts in the account list',
      ],
      [
        '/tiktok/api/online/comment/like',
        { name: 'x', accountLabelIds: [ws.tagId], values: ['12345'] },
        'values.0',
        'values.0 must be a video link or a 19-digit video id',
      ],
      [
        '/tiktok/api/online/comment/like',
        { name: 'x', accountLabelIds: [ws.tagId], values: [] },
        'values',
        'Add at least one target video',
      ],
      [
        '/tiktok/api/online/comment/like',
        { name: ' ', accountLabelIds: [ws.tagId], values: [ids[0]] },
        'name',
        'Name cannot be empty',
      ],
      [
        '/tiktok/api/online/comment/like',
        { name: 'x', accountLabelIds: [ws.tagId], values: [ids[0]], threadCount: 0 },
        'threadCount',
        'threadCount must be at least 1',
      ],
      [
        '/tiktok/api/online/comment/like',
        { name: 'x', accountLabelIds: [ws.tagId], values: [ids[0]], bogus: 1 },
        'bogus',
        'Unknown field: bogus',
      ],
      [
        '/tiktok/api/online/maintenance',
        { name: 'x', accountLabelIds: [ws.tagId], keywords: [], viewCount: 1 },
        'keywords',
        'Keywords cannot be empty',
      ],
      [
        '/tiktok/api/online/maintenance',
        { name: 'x', accountLabelIds: [ws.tagId], keywords: [' '], viewCount: 1 },
        'keywords.0',
        'Keywords cannot be empty',
      ],
      [
        '/tiktok/api/online/maintenance',
        { name: 'x', accountLabelIds: [ws.tagId], keywords: ['a'] },
        'viewCount',
        'Set a count for at least one action',
      ],
      [
        '/tiktok/api/online/maintenance',
        { name: 'x', accountLabelIds: [ws.tagId], keywords: ['a'], commentCount: 1 },
        'commentTexts',
        'Add comment texts when the comment count is above 0',
      ],
      [
        '/tiktok/api/online/maintenance',
        {
          name: 'x',
          accountLabelIds: [ws.tagId],
          keywords: ['a'],
          commentCount: 1,
          commentTexts: ['hi @a @b @c @d'],
        },
        'commentTexts.0',
        'At most 3 @users per comment, with spaces around them',
      ],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await ws.api.post(url, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.errors).toContainEqual({ field, message });
    }
    const unknownVideo = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: [ids[0], '1234567890123456789'],
    });
    expect(unknownVideo.status).toBe(400);
    expect(unknownVideo.body).toMatchObject({
      message: 'No video has the id 1234567890123456789',
      data: { field: 'values.1' },
    });
    const link = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'by link',
      accountLabelIds: [ws.tagId],
      values: [`https://example.invalid/@someone/video/${ids[6]}?lang=en`],
      ...quick,
    });
    expect(link.status).toBe(201);
    const tasks = await server.ctx.db
      .selectFrom('tasks')
      .select('name')
      .where('workspace_id', '=', ws.ownerId)
      .execute();
    expect(tasks.map((t) => t.name)).toEqual(['by link']);
  });

  it('counts the workspace tasks by status on the dashboard', async () => {
    const ws = await workspace(server, { name: 'dash1', points: 100, devices: 1, accounts: 1, bound: true });
    rec.script = () => 'success';
    const done = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'a',
      accountLabelIds: [ws.tagId],
      values: [ids[7]],
      ...quick,
    });
    await waitForEnd(ws.api, done.body.data.id);
    rec.script = null;
    rec.extraMs = 10_000_000;
    const stopped = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'b',
      accountLabelIds: [ws.tagId],
      values: [ids[8]],
      ...quick,
    });
    await ws.api.post(`/task/info/stop/${stopped.body.data.id}`);
    rec.extraMs = 0;
    const other = await workspace(server, { name: 'dash2', points: 0, devices: 0, accounts: 0 });
    expect((await ws.api.get('/dashboard/taskCount')).body.data).toEqual({
      available: true,
      total: 2,
      queue: 0,
      running: 0,
      success: 1,
      failed: 1,
    });
    expect((await other.api.get('/dashboard/taskCount')).body.data.total).toBe(0);
  });

  it('runs every platform action of spec 7: each creation path reaches its kind and names a missing field', async () => {
    const ws = await workspace(server, { name: 'soon1', points: 10, devices: 0, accounts: 0 });
    for (const e of Object.values(taskCreateEndpoints)) {
      const res = await ws.api.post(e.path, {});
      expect(res.status, e.path).toBe(400);
      expect(res.body.data.errors.length, e.path).toBeGreaterThan(0);
    }
  });

  it('refuses task creation to the admin, who has no workspace', async () => {
    const token = await createSession(server.ctx.db, 1);
    const admin = client(server, { authorization: `Bearer ${token}` });
    const res = await admin.post('/tiktok/api/online/comment/like', {
      name: 'x',
      accountLabelIds: [1],
      values: [ids[0]],
    });
    expect(res.status).toBe(403);
  });
});

async function exportLog(server: TestServer, ws: { ownerId: number }, logId: string, level?: string) {
  const token = await createSession(server.ctx.db, ws.ownerId);
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/task/log/${logId}/export${level ? `?level=${level}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}
