import { daysAfter, monthsAfter, subtypeFromMessage } from '@reelfleet/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/core/clock.ts';
import { FANS_REFRESH_MS, refreshFans } from '../src/modules/account/fans.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { SimLifecycle } from '../src/sim/platform/lifecycle.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { png, untilProcessed, uploadFile } from './material-fixtures.ts';
import { holdLock, lockAtOnce, someoneWaitsForLock } from './pg-locks.ts';
import { countRows } from './rows.ts';
import { beforeAllValue, suiteServer } from './suite.ts';
import {
  addProxies,
  auditTask,
  boundWorkspace,
  expectSettled,
  quick,
  simCatalogue,
  startEngine,
  type Workspace,
  waitForEnd,
  waitUntil,
  workspace,
} from './tasks-fixtures.ts';

const SIGNUP = '/tiktok/api/online/user/signup';
const PROFILE = '/tiktok/api/online/user/profile';
const BUSINESS = '/tiktok/api/online/user/business';

/** Lifecycle steps `fail` picks (by item index and account label) end in failure; the others succeed. */
function scripted(server: TestServer, fail: (item: number, label: string) => boolean | 'abnormal') {
  return new SimLifecycle({
    seed: server.ctx.config.SIM_SEED,
    clock: server.ctx.clock,
    decide: (_action, req) => {
      const f = fail(Number(req.idemKey.split(':')[1]), req.account);
      return f === 'abnormal' ? 'abnormal' : f ? 'failure' : 'success';
    },
  });
}

