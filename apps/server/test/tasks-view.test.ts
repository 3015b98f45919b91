import { VIEW_COUNT_MAX, WATCH_SECONDS_MAX } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/core/clock.ts';
import { kind as viewKind } from '../src/engine/kinds/view.ts';
import type { EngineDriver, StepRun } from '../src/engine/types.ts';
import { SimPlatform } from '../src/sim/platform/platform.ts';
import { TEST_DB } from './harness.ts';
import { suiteKind } from './suite.ts';
import {
  auditTask,
  boundWorkspace,
  endedInSuccess,
  expectSettled,
  ownerPoints,
  quick,
  runKind,
  simCatalogue,
  stopAfter,
  type Workspace,
  waitForEnd,
} from './tasks-fixtures.ts';
import { expectReordered, outcomesTwice, plannedTargets, taskSteps } from './tasks-steps.ts';

const VIEW_PATH = '/tiktok/api/online/view';
/** Unlike a like or a save, so a view charged at another kind's price shows. */
const PLAY_PRICE = 2;

/** A view task of the workspace's tag, no sleep between actions: the answer to its creation. */
const viewTask = (ws: Workspace, body: object) =>
  ws.api.post(VIEW_PATH, { accountLabelIds: [ws.tagId], ...quick, ...body });

describe(`view task (${TEST_DB})`, () => {
  const { server, rec, ids } = suiteKind({ price: 'actionPlay', unit: PLAY_PRICE, skip: 50, videos: 10 });

  const stepsOf = (taskId: number) => taskSteps(server, taskId);

  it('quotes, then plays every video viewCount times per account, watching within the range: counters equal outcomes, charges equal views × price', async () => {
    const ws = await boundWorkspace(server, 'view1', { points: 500, devices: 2, accounts: 3 });
    let fails = 0;
    rec.script = (action, req) =>
      action === 'play' && req.account === 'view1_acct_2' && fails++ < 2 ? 'failure' : null;
    const body = {
      accountLabelIds: [ws.tagId],
      values: ids.slice(0, 2),
      viewCount: 2,
      watchMin: 20,
      watchMax: 40,
      ...quick,
    };
    const { created, end, audit } = await runKind(server, ws, {
      subtype: 'view',
      name: 'watch them',
      body,
      accounts: 3,
      actions: 12,
      price: 'actionPlay',
      unit: PLAY_PRICE,
      points: 500,
      count: 'playCount',
      description: {
        values: ids.slice(0, 2),
        viewCount: 2,
        watchMin: 20,
        watchMax: 40,
        accountCount: 3,
        targetCount: 2,
      },
      failed: { account: 'view1_acct_2', action: 'play', target: ids[0]! },
    });
    rec.script = null;
    expect(audit.failed).toBeGreaterThanOrEqual(2);
    expect(end.message).toMatchObject({ saveSuccess: 0, likeSuccess: 0 });
    expect(audit.chargedSteps).toBe(audit.done);
    const steps = await stepsOf(created.id);
    // Standard mode: each account plays the list twice over, each view watched 20..40 s.
    for (const item of new Set(steps.map((s) => s.item_id)))
      expect(steps.filter((s) => s.item_id === item).map((s) => s.target)).toEqual([
        ...ids.slice(0, 2),
        ...ids.slice(0, 2),
      ]);
    const watched = steps.map((s) => (JSON.parse(s.params!) as { watchMs: number }).watchMs);
    for (const ms of watched) {
      expect(ms % 1000).toBe(0);
      expect(ms).toBeGreaterThanOrEqual(20_000);
      expect(ms).toBeLessThanOrEqual(40_000);
    }
    expect(new Set(watched).size).toBeGreaterThan(1);
  });

  it('hands each view’s watch time to the driver, which spends it on the simulated clock', async () => {
    const clock = new ManualClock();
    const platform = new SimPlatform({
      seed: 7,
      clock,
      catalogue: simCatalogue(server),
      decide: () => 'success',
    });
    const driver: EngineDriver = {
      platform,
      device: async () => ({ status: 'online', usable: true, untilMs: null }),
      signIn: async () => {},
      password: async () => null,
    };
    const step: StepRun = {
      id: 1,
      taskId: 1,
      logId: '1795000000000000001',
      subtype: 'view',
      action: 'play',
      target: ids[0]!,
      params: { watchMs: 37_000 },
      accountId: 1,
      deviceId: 1,
      label: 'alice',
      attempt: 1,
      maxAttempts: 3,
      idemKey: '1795000000000000001:1:0',
    };
    let done = false;
    const pending = viewKind.run(step, driver, new AbortController().signal).then((r) => {
      done = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 10));
    clock.advance(36_999);
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    clock.advance(1);
    expect(await pending).toMatchObject({ outcome: 'success' });
  });

  it('deals the views in special mode: each video gets viewCount views in all', async () => {
    const ws = await boundWorkspace(server, 'view2', { points: 500, devices: 3, accounts: 3 });
    const created = await viewTask(ws, {
      name: 'dealt',
      values: ids.slice(0, 2),
      viewCount: 3,
      mode: 'rotation',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ number: 6, pointsHeld: 6 * PLAY_PRICE });
    const steps = await stepsOf(created.body.data.id);
    expect(steps.filter((s) => s.target === ids[0]).length).toBe(3);
    expect(steps.filter((s) => s.target === ids[1]).length).toBe(3);
    expect(new Set(steps.map((s) => s.item_id)).size).toBe(3);
    // Left to their defaults: 10..30 s a view.
    for (const s of steps) {
      const { watchMs } = JSON.parse(s.params!) as { watchMs: number };
      expect(watchMs).toBeGreaterThanOrEqual(10_000);
      expect(watchMs).toBeLessThanOrEqual(30_000);
    }
    const end = await waitForEnd(ws.api, created.body.data.id);
    const audit = await auditTask(server, created.body.data.id);
    expect(end.message.viewSuccess).toBe(audit.done);
    expect(audit.task.points_charged).toBe(audit.done * PLAY_PRICE);
    expect(audit.task.points_charged + audit.task.points_released).toBe(6 * PLAY_PRICE);
  });

  it('names the field and says why for bad view bodies, quotes every problem, and writes nothing', async () => {
    const ws = await boundWorkspace(server, 'view3', { points: 50, devices: 1, accounts: 1 });
    const ok = { name: 'x', accountLabelIds: [ws.tagId], values: [ids[0]] };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ watchMin: 30, watchMax: 20 }, 'watchMax', 'Max time cannot be less than min time'],
      [{ watchMin: 0 }, 'watchMin', 'watchMin must be at least 1'],
      [{ watchMax: WATCH_SECONDS_MAX + 1 }, 'watchMax', `watchMax must be at most ${WATCH_SECONDS_MAX}`],
      [{ viewCount: 0 }, 'viewCount', 'viewCount must be at least 1'],
      [{ viewCount: VIEW_COUNT_MAX + 1 }, 'viewCount', `viewCount must be at most ${VIEW_COUNT_MAX}`],
      [{ sleepMin: 10, sleepMax: 5 }, 'sleepMax', 'Max time cannot be less than min time'],
      [{ values: [] }, 'values', 'Add at least one target video'],
      [{ values: ['12345'] }, 'values.0', 'values.0 must be a video link or a 19-digit video id'],
      [{ accountLabelIds: [] }, 'accountLabelIds', 'Select account tags, or accounts in the account list'],
      [{ name: ' ' }, 'name', 'Name cannot be empty'],
      [{ bogus: 1 }, 'bogus', 'Unknown field: bogus'],
    ];
    for (const [change, field, message] of cases) {
      const res = await ws.api.post(VIEW_PATH, { ...ok, ...change });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.errors).toContainEqual({ field, message });
    }
    const unknown = await ws.api.post(VIEW_PATH, { ...ok, values: [ids[0], '1234567890123456789'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: 'No video has the id 1234567890123456789',
      data: { field: 'values.1' },
    });
    const poor = await ws.api.post(VIEW_PATH, { ...ok, values: ids.slice(0, 5), viewCount: 10 });
    expect(poor.status).toBe(422);

    // A quote says the reversed range on watchMax and the unknown video on its line, and still plans the rest.
    const quote = await ws.api.post('/task/info/quote', {
      subtype: 'view',
      body: { ...ok, values: [ids[0], '1234567890123456789'], viewCount: 2, watchMin: 30, watchMax: 20 },
    });
    expect(quote.body.data).toMatchObject({ accounts: 1, actions: 2, points: 2 * PLAY_PRICE, ok: false });
    expect(quote.body.data.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'watchMax',
          message: 'Max time cannot be less than min time',
          blocking: true,
        }),
        expect.objectContaining({ field: 'values.1', code: 'task.videoNotFound', blocking: true }),
      ]),
    );

    expect((await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
    expect(await ownerPoints(server, ws)).toEqual({ held: 0, balance: 50 });
  });

  it('stops a view task mid-run: the views done are charged, the rest of the hold comes back', async () => {
    const ws = await boundWorkspace(server, 'view4', { points: 500, devices: 3, accounts: 3 });
    const created = await viewTask(ws, {
      name: 'long',
      values: ids.slice(0, 5),
      viewCount: 2,
      watchMin: 200,
      watchMax: 240,
      threadCount: 3,
    });
    const id = created.body.data.id;
    expect(created.body.data.pointsHeld).toBe(30 * PLAY_PRICE);
    await stopAfter(ws, id, 3, 'some views');

    const audit = await auditTask(server, id);
    expect(audit.cancelled).toBeGreaterThan(0);
    expect(audit.task.view_success).toBe(audit.done);
    expect(audit.task.cancelled_count).toBe(audit.cancelled);
    expectSettled(audit, { points: 500, actions: 30, unit: PLAY_PRICE });
  });

  it('draws the same outcomes and watch times for the same seed and body, task after task', async () => {
    const ws = await boundWorkspace(server, 'view5', { points: 500, devices: 2, accounts: 2 });
    const body = {
      accountLabelIds: [ws.tagId],
      values: ids.slice(0, 5),
      viewCount: 2,
      mode: 'reordering',
      ...quick,
    };
    const [first, second] = await outcomesTwice(server, ws, VIEW_PATH, body, true);
    expect(first).toHaveLength(20);
    expect(second).toEqual(first);
    // The watch times are drawn (10..30 s by default), not one constant.
    expect(new Set(first.map((s) => s.split(':').slice(2).join(':'))).size).toBeGreaterThan(1);
  });

  describe('modes order the views as documented', () => {
    const planned = (ws: Workspace, mode: string) =>
      plannedTargets(server, rec, ws, VIEW_PATH, {
        name: mode,
        accountLabelIds: [ws.tagId],
        values: ids.slice(0, 5),
        viewCount: 1,
        mode,
        ...quick,
      });

    it('standard (independent): every account views the whole list in order', async () => {
      const ws = await boundWorkspace(server, 'vmode1', { points: 500, devices: 3, accounts: 3 });
      const lists = await planned(ws, 'independent');
      expect(lists).toHaveLength(3);
      for (const list of lists) expect(list).toEqual(ids.slice(0, 5));
    });

    it('random (reordering): each account its own seeded order, the same for the same body', async () => {
      const ws = await boundWorkspace(server, 'vmode2', { points: 500, devices: 3, accounts: 3 });
      expectReordered(await planned(ws, 'reordering'), await planned(ws, 'reordering'), ids.slice(0, 5));
    });

    it('interception: an account stops at its first failed view, the rest of its list cancelled', async () => {
      const ws = await boundWorkspace(server, 'vmode3', { points: 500, devices: 2, accounts: 2 });
      rec.script = (action, req) =>
        action === 'play' ? (req.account === 'vmode3_acct_1' ? 'failure' : 'success') : null;
      const created = await viewTask(ws, {
        name: 'intercept',
        values: ids.slice(0, 4),
        viewCount: 1,
        mode: 'interception',
      });
      const { audit } = await endedInSuccess(server, ws, created.body.data.id);
      rec.script = null;
      expect(audit).toMatchObject({ done: 4, failed: 1, cancelled: 3 });
      expect(audit.task.points_charged).toBe(4 * PLAY_PRICE);
      expect(audit.task.points_released).toBe(4 * PLAY_PRICE);
    });
  });
});
