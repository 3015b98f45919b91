import type { TaskSubtype } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf as pointsOf } from './admin-fixtures.ts';
import { type Client, client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { insertAccountTag, phoneOffline } from './rows.ts';
import { suiteServer } from './suite.ts';
import {
  boundWorkspace,
  quick,
  simCatalogue,
  usableVideos,
  type Workspace,
  workspace,
} from './tasks-fixtures.ts';

type Problem = { field: string | null; code: string; message: string; blocking: boolean };

describe(`task quote (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  let ids: string[];
  beforeAll(async () => {
    ids = usableVideos(server, 5);
  });

  const balanceOf = async (userId: number) => (await pointsOf(server, userId)).balance;
  const twoVideos = () => ({ values: ids.slice(0, 2), ...quick });

  /**
   * Some accounts of the workspace cannot act. By tag the quote (of `tagKind`) leaves them out and says
   * `message`, `acting` accounts acting on two videos each; chosen by id the quote (of `idKind`) blocks,
   * and creating the task at `path` through `refuser` is a 422 on accountIds that says `refusal`.
   */
  async function expectLeftOutOrRefused(
    ws: Workspace,
    o: {
      tagKind: TaskSubtype;
      idKind: TaskSubtype;
      path: string;
      code: string;
      message: string;
      acting: number;
      refuser: Client;
      refusal: string;
    },
  ) {
    const problem = (blocking: boolean) => ({
      field: blocking ? 'accountIds' : 'accountLabelIds',
      code: o.code,
      message: o.message,
      blocking,
    });
    const byTag = await ws.api.post('/task/info/quote', {
      subtype: o.tagKind,
      body: { accountLabelIds: [ws.tagId], ...twoVideos() },
    });
    expect(byTag.body.data).toMatchObject({ accounts: o.acting, actions: 2 * o.acting, ok: true });
    expect(byTag.body.data.problems).toContainEqual(problem(false));
    const chosen = { accountIds: [...ws.accountIds], ...twoVideos() };
    const quoted = await ws.api.post('/task/info/quote', { subtype: o.idKind, body: chosen });
    expect(quoted.body.data.ok).toBe(false);
    expect(quoted.body.data.problems).toContainEqual(problem(true));
    const refused = await o.refuser.post(o.path, { name: 'x', ...chosen });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(o.refusal);
    expect(refused.body.data).toMatchObject({ field: 'accountIds' });
  }

  it('quotes what creation then holds, without creating anything', async () => {
    const ws = await boundWorkspace(server, 'quote1', { points: 100, devices: 2, accounts: 3 });
    const body = { accountLabelIds: [ws.tagId], values: ids.slice(0, 4), ...quick };
    const quote = await ws.api.post('/task/info/quote', { subtype: 'like', body });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      accounts: 3,
      devices: 2,
      actions: 12,
      points: 12,
      balance: 100,
      balanceAfter: 88,
      lines: [{ price: 'actionLike', quantity: 12, unit: 1, points: 12 }],
      tags: [{ id: ws.tagId, name: 'quote1-tag', accounts: 3, used: 3 }],
      problems: [],
      ok: true,
    });
    const list = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {});
    expect(list.body.data.total).toBe(0);
    expect(await balanceOf(ws.ownerId)).toBe(100);

    const created = await ws.api.post('/tiktok/api/online/comment/like', { name: 'go', ...body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ number: 12, accounts: 3, pointsHeld: 12 });
  });

  it('refuses accounts whose rental has ended (arrears): named in the quote and by the create call', async () => {
    const ws = await boundWorkspace(server, 'offl1', { points: 100, devices: 2, accounts: 2 });
    const db = server.ctx.db;
    const past = new Date(server.ctx.clock.now() - 60_000).toISOString();
    // The second phone's rental ended a minute ago: its account is offline.
    await db.updateTable('devices').set({ end_at: past }).where('id', '=', ws.deviceIds[1]!).execute();
    const message = 'Account is offline: offl1_acct_2 (device status: Arrears)';
    // By tag: left out and said, the other account still works; by id: refused naming it, nothing is held.
    await expectLeftOutOrRefused(ws, {
      tagKind: 'like',
      idKind: 'like',
      path: '/tiktok/api/online/comment/like',
      code: 'task.accountOffline',
      message,
      acting: 1,
      refuser: ws.api,
      refusal: message,
    });

    // Every phone of the tag gone: the tag's task is refused too, naming them all, in Chinese as well.
    await db.updateTable('devices').set({ end_at: past }).where('id', '=', ws.deviceIds[0]!).execute();
    const zh = client(server, ws.headers, 'zh-CN');
    const none = await zh.post('/tiktok/api/online/comment/like', {
      name: 'x',
      accountLabelIds: [ws.tagId],
      ...twoVideos(),
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('账号离线：offl1_acct_1, offl1_acct_2（设备状态：欠费）');
    expect((await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
    expect(await balanceOf(ws.ownerId)).toBe(100);
  });

  it('refuses accounts whose phone is offline right now, with the status the device list shows', async () => {
    const ws = await boundWorkspace(server, 'offl2', { points: 100, devices: 3, accounts: 3 });
    const db = server.ctx.db;
    const later = new Date(server.ctx.clock.now() + 86_400_000).toISOString();
    await phoneOffline(db, ws.deviceIds[1]!, later);
    await phoneOffline(db, ws.deviceIds[2]!, later);
    const listed = await ws.api.post('/device/info/queryList?pageNo=1&pageSize=10', {});
    const statuses = Object.fromEntries(
      listed.body.data.list.map((d: { id: number; status: string }) => [d.id, d.status]),
    );
    expect(ws.deviceIds.map((id) => statuses[id])).toEqual(['online', 'offline', 'offline']);
    // By tag: left out and said, the online account still works; by id (an acquisition kind): refused
    // naming them, nothing held.
    await expectLeftOutOrRefused(ws, {
      tagKind: 'view',
      idKind: 'save',
      path: '/tiktok/api/online/comment/save',
      code: 'task.accountOffline',
      message: 'Accounts are offline: offl2_acct_2, offl2_acct_3 (device status: Offline)',
      acting: 1,
      refuser: client(server, ws.headers, 'zh-CN'),
      refusal: '账号离线：offl2_acct_2, offl2_acct_3（设备状态：离线）',
    });
    // Only the online account chosen: accepted.
    const one = await ws.api.post('/tiktok/api/online/comment/save', {
      name: 'one',
      ...twoVideos(),
      accountIds: [ws.accountIds[0]],
    });
    expect(one.status).toBe(201);
    expect(one.body.data).toMatchObject({ accounts: 1, number: 2 });

    // Every phone of the tag offline: a follow task by tag is refused, naming them.
    await phoneOffline(db, ws.deviceIds[0]!, later);
    const none = await ws.api.post('/tiktok/api/online/user/follow', {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: ['@luna.cooks1'],
      ...quick,
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(
      'Accounts are offline: offl2_acct_1, offl2_acct_2, offl2_acct_3 (device status: Offline)',
    );
    const tasks = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {});
    expect(tasks.body.data.total).toBe(1);
    expect(await balanceOf(ws.ownerId)).toBe(100 - one.body.data.pointsHeld);
  });

  it('refuses accounts chosen by id that have no device before anything is queued; by tag leaves them out and says so', async () => {
    const ws = await boundWorkspace(server, 'nodev1', { points: 100, devices: 2, accounts: 3 });
    const db = server.ctx.db;
    await db.updateTable('accounts').set({ device_id: null }).where('id', '=', ws.accountIds[2]!).execute();
    // By tag: left out and said, the two others still work; by id: refused naming it, nothing is held.
    await expectLeftOutOrRefused(ws, {
      tagKind: 'like',
      idKind: 'like',
      path: '/tiktok/api/online/comment/like',
      code: 'task.accountsWithoutDevice',
      message: '1 of the chosen accounts is not logged in on a device (or banned): nodev1_acct_3',
      acting: 2,
      refuser: client(server, ws.headers, 'zh-CN'),
      refusal: '所选账号中有 1 个未在设备上登录（或已封禁）：nodev1_acct_3',
    });
    expect((await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
    expect(await balanceOf(ws.ownerId)).toBe(100);

    // Every account of the tag without a device: refused too.
    await db.updateTable('accounts').set({ device_id: null }).where('id', 'in', ws.accountIds).execute();
    const none = await ws.api.post('/tiktok/api/online/comment/like', {
      name: 'x',
      accountLabelIds: [ws.tagId],
      ...twoVideos(),
    });
    expect(none.status).toBe(422);
    expect(await balanceOf(ws.ownerId)).toBe(100);
  });

  it('lists every problem on its field: unknown videos, accounts without devices, empty tags, short balance', async () => {
    const ws = await boundWorkspace(server, 'quote2', { points: 1, devices: 1, accounts: 3 });
    const db = server.ctx.db;
    await db.updateTable('accounts').set({ device_id: null }).where('id', '=', ws.accountIds[2]!).execute();
    const empty = await insertAccountTag(db, ws.ownerId, 'quote2-empty', '2026-01-01T00:00:00.000Z');
    const unknown = '1000000000000000001';
    expect(simCatalogue(server).video(unknown)).toBeFalsy();
    const quote = await ws.api.post('/task/info/quote', {
      subtype: 'like',
      body: { accountLabelIds: [ws.tagId, empty], values: [ids[0], unknown, ids[1]], ...quick },
    });
    expect(quote.status).toBe(200);
    const data = quote.body.data;
    // The known videos are still planned for the two accounts on a device.
    expect(data).toMatchObject({
      accounts: 2,
      actions: 4,
      points: 4,
      balance: 1,
      balanceAfter: -3,
      ok: false,
    });
    const problems = data.problems as Problem[];
    expect(problems).toContainEqual({
      field: 'values.1',
      code: 'task.videoNotFound',
      message: `No video has the id ${unknown}`,
      blocking: true,
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'accountLabelIds',
        code: 'task.accountsWithoutDevice',
        blocking: false,
      }),
    );
    expect(problems).toContainEqual({
      field: 'accountLabelIds',
      code: 'task.tagEmpty',
      message: 'The tag quote2-empty holds no account',
      blocking: false,
    });
    expect(problems).toContainEqual({
      field: null,
      code: 'finance.insufficientPoints',
      message: 'Not enough points: 4 needed, 1 available',
      blocking: true,
    });
    expect(data.tags).toEqual([
      { id: ws.tagId, name: 'quote2-tag', accounts: 3, used: 2 },
      { id: empty, name: 'quote2-empty', accounts: 0, used: 0 },
    ]);
  });

  it('names each invalid field, needs no name, and plans accounts chosen by id', async () => {
    const ws = await boundWorkspace(server, 'quote3', { points: 100, devices: 2, accounts: 2 });
    const bad = await ws.api.post('/task/info/quote', {
      subtype: 'maintenance',
      body: { accountLabelIds: [ws.tagId], keywords: ['a'], sleepMin: 10, sleepMax: 5 },
    });
    expect(bad.status).toBe(200);
    const fields = (bad.body.data.problems as Problem[]).map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['sleepMax', 'viewCount']));
    expect(fields).not.toContain('name');
    expect(bad.body.data.ok).toBe(false);

    const byId = await ws.api.post('/task/info/quote', {
      subtype: 'maintenance',
      body: { accountIds: [ws.accountIds[0]], keywords: ['travel'], viewCount: 2, likeCount: 1, ...quick },
    });
    expect(byId.body.data).toMatchObject({ accounts: 1, actions: 3, points: 3, ok: true });
    const created = await ws.api.post('/tiktok/api/online/maintenance', {
      name: 'one',
      accountIds: [ws.accountIds[0]],
      keywords: ['travel'],
      viewCount: 2,
      likeCount: 1,
      ...quick,
    });
    expect(created.body.data).toMatchObject({ number: 3, accounts: 1, pointsHeld: 3 });
  });

  it('quotes a batch login: no free device in the group is said on groupId', async () => {
    const ws = await workspace(server, { name: 'quote4', points: 100, devices: 1, accounts: 2 });
    await server.ctx.db.updateTable('devices').set({ in_use: 1 }).where('id', 'in', ws.deviceIds).execute();
    const quote = await ws.api.post('/task/info/quote', {
      subtype: 'batch_login',
      body: { groupId: ws.groupId, accountLabelIds: [ws.tagId] },
    });
    expect(quote.body.data.problems).toContainEqual(
      expect.objectContaining({ field: 'groupId', code: 'device.noFreeInGroup', blocking: true }),
    );
    await server.ctx.db.updateTable('devices').set({ in_use: 0 }).where('id', 'in', ws.deviceIds).execute();
    const fine = await ws.api.post('/task/info/quote', {
      subtype: 'batch_login',
      body: { groupId: ws.groupId, accountLabelIds: [ws.tagId] },
    });
    expect(fine.body.data).toMatchObject({ accounts: 2, devices: 1, actions: 2, points: 2, ok: true });
  });
});
