import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteEngine } from './suite.ts';
import {
  auditTask,
  quoteAndCreate,
  setPrice,
  simCatalogue,
  usableVideos,
  waitForEnd,
  waitUntil,
  workspace,
} from './tasks-fixtures.ts';

const quick = { sleepMin: 0, sleepMax: 0 };
const SAVE_PATH = '/tiktok/api/online/comment/save';
/** Unlike a like (1 point), so a save charged at another kind's price shows. */
const COLLECT_PRICE = 3;

describe(`save task (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();
  let ids: string[];
  beforeAll(async () => {
    ids = usableVideos(server, 40).slice(30);
    await setPrice(server, 'actionCollect', COLLECT_PRICE);
  });

  it('quotes, then saves every video once per account: counters equal outcomes, charges equal saves × price', async () => {
    const ws = await workspace(server, { name: 'save1', points: 500, devices: 2, accounts: 3, bound: true });
    let fails = 0;
    rec.script = (action, req) =>
      action === 'collect' && req.account === 'save1_acct_2' && fails++ < 2 ? 'failure' : null;
    const body = { accountLabelIds: [ws.tagId], values: ids.slice(0, 4), ...quick };
    const saves = (id: string) => simCatalogue(server).video(id)!.collectCount;
    const before = ids.slice(0, 4).map(saves);
    const created = await quoteAndCreate(ws, {
      subtype: 'save',
      name: 'keep them',
      body,
      accounts: 3,
      actions: 12,
      price: 'actionCollect',
      unit: COLLECT_PRICE,
    });
    const end = await waitForEnd(ws.api, created.id);
    rec.script = null;
    expect(end.status).toBe('success');

    const audit = await auditTask(server, created.id);
    expect(audit.open).toBe(0);
    expect(audit.failed).toBeGreaterThanOrEqual(2);
    expect(end.message).toMatchObject({
      success: audit.done,
      failed: audit.failed,
      error: audit.abnormal,
      max: 12,
      saveSuccess: audit.done,
      saveFailed: audit.failed + audit.abnormal,
      likeSuccess: 0,
    });
    expect(audit.task.points_charged).toBe(audit.done * COLLECT_PRICE);
    expect(audit.task.points_charged + audit.task.points_released).toBe(12 * COLLECT_PRICE);
    expect(audit.ledger.held).toBe(0);
    expect(audit.ledger.balance).toBe(500 - audit.done * COLLECT_PRICE);
    // The platform counted exactly the successful saves.
    const added = ids.slice(0, 4).reduce((n, id, i) => n + saves(id) - before[i]!, 0);
    expect(added).toBe(audit.done);

    const list = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {
      type: 'toker',
      subtype: 'save',
    });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        name: 'keep them',
        subtype: 'save',
        description: expect.objectContaining({ values: ids.slice(0, 4), accountCount: 3, targetCount: 4 }),
      }),
    ]);
    const log = await ws.api.get(`/task/log/${created.logId}?pageNo=1&pageSize=200`);
    expect(log.body.data.list.map((l: { message: string }) => l.message)).toContainEqual(
      expect.stringMatching(new RegExp(`^\\[save1_acct_2\\] collect ${ids[0]}: failed, `)),
    );
    const inbox = await ws.api.post('/system/message/queryList?pageNo=1&pageSize=20', { flag: true });
    const note = inbox.body.data.list.find((n: { mark: string }) => n.mark === created.logId);
    expect(note.message).toMatch(/^Collect task \d+ completed: /);
  });

  it('says unknown videos on their line and refuses a save without videos', async () => {
    const ws = await workspace(server, { name: 'save2', points: 50, devices: 1, accounts: 1, bound: true });
    const unknown = await ws.api.post(SAVE_PATH, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: [ids[0], '1234567890123456789'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('1234567890123456789');
    const none = await ws.api.post(SAVE_PATH, { name: 'x', accountLabelIds: [ws.tagId], values: [] });
    expect(none.status).toBe(400);
    expect((await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
  });

  it('stops a save mid-run: the saves done are charged, the rest of the hold comes back', async () => {
    const ws = await workspace(server, { name: 'save3', points: 500, devices: 3, accounts: 3, bound: true });
    rec.extraMs = 100_000;
    const created = await ws.api.post(SAVE_PATH, {
      name: 'long',
      accountLabelIds: [ws.tagId],
      values: ids.slice(0, 10),
      threadCount: 3,
      ...quick,
    });
    const id = created.body.data.id;
    await waitUntil(
      async () => (await ws.api.get(`/task/info/progress/${id}`)).body.data.message.success >= 3,
      20_000,
      'some saves',
    );
    const stopped = await ws.api.post(`/task/info/stop/${id}`);
    rec.extraMs = 0;
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.status).toBe('failed');

    const audit = await auditTask(server, id);
    expect(audit.open).toBe(0);
    expect(audit.cancelled).toBeGreaterThan(0);
    expect(audit.task.save_success).toBe(audit.done);
    expect(audit.task.cancelled_count).toBe(audit.cancelled);
    expect(audit.task.points_held).toBe(30 * COLLECT_PRICE);
    expect(audit.task.points_charged).toBe(audit.done * COLLECT_PRICE);
    expect(audit.task.points_released).toBe((30 - audit.done) * COLLECT_PRICE);
    expect(audit.ledger.held).toBe(0);
    expect(audit.ledger.balance).toBe(500 - audit.done * COLLECT_PRICE);
    expect(audit.ledger.balance).toBe(audit.ledger.sumAmount);
  });
});