describe(`batch registration (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '4000' });
  const failing = new Set([1, 4]);
  beforeAllValue(async () =>
    startEngine(server, {
      ...server.tasks.driver,
      // US: the 2nd and 5th fail; MX: every one fails.
      lifecycle: scripted(
        server,
        (i, label) => (label.startsWith('US') && failing.has(i)) || label.startsWith('MX'),
      ),
    }),
  );

  it('holds 25 points per account, charges the registered ones, releases the failures', async () => {
    const ws = await workspace(server, { name: 'reg1', points: 1000, devices: 2, accounts: 0 });
    const proxyIds = await addProxies(server, ws, ['10.0.0.1', '10.0.0.2']);
    const body = { region: 'US', labelId: ws.tagId, count: 8, deviceIds: ws.deviceIds, proxyIds, ...quick };
    const quote = await ws.api.post('/task/info/quote', { subtype: 'signup', body });
    expect(quote.body.data).toMatchObject({
      accounts: 8,
      actions: 8,
      points: 200,
      lines: [{ price: 'registration', quantity: 8, unit: 25, points: 200 }],
      problems: [],
      ok: true,
    });
    const created = await ws.api.post(SIGNUP, { name: 'eight', ...body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ number: 8, pointsHeld: 200 });
    const end = await waitForEnd(ws.api, created.body.data.id, 60_000);
    expect(end.status).toBe('success');
    const audit = await auditTask(server, created.body.data.id);
    expect(audit.done).toBe(6);
    expect(audit.failed).toBe(2);
    // 25 points an account: the 6 registered charged, the 2 failures released.
    expectSettled(audit, { points: 1000, actions: 8, unit: 25 });
    // The registered accounts are in the list under the label, bound to the phones that registered them.
    const list = await ws.api.post('/account/info/queryList?pageNo=1&pageSize=50', { labelId: ws.tagId });
    expect(list.body.data.total).toBe(6);
    for (const a of list.body.data.list) {
      expect(a).toMatchObject({ region: 'US', type: 'personal', status: 'online', labelId: ws.tagId });
      expect(a.registerTime).not.toBeNull();
      expect(ws.deviceIds).toContain(a.deviceId);
    }
    // The dashboard's accounts card counts them, and the registrations of this (simulated) month.
    const card = await ws.api.get('/dashboard/tiktiok');
    expect(card.body.data).toMatchObject({ available: true, accounts: 6, registeredThisMonth: 6, fans: 0 });
    // Spec 2 single sign-up start / success / fail, marked with the task: each opens the registration dialog.
    const inbox = await ws.api.post('/system/message/queryList?pageNo=1&pageSize=50', { flag: true });
    const notices = (inbox.body.data.list as Array<{ message: string; mark: string }>).filter(
      (n) => n.mark === created.body.data.logId,
    );
    const texts = notices.map((n) => n.message);
    expect(texts).toContain('Single sign-up start: US#1 … US#8');
    expect(texts.filter((m) => m.startsWith('Single sign-up success: '))).toHaveLength(6);
    expect(texts.filter((m) => m.startsWith('Single sign-up fail: US#'))).toHaveLength(2);
    for (const a of list.body.data.list) expect(texts).toContain(`Single sign-up success: ${a.account}`);
    for (const m of texts) expect(subtypeFromMessage(m)).toBe('signup');
  });

  it('refuses EU regions, a missing label and a count that is not a positive whole number, a short balance', async () => {
    const ws = await workspace(server, { name: 'reg2', points: 1000, devices: 1, accounts: 0 });
    const proxyIds = await addProxies(server, ws, ['10.0.1.1']);
    const base = { name: 'x', region: 'US', labelId: ws.tagId, count: 1, deviceIds: ws.deviceIds, proxyIds };
    const eu = await ws.api.post(SIGNUP, { ...base, region: 'DE' });
    expect(eu.status).toBe(400);
    expect(eu.body.message).toContain('not supported in the EU');
    const noLabel = await ws.api.post(SIGNUP, { ...base, labelId: undefined });
    expect(noLabel.status).toBe(400);
    expect(noLabel.body.message).toContain('select a label');
    for (const count of [0, 1.5, -2]) {
      const bad = await ws.api.post(SIGNUP, { ...base, count });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('whole number above 0');
    }
    const noRegion = await ws.api.post(SIGNUP, { ...base, region: '' });
    expect(noRegion.body.message).toContain('select a region');
    // A balance below 25 × count: refused before anything is queued.
    const poor = await workspace(server, { name: 'reg2p', points: 24, devices: 1, accounts: 0 });
    const poorProxy = await addProxies(server, poor, ['10.0.1.2']);
    const short = await poor.api.post(SIGNUP, {
      ...base,
      labelId: poor.tagId,
      deviceIds: poor.deviceIds,
      proxyIds: poorProxy,
    });
    expect(short.status).toBe(422);
    expect(
      await server.ctx.db.selectFrom('tasks').select('id').where('workspace_id', '=', poor.ownerId).execute(),
    ).toEqual([]);
  });

  it('lets a proxy IP carry at most 5 registrations across two tasks created at once', async () => {
    const ws = await workspace(server, { name: 'reg3', points: 1000, devices: 2, accounts: 0 });
    // Two proxy rows on one IP count as one IP.
    const proxyIds = await addProxies(server, ws, ['10.0.2.1', '10.0.2.1']);
    // JP registrations all succeed: every one keeps its place on the IP.
    const body = { region: 'JP', labelId: ws.tagId, count: 3, deviceIds: ws.deviceIds, proxyIds, ...quick };
    const six = await ws.api.post('/task/info/quote', { subtype: 'signup', body: { ...body, count: 6 } });
    expect(six.body.data.ok).toBe(false);
    expect(six.body.data.problems).toEqual([
      expect.objectContaining({ field: 'proxyIds', code: 'signup.proxiesShort', blocking: true }),
    ]);
    expect(six.body.data.problems[0].message).toContain('2 proxy IPs');
    const [a, b] = await Promise.all([
      ws.api.post(SIGNUP, { name: 'a', ...body }),
      ws.api.post(SIGNUP, { name: 'b', ...body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const refused = a.status === 422 ? a : b;
    expect(refused.body.data).toMatchObject({ field: 'proxyIds' });
    const reserved = { column: 'workspace_id', in: [ws.ownerId] };
    expect(await countRows(server.ctx.db, 'signup_registrations', reserved)).toBe(3);
    // Two more fit; a third does not.
    expect((await ws.api.post(SIGNUP, { name: 'c', ...body, count: 2 })).status).toBe(201);
    expect((await ws.api.post(SIGNUP, { name: 'd', ...body, count: 1 })).status).toBe(422);
  });

  it('recommends special mode when few of the recent registrations succeeded, without refusing standard mode', async () => {
    const ws = await workspace(server, { name: 'reg4', points: 1000, devices: 2, accounts: 0 });
    const first = await addProxies(server, ws, ['10.0.3.1', '10.0.3.2']);
    const body = {
      region: 'MX',
      labelId: ws.tagId,
      count: 10,
      deviceIds: ws.deviceIds,
      proxyIds: first,
      ...quick,
    };
    // No history yet: nothing to recommend.
    const before = await ws.api.post('/task/info/quote', {
      subtype: 'signup',
      body: { ...body, mode: 'independent' },
    });
    expect(before.body.data.problems).toEqual([]);
    const created = await ws.api.post(SIGNUP, { name: 'ten', ...body });
    expect(created.status).toBe(201);
    const end = await waitForEnd(ws.api, created.body.data.id, 60_000);
    expect(end.message).toMatchObject({ success: 0 });
    // 0 of the last 10 registrations succeeded: standard mode is told special mode is recommended, on its field.
    const more = await addProxies(server, ws, ['10.0.3.3']);
    const next = { ...body, count: 1, proxyIds: more };
    const standard = await ws.api.post('/task/info/quote', {
      subtype: 'signup',
      body: { ...next, mode: 'independent' },
    });
    expect(standard.body.data.ok).toBe(true);
    expect(standard.body.data.problems).toEqual([
      {
        field: 'mode',
        code: 'signup.suggestSpecial',
        message: 'Only 0% of the recent registrations succeeded: special mode is recommended',
        blocking: false,
      },
    ]);
    const zh = await client(server, ws.headers, 'zh-CN').post('/task/info/quote', {
      subtype: 'signup',
      body: { ...next, mode: 'independent' },
    });
    expect(zh.body.data.problems[0].message).toBe('近期注册成功率仅 0%，建议切换为特殊模式');
    // Special mode already chosen: nothing to say.
    const special = await ws.api.post('/task/info/quote', {
      subtype: 'signup',
      body: { ...next, mode: 'rotation' },
    });
    expect(special.body.data).toMatchObject({ ok: true, problems: [] });
  });
});

describe(`profiles from materials (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '4000' });
  beforeAllValue(async () =>
    startEngine(server, { ...server.tasks.driver, lifecycle: scripted(server, () => false) }),
  );

  /** Text materials of a subtype, one a line, and a ready avatar material: their ids. */
  async function materials(ws: Workspace) {
    const text = async (subtype: string, texts: string) => {
      const res = await ws.api.post('/resource/material/add', {
        name: `m-${subtype}`,
        subtype,
        texts,
        tagMode: 'name',
        labelName: 'profiles',
      });
      expect(res.status).toBe(200);
      const all = await ws.api.post('/resource/material/queryAll', { type: 'text', subtype });
      return all.body.data.map((m: { id: number }) => m.id) as number[];
    };
    const nicknames = await text('original', 'Sunny Cook\nMoon Dancer');
    const signatures = await text('signature', 'Recipes every day');
    const comments = await text('comment', 'not a signature');
    const up = await uploadFile(
      server,
      ws.headers,
      'type=avatar&subtype=original&tagMode=name&labelName=faces',
      [{ filename: 'face.png', content: await png(), type: 'image/png' }],
    );
    expect(up.status).toBe(200);
    await untilProcessed(ws.api, up.body.data.id);
    return { nicknames, signatures, comments, avatar: up.body.data.id as number };
  }

  /** Creates a task, waits until it has succeeded, and reads the workspace's accounts. */
  async function runAndRead(ws: Workspace, path: string, body: object) {
    const created = await ws.api.post(path, body);
    expect(created.status).toBe(201);
    expect((await waitForEnd(ws.api, created.body.data.id, 60_000)).status).toBe('success');
    return server.ctx.db
      .selectFrom('accounts')
      .select(['nickname', 'signature', 'avatar', 'nickname_changed_at'])
      .where('workspace_id', '=', ws.ownerId)
      .execute();
  }

  it('registers accounts with nicknames, signatures and avatars picked from materials, refusing wrong ones on their line', async () => {
    const ws = await workspace(server, { name: 'regm', points: 1000, devices: 2, accounts: 0 });
    const m = await materials(ws);
    const proxyIds = await addProxies(server, ws, ['10.0.9.1']);
    const body = {
      name: 'from materials',
      region: 'JP',
      labelId: ws.tagId,
      count: 4,
      deviceIds: ws.deviceIds,
      proxyIds,
      nicknameSource: 'materials',
      nicknameMaterialIds: m.nicknames,
      signatureSource: 'materials',
      signatureMaterialIds: m.signatures,
      avatarSource: 'materials',
      avatarMaterialIds: [m.avatar],
      ...quick,
    };
    const none = await ws.api.post(SIGNUP, { ...body, nicknameMaterialIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.data.errors).toContainEqual({
      field: 'nicknameMaterialIds',
      message: 'Please select materials first',
    });
    const wrong = await ws.api.post(SIGNUP, { ...body, signatureMaterialIds: m.comments });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toMatchObject({ field: 'signatureMaterialIds.0' });
    const notImage = await ws.api.post(SIGNUP, { ...body, avatarMaterialIds: m.nicknames });
    expect(notImage.status).toBe(422);
    expect(notImage.body.message).toContain('is not a ready avatar or image material');

    const rows = await runAndRead(ws, SIGNUP, body);
    expect(rows).toHaveLength(4);
    for (const r of rows) {
      expect(['Sunny Cook', 'Moon Dancer']).toContain(r.nickname);
      expect(r).toMatchObject({ signature: 'Recipes every day', avatar: `material:${m.avatar}` });
    }
  });

  it('edits profiles with a nickname per account picked from materials, under the 7-day rule', async () => {
    const ws = await boundWorkspace(server, 'profm', { points: 0, devices: 2, accounts: 2 });
    const m = await materials(ws);
    const body = { name: 'names', accountIds: ws.accountIds, nicknameMaterialIds: m.nicknames, ...quick };
    const both = await ws.api.post(PROFILE, { ...body, changes: { nickname: 'Typed' } });
    expect(both.status).toBe(400);
    expect(both.body.data.errors).toContainEqual({
      field: 'changes.nickname',
      message: 'Type it or take it from materials, not both',
    });
    const rows = await runAndRead(ws, PROFILE, { ...body, changes: {}, avatarMaterialIds: [m.avatar] });
    for (const r of rows) {
      expect(['Sunny Cook', 'Moon Dancer']).toContain(r.nickname);
      expect(r.avatar).toBe(`material:${m.avatar}`);
      expect(r.nickname_changed_at).not.toBeNull();
    }
    // A nickname from materials is a nickname change: the 7-day rule refuses a second one.
    const again = await ws.api.post('/task/info/quote', {
      subtype: 'batch_modify_profile',
      body: { ...body, changes: {} },
    });
    expect(again.body.data.ok).toBe(false);
    expect(again.body.data.problems[0].message).toContain('the nickname can be changed once every 7 days');
  });
});

