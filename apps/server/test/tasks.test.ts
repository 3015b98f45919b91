import { taskCreateEndpoints } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { suiteEngine } from './suite.ts';
import {
  auditTask,
  boundWorkspace,
  likeTask,
  ownerPoints,
  quick,
  usableVideos,
  type Workspace,
  waitForEnd,
  workspace,
} from './tasks-fixtures.ts';
import { claimedSteps } from './tasks-steps.ts';

const LIKE = '/tiktok/api/online/comment/like';

describe(`task API (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();
  let ids: string[];
  beforeAll(async () => {
    ids = usableVideos(server, 30);
  });
  /** A like task (likeTask) whose every action succeeds, run to its end. */
  const likeSucceeding = async (ws: Workspace, name: string, values: unknown[]) => {
    rec.script = () => 'success';
    const created = await likeTask(ws, name, values);
    await waitForEnd(ws.api, created.body.data.id);
    rec.script = null;
    return created;
  };

  it('runs a maintenance task: per-action counters, the per-action table, log lines with video ids', async () => {
    const ws = await boundWorkspace(server, 'maint1', { points: 500, devices: 2, accounts: 2 });
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
    const liked = await likeTask(ws, 'l', [ids[0]]);
    expect((await ws.api.get(`/task/info/maintenance/${liked.body.data.id}`)).status).toBe(404);
  });

  it('lists by type, subtype and numberId, newest first, with the task row of the spec', async () => {
    const ws = await boundWorkspace(server, 'list1', { points: 500, devices: 2, accounts: 2 });
    const a = await likeTask(ws, 'first', [ids[1]]);
    const b = await likeTask(ws, 'second', [ids[2]]);
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
    const ws = await boundWorkspace(server, 'logs1', { points: 2000, devices: 5, accounts: 10 });
    const logId = { v: '~' };
    rec.script = (_a, req) =>
      req.idemKey.startsWith(logId.v) && req.idemKey.endsWith(':0:3') ? 'failure' : null;
    const created = await likeTask(ws, 'chatty', ids.slice(0, 25));
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

    const none = await likeSucceeding(ws, 'clean', [ids[0]]);
    const empty = await exportLog(server, ws, none.body.data.logId, 'ERROR');
    expect(empty.status).toBe(422);
    expect(JSON.parse(empty.body).message).toBe('No data to export');
  });

  it('speaks the caller language in the log', async () => {
    const ws = await boundWorkspace(server, 'zh1', { points: 100, devices: 1, accounts: 1 });
    const created = await likeSucceeding(ws, 'zh', [ids[4]]);
    const token = await createSession(server.ctx.db, ws.ownerId);
    const zh = client(server, { authorization: `Bearer ${token}` }, 'zh-CN');
    const lines = (await zh.get(`/task/info/log/${created.body.data.id}`)).body.data.list.map(
      (l: { message: string }) => l.message,
    );
    expect(lines).toContain(`[zh1_acct_1] 点赞 ${ids[4]}：成功`);
    expect(lines[0]).toBe('任务已提交：1 个账号共 1 个操作，冻结 1 点');
  });

  it('answers 404 for another workspace task everywhere, logs and exports included', async () => {
    const mine = await boundWorkspace(server, 'tenant1', { points: 100, devices: 1, accounts: 1 });
    const other = await boundWorkspace(server, 'tenant2', { points: 100, devices: 1, accounts: 1 });
    rec.extraMs = 10_000_000;
    const created = await likeTask(mine, 'private', ids.slice(0, 3));
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
    const own = await likeTask(other, 'own', [ids[5]]);
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
    expect((await ownerPoints(server, mine)).held).toBe(0);
    expect(await claimedSteps(server, id)).toEqual([]);
  });

  it('names the field and says why for bad task bodies, and writes nothing', async () => {
    const ws = await boundWorkspace(server, 'valid1', { points: 100, devices: 1, accounts: 1 });
    const cases: Array<[string, unknown, string, string]> = [
      [
        LIKE,
        { name: 'x', accountLabelIds: [ws.tagId], values: [ids[0]], sleepMin: 10, sleepMax: 5 },
        'sleepMax',
        'Max time cannot be less than min time',
      ],
      [
        LIKE,
        { name: 'x', accountLabelIds: [], values: [ids[0]] },
        'accountLabelIds',
        'Select account tags, or accounts in the account list',
      ],
      [
        LIKE,
        { name: 'x', accountLabelIds: [ws.tagId], values: ['12345'] },
        'values.0',
        'values.0 must be a video link or a 19-digit video id',
      ],
      [
        LIKE,
        { name: 'x', accountLabelIds: [ws.tagId], values: [] },
        'values',
        'Add at least one target video',
      ],
      [LIKE, { name: ' ', accountLabelIds: [ws.tagId], values: [ids[0]] }, 'name', 'Name cannot be empty'],
      [
        LIKE,
        { name: 'x', accountLabelIds: [ws.tagId], values: [ids[0]], threadCount: 0 },
        'threadCount',
        'threadCount must be at least 1',
      ],
      [
        LIKE,
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
    const unknownVideo = await ws.api.post(LIKE, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: [ids[0], '1234567890123456789'],
    });
    expect(unknownVideo.status).toBe(400);
    expect(unknownVideo.body).toMatchObject({
      message: 'No video has the id 1234567890123456789',
      data: { field: 'values.1' },
    });
    const link = await likeTask(ws, 'by link', [`https://example.invalid/@someone/video/${ids[6]}?lang=en`]);
    expect(link.status).toBe(201);
    const tasks = await server.ctx.db
      .selectFrom('tasks')
      .select('name')
      .where('workspace_id', '=', ws.ownerId)
      .execute();
    expect(tasks.map((t) => t.name)).toEqual(['by link']);
  });

  it('counts the workspace tasks by status on the dashboard', async () => {
    const ws = await boundWorkspace(server, 'dash1', { points: 100, devices: 1, accounts: 1 });
    await likeSucceeding(ws, 'a', [ids[7]]);
    rec.extraMs = 10_000_000;
    const stopped = await likeTask(ws, 'b', [ids[8]]);
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
    const res = await admin.post(LIKE, {
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
