import { describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteKind } from './suite.ts';
import { auditTask, boundWorkspace, expectSettled, quick, runKind, stopAfter } from './tasks-fixtures.ts';

const SAVE_PATH = '/tiktok/api/online/comment/save';
/** Unlike a like (1 point), so a save charged at another kind's price shows. */
const COLLECT_PRICE = 3;

describe(`save task (${TEST_DB})`, () => {
  const { server, rec, ids } = suiteKind({
    price: 'actionCollect',
    unit: COLLECT_PRICE,
    skip: 30,
    videos: 10,
  });

  it('quotes, then saves every video once per account: counters equal outcomes, charges equal saves × price', async () => {
    const ws = await boundWorkspace(server, 'save1', { points: 500, devices: 2, accounts: 3 });
    let fails = 0;
    rec.script = (action, req) =>
      action === 'collect' && req.account === 'save1_acct_2' && fails++ < 2 ? 'failure' : null;
    const body = { accountLabelIds: [ws.tagId], values: ids.slice(0, 4), ...quick };
    const { audit, end } = await runKind(server, ws, {
      subtype: 'save',
      name: 'keep them',
      body,
      accounts: 3,
      actions: 12,
      price: 'actionCollect',
      unit: COLLECT_PRICE,
      points: 500,
      count: 'collectCount',
      description: { values: ids.slice(0, 4), accountCount: 3, targetCount: 4 },
      failed: { account: 'save1_acct_2', action: 'collect', target: ids[0]! },
    });
    rec.script = null;
    expect(audit.failed).toBeGreaterThanOrEqual(2);
    expect(end.message.likeSuccess).toBe(0);
  });

  it('says unknown videos on their line and refuses a save without videos', async () => {
    const ws = await boundWorkspace(server, 'save2', { points: 50, devices: 1, accounts: 1 });
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
    const ws = await boundWorkspace(server, 'save3', { points: 500, devices: 3, accounts: 3 });
    rec.extraMs = 100_000;
    const created = await ws.api.post(SAVE_PATH, {
      name: 'long',
      accountLabelIds: [ws.tagId],
      values: ids.slice(0, 10),
      threadCount: 3,
      ...quick,
    });
    const id = created.body.data.id;
    await stopAfter(ws, id, 3, 'some saves');
    rec.extraMs = 0;

    const audit = await auditTask(server, id);
    expect(audit.cancelled).toBeGreaterThan(0);
    expect(audit.task.save_success).toBe(audit.done);
    expect(audit.task.cancelled_count).toBe(audit.cancelled);
    expect(audit.task.points_held).toBe(30 * COLLECT_PRICE);
    expectSettled(audit, { points: 500, actions: 30, unit: COLLECT_PRICE });
  });
});