describe(`enterprise switch (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '4000' });
  beforeAllValue(async () =>
    startEngine(server, {
      ...server.tasks.driver,
      lifecycle: scripted(server, (_i, label) => (label.startsWith('risky') ? 'abnormal' : false)),
    }),
  );

  it('marks an account high risk when the platform flags it (abnormal after the last try)', async () => {
    const ws = await boundWorkspace(server, 'risky', { points: 100, devices: 1, accounts: 1 });
    const created = await ws.api.post(BUSINESS, {
      name: 'flagged',
      accountIds: ws.accountIds,
      category: 'food',
      ...quick,
    });
    expect(created.status).toBe(201);
    expect((await waitForEnd(ws.api, created.body.data.id)).message).toMatchObject({ success: 0, error: 1 });
    const detail = (await ws.api.get(`/account/info/detail/${ws.accountIds[0]}`)).body.data;
    expect(detail).toMatchObject({ risk: 'high', type: 'personal' });
  });

  it('switches to enterprise for one month with a category, and back to personal at once', async () => {
    const ws = await boundWorkspace(server, 'biz1', { points: 100, devices: 1, accounts: 2 });
    const noCategory = await ws.api.post(BUSINESS, { name: 'x', accountIds: ws.accountIds });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toContain('business category');
    const created = await ws.api.post(BUSINESS, {
      name: 'go',
      accountIds: ws.accountIds,
      target: 'enterprise',
      category: 'food',
      ...quick,
    });
    expect(created.status).toBe(201);
    await waitForEnd(ws.api, created.body.data.id);
    const rows = await server.ctx.db
      .selectFrom('accounts')
      .select(['type', 'business_category', 'enterprise_until', 'updated_at'])
      .where('id', 'in', ws.accountIds)
      .execute();
    for (const r of rows) {
      expect(r).toMatchObject({ type: 'enterprise', business_category: 'food' });
      expect(r.enterprise_until).toBe(monthsAfter(r.updated_at, 1));
    }
    // Already enterprise: left out and said; none left refuses.
    const again = await ws.api.post('/task/info/quote', {
      subtype: 'business_account',
      body: { accountIds: ws.accountIds, target: 'enterprise', category: 'food' },
    });
    expect(again.body.data.ok).toBe(false);
    expect(again.body.data.problems[0].code).toBe('business.alreadyEnterprise');
    await server.ctx.db.updateTable('accounts').set({ link: 'https://a.example', email: 'a@b.co' }).execute();
    const stop = await ws.api.post(BUSINESS, {
      name: 'stop',
      accountIds: [ws.accountIds[0]],
      target: 'personal',
      ...quick,
    });
    expect(stop.status).toBe(201);
    await waitForEnd(ws.api, stop.body.data.id);
    const one = await ws.api.get(`/account/info/detail/${ws.accountIds[0]}`);
    expect(one.body.data.type).toBe('personal');
    const row = await server.ctx.db
      .selectFrom('accounts')
      .select(['link', 'email', 'enterprise_until'])
      .where('id', '=', ws.accountIds[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ link: '', email: '', enterprise_until: null });
  });

  it('gives an account one free enterprise month: activating it again after a shutdown is refused with its day', async () => {
    const ws = await boundWorkspace(server, 'biz2', { points: 100, devices: 1, accounts: 2 });
    const [first, second] = ws.accountIds as [number, number];
    const zh = client(server, ws.headers, 'zh-CN');
    const toEnterprise = (accountIds: number[], name: string) =>
      ws.api.post(BUSINESS, { name, accountIds, target: 'enterprise', category: 'food', ...quick });
    const on = await toEnterprise([first], 'on');
    expect(on.status).toBe(201);
    await waitForEnd(ws.api, on.body.data.id);
    const began = await server.ctx.db
      .selectFrom('accounts')
      .select(['enterprise_free_at', 'updated_at', 'type'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(began.type).toBe('enterprise');
    expect(began.enterprise_free_at).toBe(began.updated_at);
    const day = began.enterprise_free_at!.slice(0, 10);
    const off = await ws.api.post(BUSINESS, {
      name: 'off',
      accountIds: [first],
      target: 'personal',
      ...quick,
    });
    await waitForEnd(ws.api, off.body.data.id);
    expect((await ws.api.get(`/account/info/detail/${first}`)).body.data.type).toBe('personal');
    // Again: refused, saying when its free month began (en and zh).
    const again = await toEnterprise([first], 'again');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      `1 account has used the free corporate month already (one per account; it began on the date shown): biz2_acct_1 (${day})`,
    );
    expect(
      (
        await zh.post(BUSINESS, {
          name: 'again',
          accountIds: [first],
          target: 'enterprise',
          category: 'food',
        })
      ).body.message,
    ).toBe(`1 个账号已使用过免费企业月（每个账号仅一次，括号内为开始日期）：biz2_acct_1 (${day})`);
    // With an account whose month is unused: that one goes, the other is left out and said.
    const quote = await ws.api.post('/task/info/quote', {
      subtype: 'business_account',
      body: { accountIds: [first, second], target: 'enterprise', category: 'food' },
    });
    expect(quote.body.data).toMatchObject({ ok: true, accounts: 1 });
    expect(quote.body.data.problems).toMatchObject([{ code: 'business.freeMonthUsed', blocking: false }]);
    const both = await toEnterprise([first, second], 'both');
    expect(both.status).toBe(201);
    await waitForEnd(ws.api, both.body.data.id);
    const types = await server.ctx.db
      .selectFrom('accounts')
      .select(['id', 'type', 'enterprise_free_at'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(types.map((r) => r.type)).toEqual(['personal', 'enterprise']);
    // The first account's month keeps its first day.
    expect(types[0]!.enterprise_free_at).toBe(began.enterprise_free_at);
  });
});

describe(`profile rules on the simulated clock (${TEST_DB})`, () => {
  const clock = new ManualClock(Date.parse('2026-03-10T12:00:00.000Z'));
  const server = suiteServer({}, { clock });
  const quote = (ws: Workspace, changes: object) =>
    ws.api.post('/task/info/quote', {
      subtype: 'batch_modify_profile',
      body: { accountIds: ws.accountIds, changes },
    });

  it('allows a nickname or link again exactly 7 days later, a username exactly one month later', async () => {
    const ws = await boundWorkspace(server, 'prof1', { points: 0, devices: 1, accounts: 1 });
    const id = ws.accountIds[0]!;
    const changed = clock.iso();
    await server.ctx.db
      .updateTable('accounts')
      .set({
        nickname_changed_at: changed,
        username_changed_at: changed,
        link_changed_at: changed,
        fans: 1000,
      })
      .where('id', '=', id)
      .execute();
    // The phone is rented for the whole span (a phone whose rental ended leaves its account offline).
    await server.ctx.db
      .updateTable('devices')
      .set({ end_at: daysAfter(changed, 365) })
      .where('id', '=', ws.deviceIds[0]!)
      .execute();
    const cases = [
      [{ nickname: 'New name' }, daysAfter(changed, 7), 'the nickname can be changed once every 7 days'],
      [
        { link: 'https://shop.example/x' },
        daysAfter(changed, 7),
        'the link can be changed once every 7 days',
      ],
      [{ username: 'new.name' }, monthsAfter(changed, 1), 'the username can be changed again only one month'],
    ] as const;
    for (const [changes, until, rule] of cases) {
      clock.advance(Date.parse(until) - 1 - clock.now());
      const before = await quote(ws, changes);
      expect(before.body.data.ok).toBe(false);
      expect(before.body.data.problems[0]).toMatchObject({ code: 'profile.excluded', blocking: true });
      expect(before.body.data.problems[0].message).toContain(rule);
      expect(before.body.data.problems[0].message).toContain('prof1_acct_1');
      clock.advance(1);
      const at = await quote(ws, changes);
      expect(at.body.data).toMatchObject({ ok: true, accounts: 1, problems: [] });
    }
  });

  it('gives link and email only to enterprise accounts or accounts with 1,000 fans, and checks their format', async () => {
    const ws = await boundWorkspace(server, 'prof2', { points: 0, devices: 1, accounts: 1 });
    const id = ws.accountIds[0]!;
    await server.ctx.db.updateTable('accounts').set({ fans: 999 }).where('id', '=', id).execute();
    const refused = await quote(ws, { email: 'shop@example.com' });
    expect(refused.body.data.problems[0].message).toContain('corporate accounts or accounts with 1,000 fans');
    await server.ctx.db.updateTable('accounts').set({ fans: 1000 }).where('id', '=', id).execute();
    expect((await quote(ws, { email: 'shop@example.com' })).body.data.ok).toBe(true);
    const badLink = await ws.api.post(PROFILE, {
      name: 'x',
      accountIds: ws.accountIds,
      changes: { link: 'shop.example' },
    });
    expect(badLink.status).toBe(400);
    const badEmail = await ws.api.post(PROFILE, {
      name: 'x',
      accountIds: ws.accountIds,
      changes: { email: 'no-at' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('Email format is incorrect');
  });

  it('ends the free enterprise mode after one simulated month: personal again, link and email gone', async () => {
    const ws = await boundWorkspace(server, 'prof3', { points: 0, devices: 1, accounts: 1 });
    const id = ws.accountIds[0]!;
    const began = clock.iso();
    const until = monthsAfter(began, 1);
    // The phone stays rented past the month (an account on a phone whose rental ended is offline).
    await server.ctx.db
      .updateTable('devices')
      .set({ end_at: daysAfter(began, 365) })
      .where('id', '=', ws.deviceIds[0]!)
      .execute();
    await server.ctx.db
      .updateTable('accounts')
      .set({
        type: 'enterprise',
        enterprise_free_at: began,
        enterprise_until: until,
        business_category: 'pets',
        link: 'https://a.example',
        email: 'a@b.co',
      })
      .where('id', '=', id)
      .execute();
    // Enterprise without fans: link and email allowed.
    expect((await quote(ws, { email: 'shop@example.com' })).body.data.ok).toBe(true);
    clock.advance(Date.parse(until) - 1 - clock.now());
    expect((await ws.api.get(`/account/info/detail/${id}`)).body.data.type).toBe('enterprise');
    clock.advance(1);
    expect((await quote(ws, { email: 'shop@example.com' })).body.data.ok).toBe(false);
    expect((await ws.api.get(`/account/info/detail/${id}`)).body.data.type).toBe('personal');
    const row = await server.ctx.db
      .selectFrom('accounts')
      .select(['link', 'email', 'business_category'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ link: '', email: '', business_category: null });
    // The month is over, and it was the account's one free month: no second one.
    const again = await ws.api.post('/task/info/quote', {
      subtype: 'business_account',
      body: { accountIds: ws.accountIds, target: 'enterprise', category: 'pets' },
    });
    expect(again.body.data.ok).toBe(false);
    expect(again.body.data.problems).toMatchObject([{ code: 'business.freeMonthUsed', blocking: true }]);
    expect(again.body.data.problems[0].message).toContain(`prof3_acct_1 (${began.slice(0, 10)})`);
  });

  it('shows followers over time, the ones new since the last look, and the follower list (404 across workspaces)', async () => {
    const ws = await boundWorkspace(server, 'fans1', { points: 0, devices: 1, accounts: 1 });
    const other = await workspace(server, { name: 'fans2', points: 0, devices: 0, accounts: 0 });
    const id = ws.accountIds[0]!;
    await server.ctx.db
      .updateTable('accounts')
      .set({ registered_at: new Date(clock.now() - 10 * 86_400_000).toISOString(), username: 'fans.one' })
      .where('id', '=', id)
      .execute();
    const first = (await ws.api.get(`/account/fans/${id}`)).body.data;
    expect(first.history).toHaveLength(11);
    expect(first.history.at(-1)).toMatchObject({ at: clock.iso(), followers: first.followers });
    for (let i = 1; i < first.history.length; i++)
      expect(first.history[i].followers).toBeGreaterThanOrEqual(first.history[i - 1].followers);
    expect(first).toMatchObject({ newSinceLastLook: 0, lastLookAt: null });
    // The account row takes the platform's counts.
    expect((await ws.api.get(`/account/info/detail/${id}`)).body.data.fans).toBe(first.followers);
    await ws.api.post(`/account/fans/look/${id}`);
    clock.advance(2 * 86_400_000);
    const later = (await ws.api.get(`/account/fans/${id}`)).body.data;
    expect(later.followers).toBeGreaterThan(first.followers);
    expect(later.newSinceLastLook).toBe(later.followers - first.followers);
    // The dashboard's followers total follows every change of an account's count (trigger-kept).
    expect((await ws.api.get('/dashboard/tiktiok')).body.data).toMatchObject({
      accounts: 1,
      fans: later.followers,
    });
    const page = (await ws.api.get(`/account/fans/followers/${id}?pageNo=1&pageSize=200`)).body.data;
    expect(page.total).toBe(later.followers);
    const fresh = page.list.filter((f: { isNew: boolean }) => f.isNew);
    expect(fresh).toHaveLength(Math.min(200, later.newSinceLastLook));
    expect(page.list[0].isNew).toBe(true);
    expect((await other.api.get(`/account/fans/${id}`)).status).toBe(404);
    expect((await other.api.get(`/account/fans/followers/${id}?pageNo=1&pageSize=20`)).status).toBe(404);
  });
  it('refreshes account figures over simulated time without anyone looking: the list and the dashboard follow', async () => {
    const ws = await workspace(server, { name: 'sweep1', points: 0, devices: 0, accounts: 3 });
    const since = new Date(clock.now() - 20 * 86_400_000).toISOString();
    await server.ctx.db
      .updateTable('accounts')
      .set({ registered_at: since })
      .where('workspace_id', '=', ws.ownerId)
      .execute();
    const { lifecycle } = server.ctx.driver;
    const platform = async () => {
      const rows = await server.ctx.db
        .selectFrom('accounts')
        .select(['account', 'username', 'fans', 'following'])
        .where('workspace_id', '=', ws.ownerId)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        stored: { fans: r.fans, following: r.following },
        now: lifecycle.followerHistory(r.username || r.account, since, [clock.iso()])[0]!,
      }));
    };
    const sweepAll = async () => {
      while ((await refreshFans(server.ctx.db, lifecycle, clock.iso(), 50)) > 0);
    };
    await sweepAll();
    const first = await platform();
    for (const a of first) expect(a.stored).toEqual({ fans: a.now.followers, following: a.now.following });
    const total = (xs: typeof first) => xs.reduce((n, a) => n + a.stored.fans, 0);
    expect((await ws.api.get('/dashboard/tiktiok')).body.data.fans).toBe(total(first));
    // Within the refresh period nothing is read again; after it, every account takes its new counts.
    clock.advance(FANS_REFRESH_MS / 2);
    expect(await refreshFans(server.ctx.db, lifecycle, clock.iso())).toBe(0);
    clock.advance(3 * 86_400_000);
    await sweepAll();
    const later = await platform();
    for (const a of later) expect(a.stored).toEqual({ fans: a.now.followers, following: a.now.following });
    expect(total(later)).toBeGreaterThan(total(first));
    expect((await ws.api.get('/dashboard/tiktiok')).body.data.fans).toBe(total(later));
    const list = await ws.api.post('/account/info/queryList?pageNo=1&pageSize=10', {});
    expect(list.body.data.list.map((a: { fans: number }) => a.fans).sort()).toEqual(
      later.map((a) => a.stored.fans).sort(),
    );
  });
});

describe.runIf(TEST_DB === 'postgres')('fans sweep over several workspaces (postgres)', () => {
  const server = suiteServer({ SIM_TIME_SCALE: '4000' });

  it("takes the workspaces' fan totals in workspace order, not in its accounts' order", async () => {
    const db = server.ctx.db;
    const low = await workspace(server, { name: 'fanlock1', points: 0, devices: 0, accounts: 0 });
    const high = await workspace(server, { name: 'fanlock2', points: 0, devices: 0, accounts: 1 });
    expect(low.ownerId).toBeLessThan(high.ownerId);
    // The lower workspace's account comes after the higher one's, by id and by staleness.
    await db
      .insertInto('accounts')
      .values(importedAccount(low.ownerId, 'fanlock_low', '', null, new Date().toISOString()))
      .execute();
    const nowMs = server.ctx.clock.now();
    const ago = (days: number) => new Date(nowMs - days * 86_400_000).toISOString();
    // Both have followers to take; the higher workspace's account is the stalest, so it comes first.
    await db
      .updateTable('accounts')
      .set({ registered_at: ago(30), fans: 0 })
      .where('workspace_id', 'in', [low.ownerId, high.ownerId])
      .execute();
    await db
      .updateTable('accounts')
      .set({ fans_refreshed_at: ago(20) })
      .where('workspace_id', '=', high.ownerId)
      .execute();
    // Rewritten last, the lower workspace's row also comes after the higher one's in the table.
    await db
      .updateTable('accounts')
      .set({ fans_refreshed_at: ago(10) })
      .where('workspace_id', '=', low.ownerId)
      .execute();
    const letGo = await holdLock(
      db,
      sql`select 1 from account_fan_totals where workspace_id = ${low.ownerId} for update`,
    );
    const sweeping = refreshFans(db, server.ctx.driver.lifecycle, server.ctx.clock.iso(), 1000);
    await someoneWaitsForLock(db, 'the sweep to wait for the lower workspace');
    const higher = await lockAtOnce(
      db,
      sql`select 1 from account_fan_totals where workspace_id = ${high.ownerId} for update nowait`,
    );
    await letGo();
    expect(higher).toBe('free');
    expect(await sweeping).toBeGreaterThanOrEqual(2);
  });
});

describe(`fans sweep in the engine (${TEST_DB})`, () => {
  const server = suiteServer({ FANS_REFRESH: 'on', SIM_TIME_SCALE: '4000' });
  beforeAllValue(async () => startEngine(server, server.tasks.driver));

  it('runs when the engine is idle: accounts nobody looked at take the platform counts', async () => {
    const ws = await workspace(server, { name: 'sweep2', points: 0, devices: 0, accounts: 2 });
    await waitUntil(
      async () => {
        const rows = await server.ctx.db
          .selectFrom('accounts')
          .select('fans_refreshed_at')
          .where('workspace_id', '=', ws.ownerId)
          .execute();
        return rows.every((r) => r.fans_refreshed_at !== '');
      },
      20_000,
      'the sweep',
    );
  });
});

describe(`usernames are unique on the platform (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '4000' });
  beforeAllValue(async () =>
    startEngine(server, {
      ...server.tasks.driver,
      // Every edit succeeds unless its username is taken; the catalogue's users hold their handles.
      lifecycle: new SimLifecycle({
        seed: server.ctx.config.SIM_SEED,
        clock: server.ctx.clock,
        decide: () => 'success',
        userByHandle: (h) => server.ctx.driver.catalogue.userByHandle(h),
      }),
    }),
  );

  /** A username edit of these accounts, run to its end: its counters and its log's lines. */
  async function rename(ws: Workspace, accountIds: number[], username: string) {
    const created = await ws.api.post(PROFILE, {
      name: `to ${username}`,
      accountIds,
      changes: { username },
      threadCount: accountIds.length,
      ...quick,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const end = await waitForEnd(ws.api, created.body.data.id);
    const log = await ws.api.get(`/task/log/${created.body.data.logId}?pageNo=1&pageSize=200`);
    return { end, lines: (log.body.data.list as Array<{ message: string }>).map((l) => l.message) };
  }

  const usernames = async (ids: number[]) =>
    (
      await server.ctx.db
        .selectFrom('accounts')
        .select(['id', 'username'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    ).map((r) => r.username);

  it('gives a username to one account: three renamed to the same one, the other two fail saying it is taken', async () => {
    const ws = await boundWorkspace(server, 'uniq1', { points: 0, devices: 3, accounts: 3 });
    const { end, lines } = await rename(ws, ws.accountIds, 'same.name');
    expect(end.message).toMatchObject({ success: 1, failed: 2 });
    const names = await usernames(ws.accountIds);
    expect(names.filter((n) => n === 'same.name')).toHaveLength(1);
    expect(
      lines.filter((l) => l.includes('the username same.name is taken by another account')),
    ).toHaveLength(2);
  });

  it("refuses a username another workspace's account or a platform user holds, whatever its case", async () => {
    const ws = await boundWorkspace(server, 'uniq2', { points: 0, devices: 2, accounts: 2 });
    const other = await boundWorkspace(server, 'uniq3', { points: 0, devices: 1, accounts: 1 });
    await server.ctx.db
      .updateTable('accounts')
      .set({ username: 'Shop.Star' })
      .where('id', '=', other.accountIds[0]!)
      .execute();
    const [a, b] = ws.accountIds as [number, number];
    const held = await rename(ws, [a], 'shop.star');
    expect(held.end.message).toMatchObject({ success: 0, failed: 1 });
    expect(held.lines.some((l) => l.includes('the username shop.star is taken by another account'))).toBe(
      true,
    );
    const platformUser = simCatalogue(server).userAt(7).uniqueId;
    const theirs = await rename(ws, [b], platformUser);
    expect(theirs.end.message).toMatchObject({ success: 0, failed: 1 });
    expect(await usernames([a, b])).not.toContain(platformUser);
    // A free one is taken.
    expect((await rename(ws, [a], 'free.name.1')).end.message).toMatchObject({ success: 1, failed: 0 });
    expect(await usernames([a])).toEqual(['free.name.1']);
  });
});
