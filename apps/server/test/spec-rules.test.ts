import { KEYWORDS_MAX } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { billingRound } from '../src/engine/billing.ts';
import { fieldsOf } from './auth-helpers.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { suiteEngine } from './suite.ts';
import {
  boundWorkspace,
  likeTask,
  quick,
  usableVideos,
  waitForEnd,
  waitForSuccesses,
  waitUntil,
} from './tasks-fixtures.ts';
import { claimedSteps } from './tasks-steps.ts';

/**
 * The spec's rules, exactly (issue 37, point 4): keywords at most 5 wherever a list of them is
 * taken, the task list's number filter, and each consumption row's own balance after.
 */
describe(`the spec's rules (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();

  it('takes at most 5 keywords (spec 5, 9) in tasks, searches, fan collection and auto-reply rules', async () => {
    const ws = await boundWorkspace(server, 'kw1', { points: 100, devices: 1, accounts: 1 });
    const zh = client(server, ws.headers, 'zh-CN');
    const five = ['a', 'b', 'c', 'd', 'e'];
    const six = [...five, 'f'];
    expect(KEYWORDS_MAX).toBe(5);
    const maintenance = (keywords: string[]) => ({
      name: 'kw',
      accountLabelIds: [ws.tagId],
      keywords,
      viewCount: 1,
      ...quick,
    });
    const calls: Array<[string, (k: string[]) => object, string]> = [
      ['/tiktok/api/online/maintenance', maintenance, 'keywords'],
      ['/tiktok/api/rapid/video/search', (keywords) => ({ keywords }), 'keywords'],
      ['/tiktok/api/rapid/user/search', (keywords) => ({ keywords: keywords.join(',') }), 'keywords'],
      [
        '/tiktok/api/online/send/message',
        (keywords) => ({
          name: 'kw',
          accountLabelIds: [ws.tagId],
          source: 'search',
          keywords,
          texts: ['hello'],
          ...quick,
        }),
        'keywords',
      ],
      [
        '/resource/gather/add',
        (keywords) => ({ name: 'kw', type: 'comment', searchBy: 'keyword', keywords, ...quick }),
        'keywords',
      ],
      ['/service/rule/add', (keywords) => ({ kind: 'chat', keywords, text: 'hi' }), 'keywords'],
    ];
    for (const [path, body, field] of calls) {
      const over = await ws.api.post(path, body(six));
      expect(over.status, path).toBe(400);
      expect(over.body.message, path).toBe('At most 5 keywords');
      expect(fieldsOf(over.body), path).toContain(field);
      expect((await zh.post(path, body(six))).body.message, path).toBe('关键词最多 5 个');
      const ok = await ws.api.post(path, body(five));
      expect(ok.status, `${path}: ${JSON.stringify(ok.body)}`).toBeLessThan(300);
    }
  });

  it('lists tasks by number: "" is no filter, a part of a number finds the tasks holding it', async () => {
    const ws = await boundWorkspace(server, 'num1', { points: 100, devices: 1, accounts: 1 });
    const [v1, v2] = usableVideos(server, 2);
    const a = (await likeTask(ws, 'a', [v1])).body.data;
    const b = (await likeTask(ws, 'b', [v2])).body.data;
    const list = async (numberId: string) => {
      const res = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', { numberId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.list as Array<{ id: number }>).map((t) => t.id);
    };
    // The console sends "" when the field is empty: every task.
    expect(await list('')).toEqual([b.id, a.id]);
    expect(await list('  ')).toEqual([b.id, a.id]);
    // A whole number finds its task; its last digits, or digits from its middle, find it too.
    expect(await list(a.logId)).toEqual([a.id]);
    const tail = (a.logId as string).slice(-6);
    expect(await list(tail)).toContain(a.id);
    const middle = (a.logId as string).slice(8, 16);
    expect(await list(middle)).toContain(a.id);
    // Digits in no number: nothing; not digits: refused, naming the field.
    expect(await list('999999999999999999')).toEqual([]);
    const bad = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', { numberId: '12a' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['numberId']);
    // Another workspace's task is not found by its number.
    const other = await boundWorkspace(server, 'num2', { points: 0, devices: 0, accounts: 0 });
    const theirs = await other.api.post('/task/info/queryList?pageNo=1&pageSize=10', { numberId: a.logId });
    expect(theirs.body.data.total).toBe(0);
  });

  it("shows each consumption row's own balance after: recharged minus consumed up to it", async () => {
    const ws = await boundWorkspace(server, 'bal1', { points: 500, devices: 3, accounts: 3 });
    const videos = usableVideos(server, 12).slice(4);
    rec.script = () => 'success';
    try {
      // One account at a time, billed while it runs (docs/engine.md "Billing"): a billing round
      // while it is paused halfway writes one row, its end the other.
      rec.extraMs = 20_000;
      const created = await likeTask(ws, 'many', videos, { threadCount: 1 });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      await waitForSuccesses(ws, id, 2, 'two likes');
      expect((await ws.api.post(`/task/info/pause/${id}`)).status).toBe(200);
      await waitUntil(
        async () => (await claimedSteps(server, id)).length === 0,
        5_000,
        'running steps to end',
      );
      await billingRound({ db: server.ctx.db, kind: server.ctx.dbKind, ledger: server.tasks.ports.ledger });
      rec.extraMs = 0;
      expect((await ws.api.post(`/task/info/resume/${id}`)).status).toBe(200);
      await waitForEnd(ws.api, id);
    } finally {
      rec.script = null;
      rec.extraMs = 0;
    }
    const page = await ws.api.post('/finance/consume/queryList?pageNo=1&pageSize=200', {});
    const rows = page.body.data.list as Array<{ total: number; balance: number }>;
    expect(rows.length).toBeGreaterThan(1);
    // Newest first: oldest row's balance is 500 minus its total, each newer one its own total less.
    let after = 500;
    for (const row of [...rows].reverse()) {
      after -= row.total;
      expect(row.balance).toBe(after);
    }
    expect(new Set(rows.map((r) => r.balance)).size).toBe(rows.length);
    // The newest row's balance is what the workspace holds once the task released the rest.
    const card = (await ws.api.get('/dashboard/finance')).body.data;
    expect(card.balance + card.held).toBe(rows[0]!.balance);
    // The recharge list follows the same rule: the fixture's 500.
    const credits = await ws.api.post('/finance/recharge/queryList?pageNo=1&pageSize=20', {});
    expect(credits.body.data.list.at(-1).balance).toBe(500);
  });
});
