import { GATHER_PAGE } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { suiteServer } from './suite.ts';
import {
  quick,
  setPrice,
  simCatalogue,
  startEngine,
  type Workspace,
  waitForEnd,
  waitUntil,
  workspace,
} from './tasks-fixtures.ts';

const GATHER_PATH = '/resource/gather/add';
/** Not 1, so a charge at another price shows. */
const PRICE = 2;

describe(`fan collection, comment_fans (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  /** Bloggers whose follower lists are long enough for every case, biggest first. */
  let bloggers: Array<{ handle: string; id: string; size: number }>;
  let n = 0;
  const fresh = (points = 1000): Promise<Workspace> =>
    workspace(server, { name: `gather${++n}`, points, devices: 0, accounts: 0 });

  beforeAll(async () => {
    await setPrice(server, 'fanCollection', PRICE);
    const cat = simCatalogue(server);
    bloggers = Array.from({ length: 3000 }, (_, i) => cat.userAt(i))
      .map((u) => ({ handle: u.uniqueId, id: u.id, size: cat.followerPage(u.id, 0, 1).total }))
      .filter((b) => b.size >= 600)
      .sort((a, b) => b.size - a.size)
      .slice(0, 5);
    expect(bloggers.length).toBeGreaterThan(2);
    await startEngine(server, server.tasks.driver);
  });

  const body = (extra: Record<string, unknown>) => ({
    name: 'gather',
    type: 'blogger',
    values: [`@${bloggers[0]!.handle}`],
    ...quick,
    ...extra,
  });

  async function collect(ws: Workspace, extra: Record<string, unknown>) {
    const res = await ws.api.post(GATHER_PATH, body(extra));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    // A filter nobody passes reads the whole source (hundreds of pages): slow on a loaded machine.
    const end = await waitForEnd(ws.api, id, 90_000);
    return { id, logId: res.body.data.logId as string, held: res.body.data.pointsHeld as number, end };
  }

  async function billOf(ws: Workspace, taskId: number) {
    const db = server.ctx.db;
    const task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
    const ledger = await ledgerTotals(db, ws.ownerId);
    return {
      fans: await countRows(db, 'resource_fans', { column: 'task_id', in: [taskId] }),
      charged: task.points_charged,
      released: task.points_released,
      held: task.points_held,
      balance: ledger.balance,
      userHeld: ledger.held,
      ledgerBalance: ledger.sumAmount,
      ledgerHeld: ledger.sumHeld,
    };
  }

  for (const [target, points] of [
    [1, 1],
    [99, 1],
    [100, 1],
    [101, 2],
    [250, 3],
  ] as const) {
    it(`collects ${target} fans and charges ${points} × ${PRICE}: every started hundred`, async () => {
      const ws = await fresh();
      const quote = await ws.api.post('/task/info/quote', {
        subtype: 'comment_fans',
        body: body({ targetCount: target }),
      });
      expect(quote.body.data).toMatchObject({ ok: true, points: points * PRICE });
      expect(quote.body.data.lines).toEqual([
        { price: 'fanCollection', quantity: target, unit: PRICE, points: points * PRICE },
      ]);
      const run = await collect(ws, { targetCount: target });
      expect(run.held).toBe(points * PRICE);
      expect(run.end.status).toBe('success');
      const bill = await billOf(ws, run.id);
      expect(bill).toMatchObject({ fans: target, charged: points * PRICE, released: 0, userHeld: 0 });
      expect(bill.balance).toBe(1000 - points * PRICE);
      expect(bill.ledgerBalance).toBe(bill.balance);
      expect(bill.ledgerHeld).toBe(0);
      const list = await ws.api.post('/resource/fans/queryList?pageNo=1&pageSize=10', {});
      expect(list.body.data.total).toBe(target);
      expect(list.body.data.list[0]).toMatchObject({
        fansType: 'blogger',
        source: `@${bloggers[0]!.handle}`,
        logId: run.logId,
        labelId: null,
      });
    });
  }

  it('lists what was asked and collected, and logs its pages as done by no account, not by the blogger', async () => {
    const ws = await fresh();
    const run = await collect(ws, { name: 'asked 150', targetCount: 150 });
    const rows = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', { subtype: 'comment_fans' });
    expect(rows.body.data.list[0]).toMatchObject({
      logId: run.logId,
      collected: 150,
      description: expect.objectContaining({ targetCount: 150 }),
    });
    const handle = `@${bloggers[0]!.handle}`;
    const log = await ws.api.get(`/task/log/${run.logId}?pageNo=1&pageSize=200`);
    const lines = log.body.data.list.map((l: { message: string }) => l.message);
    expect(lines).toContain(`[no account] collect fans from ${handle}: success`);
    expect(lines.some((l: string) => l.startsWith(`[${handle}]`))).toBe(false);
    const zh = client(server, ws.headers, 'zh-CN');
    const zhLog = await zh.get(`/task/log/${run.logId}?pageNo=1&pageSize=200`);
    expect(zhLog.body.data.list.map((l: { message: string }) => l.message)).toContain(
      `[无账号] 采集粉丝 ${handle}：成功`,
    );
  });

  it('collects 0 fans when the follower filter keeps nobody: nothing charged, the hold released', async () => {
    const ws = await fresh();
    const run = await collect(ws, { targetCount: 300, userMin: 50_000_000 });
    expect(run.held).toBe(3 * PRICE);
    const bill = await billOf(ws, run.id);
    expect(bill).toMatchObject({ fans: 0, charged: 0, released: 3 * PRICE, balance: 1000, userHeld: 0 });
    expect(bill.ledgerBalance).toBe(1000);
  }, 120_000);

  it('holds for the target and charges what was collected when the source runs out', async () => {
    const cat = simCatalogue(server);
    const small = Array.from({ length: 20_000 }, (_, i) => cat.userAt(i))
      .map((u) => ({ handle: u.uniqueId, size: cat.followerPage(u.id, 0, 1).total }))
      .find((b) => b.size > 100 && b.size < 200)!;
    const ws = await fresh();
    const run = await collect(ws, { values: [small.handle], targetCount: 1000 });
    const bill = await billOf(ws, run.id);
    expect(bill).toMatchObject({ fans: small.size, charged: 2 * PRICE, released: 8 * PRICE, userHeld: 0 });
    expect(bill.balance).toBe(1000 - 2 * PRICE);
  });

  it('keeps only users inside the follower filter', async () => {
    const ws = await fresh();
    await collect(ws, { targetCount: 40, userMin: 1000, userMax: 100_000 });
    const list = await ws.api.post('/resource/fans/queryList?pageNo=1&pageSize=50', {});
    expect(list.body.data.total).toBe(40);
    for (const fan of list.body.data.list) {
      expect(fan.followerCount).toBeGreaterThanOrEqual(1000);
      expect(fan.followerCount).toBeLessThanOrEqual(100_000);
    }
  });

  it('stopped at 150 fans: charges 2 hundreds, releases the rest of the hold with the stop', async () => {
    const ws = await fresh();
    // An hour (simulated) between pages: the test stops it after the third.
    const res = await ws.api.post(GATHER_PATH, body({ targetCount: 1000, sleepMin: 3600, sleepMax: 3600 }));
    expect(res.status).toBe(201);
    const id = res.body.data.id as number;
    await waitUntil(async () => {
      const row = await server.ctx.db
        .selectFrom('resource_gathers')
        .select('collected')
        .where('task_id', '=', id)
        .executeTakeFirst();
      return (row?.collected ?? 0) >= 3 * GATHER_PAGE;
    });
    const stop = await ws.api.post(`/task/info/stop/${id}`);
    expect(stop.status).toBe(200);
    const bill = await billOf(ws, id);
    expect(bill).toMatchObject({ fans: 150, charged: 2 * PRICE, released: 8 * PRICE, userHeld: 0 });
    expect(bill.balance).toBe(1000 - 2 * PRICE);
    expect(bill.ledgerBalance).toBe(bill.balance);
  });

  it('deduplicates within the library: two tasks on overlapping sources each count only their new fans', async () => {
    const ws = await fresh(10_000);
    const first = await collect(ws, { targetCount: 200 });
    // Same blogger again and a second one whose followers overlap the first's.
    const [a, b] = await Promise.all([
      ws.api.post(
        GATHER_PATH,
        body({ targetCount: 300, values: [bloggers[0]!.handle, bloggers[1]!.handle] }),
      ),
      ws.api.post(GATHER_PATH, body({ targetCount: 300, values: [bloggers[1]!.handle] })),
    ]);
    const ends = await Promise.all([waitForEnd(ws.api, a.body.data.id), waitForEnd(ws.api, b.body.data.id)]);
    expect(ends.map((e) => e.status)).toEqual(['success', 'success']);
    const bills = await Promise.all([first.id, a.body.data.id, b.body.data.id].map((id) => billOf(ws, id)));
    const rows = await server.ctx.db
      .selectFrom('resource_fans')
      .select(['uid'])
      .where('workspace_id', '=', ws.ownerId)
      .execute();
    expect(new Set(rows.map((r) => r.uid)).size).toBe(rows.length);
    expect(bills.reduce((s, x) => s + x.fans, 0)).toBe(rows.length);
    expect(bills[0]!.fans).toBe(200);
    for (const bill of bills) expect(bill.charged).toBe(Math.ceil(bill.fans / 100) * PRICE);
    // The first 200 followers of the blogger were already in the library: the second task skipped them.
    const log = await ws.api.get(`/task/log/${a.body.data.logId}?pageNo=1&pageSize=200`);
    expect(JSON.stringify(log.body.data)).toMatch(/already in the library/);
    const ledger = bills[2]!;
    expect(ledger.ledgerBalance).toBe(ledger.balance);
  });

  it('collects the commenters of videos found by link, keyword or topic', async () => {
    const cat = simCatalogue(server);
    const video = Array.from({ length: 5000 }, (_, i) => cat.videoAt(i)).find(
      (v) => !v.unavailable && cat.commenters(v.id, 0, 1).total >= 30,
    )!;
    const ws = await fresh();
    const byLink = await collect(ws, {
      type: 'comment',
      searchBy: 'link',
      values: [`https://www.tiktok.com/@someone/video/${video.id}`],
      targetCount: 10,
    });
    expect((await billOf(ws, byLink.id)).fans).toBe(10);
    const list = await ws.api.post('/resource/fans/queryList?pageNo=1&pageSize=10', { fansType: 'comment' });
    expect(list.body.data.list[0]).toMatchObject({ fansType: 'comment', source: video.id });
    const byTopic = await collect(ws, {
      type: 'comment',
      searchBy: 'topic',
      topic: '#cooking',
      values: [],
      targetCount: 20,
    });
    expect((await billOf(ws, byTopic.id)).fans).toBe(20);
    const byKeyword = await collect(ws, {
      type: 'comment',
      searchBy: 'keyword',
      keywords: ['travel'],
      values: [],
      targetCount: 20,
    });
    expect((await billOf(ws, byKeyword.id)).fans).toBe(20);
  });

  it('refuses bad input with the spec messages, in zh and en, and queues nothing', async () => {
    const ws = await fresh(1);
    const before = await countRows(server.ctx.db, 'tasks');
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ type: undefined }, 400, 'type', 'Please choose blogger fans or comment-area fans'],
      [{ values: [] }, 400, 'values', 'Please choose a data source'],
      [
        { type: 'comment', searchBy: 'link', values: ['https://example.com/v/1'] },
        400,
        'values.0',
        'Video link format is incorrect',
      ],
      [
        { type: 'comment', searchBy: 'topic', topic: ' # ', values: [] },
        400,
        'topic',
        'Topic cannot be empty',
      ],
      [
        { type: 'comment', searchBy: 'keyword', keywords: [], values: [] },
        400,
        'keywords',
        'Keywords cannot be empty',
      ],
      [{ userMin: 500, userMax: 100 }, 400, 'userMax', 'Maximum fans cannot be less than minimum fans'],
      [{ values: ['no.such.blogger.anywhere'] }, 422, 'values', 'No available data source'],
      [{ targetCount: 500 }, 422, '', 'Not enough points'],
    ];
    for (const [extra, status, field, message] of cases) {
      const res = await ws.api.post(GATHER_PATH, body(extra));
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toContain(message);
      if (field) expect(JSON.stringify(res.body.data)).toContain(field);
    }
    const zhApi = client(
      server,
      { authorization: `Bearer ${await createSession(server.ctx.db, ws.ownerId)}` },
      'zh-CN',
    );
    const zh = await zhApi.post(GATHER_PATH, body({ values: [] }));
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('请选择数据来源');
    const zhLink = await zhApi.post(GATHER_PATH, body({ type: 'comment', values: ['nope'] }));
    expect(zhLink.body.message).toContain('视频链接格式不正确');
    expect(await countRows(server.ctx.db, 'tasks')).toBe(before);
  });
});
