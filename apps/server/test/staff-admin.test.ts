import { Role } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';
import {
  adminPerson,
  agentPerson,
  balanceOf,
  entryCount,
  ownerPerson,
  staffPerson,
} from './admin-fixtures.ts';
import { fieldsOf, login, register, validRegistration, ZH } from './auth-helpers.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { suiteServer } from './suite.ts';
import {
  boundWorkspace,
  quoteAndCreate,
  recordingDriver,
  setPrice,
  startEngine,
  usableVideos,
  waitForEnd,
  workspace,
} from './tasks-fixtures.ts';

describe(`admin back end, help centre, agent transfers (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  const as = (headers: Record<string, string>, lang = 'en-US') => client(server, headers, lang);

  it('the admin resets a password: old sessions end, the new password logs in; the admin account is locked', async () => {
    const admin = as((await adminPerson(server)).headers);
    const owner = await ownerPerson(server);
    const res = await admin.post('/admin/user/password', { id: owner.id, password: 'fresh-pass-99' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: owner.id, username: owner.username });
    expect((await as(owner.headers).get('/user/info/get')).status).toBe(401);
    expect((await login(server, owner.username, 'owner-pass-1')).statusCode).toBe(400);
    expect((await login(server, owner.username, 'fresh-pass-99')).statusCode).toBe(200);
    const self = await admin.post('/admin/user/password', {
      id: (await adminPerson(server)).id,
      password: 'x-pass-12345',
    });
    expect(self.status).toBe(403);
    const weak = await admin.post('/admin/user/password', { id: owner.id, password: '1' });
    expect(weak.status).toBe(400);
    expect(fieldsOf(weak.body)).toEqual(['password']);
    expect(
      (await admin.post('/admin/user/password', { id: 99_999_999, password: 'fresh-pass-99' })).status,
    ).toBe(404);
    expect(
      (await as(owner.headers).post('/admin/user/password', { id: owner.id, password: 'x' })).status,
    ).toBe(401);
    const other = await ownerPerson(server);
    expect(
      (await as(other.headers).post('/admin/user/password', { id: owner.id, password: 'fresh-pass-99' }))
        .status,
    ).toBe(403);
  });

  it('an announcement becomes one system notification per active user; documents notify nobody', async () => {
    const admin = as((await adminPerson(server)).headers);
    const reader = await ownerPerson(server);
    const staff = await staffPerson(server, reader.id, [Role.service]);
    const gone = await ownerPerson(server);
    await admin.put('/admin/user/update', { id: gone.id, status: 'disabled' });
    const before = (await as(reader.headers).get('/system/message/count')).body.data.unread;

    const doc = await admin.post('/admin/help/add', {
      kind: 'document',
      title: 'Getting started',
      body: '# Rent\nRent devices.',
    });
    expect(doc.status).toBe(200);
    expect(doc.body.data).toMatchObject({
      kind: 'document',
      notified: 0,
      html: expect.stringContaining('<h1>Rent</h1>'),
    });
    expect((await as(reader.headers).get('/system/message/count')).body.data.unread).toBe(before);

    const notice = await admin.post('/admin/help/add', {
      kind: 'notice',
      title: 'Maintenance tonight',
      body: 'From **22:00**.',
    });
    expect(notice.status).toBe(200);
    const users = await server.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('user_type', '<>', 'admin')
      .executeTakeFirstOrThrow();
    expect(notice.body.data.notified).toBe(Number(users.n));
    for (const who of [reader, staff]) {
      expect((await as(who.headers).get('/system/message/count')).body.data.unread).toBe(
        who === reader ? before + 1 : 1,
      );
      const list = await as(who.headers).post('/system/message/queryList?pageNo=1&pageSize=20', {
        flag: true,
      });
      expect(list.body.data.list[0]).toMatchObject({ type: 'system', message: 'Maintenance tonight' });
    }
    expect(await countRows(server.ctx.db, 'notifications', { column: 'user_id', in: [gone.id] })).toBe(0);

    // Everyone reads the help centre; editing does not notify again.
    const listed = await as(reader.headers).post('/help/article/queryList', { kind: 'notice' });
    expect(listed.body.data.list[0]).toMatchObject({
      title: 'Maintenance tonight',
      html: expect.stringContaining('<strong>22:00</strong>'),
    });
    const edited = await admin.put('/admin/help/update', {
      id: notice.body.data.id,
      title: 'Maintenance at 22:00',
    });
    expect(edited.body.data.title).toBe('Maintenance at 22:00');
    expect((await as(reader.headers).get('/system/message/count')).body.data.unread).toBe(before + 1);
    // Only the admin writes.
    expect(
      (await as(reader.headers).post('/admin/help/add', { kind: 'notice', title: 't', body: 'b' })).status,
    ).toBe(403);
    const empty = await admin.post('/admin/help/add', { kind: 'log', title: ' ', body: '' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body).sort()).toEqual(['body', 'title']);
    const removed = await admin.del(`/admin/help/delete/${doc.body.data.id}`);
    expect(removed.status).toBe(200);
    expect((await admin.del(`/admin/help/delete/${doc.body.data.id}`)).status).toBe(404);
  });

  it('sanitises Markdown: raw HTML and script come out as text, unsafe links are not links', async () => {
    const admin = as((await adminPerson(server)).headers);
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '[ok](https://example.com/docs)',
    ].join('\n\n');
    const res = await admin.post('/admin/help/add', { kind: 'log', title: 'v1.2', body });
    const html: string = res.body.data.html;
    expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=|href="(javascript|data)/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    const preview = await admin.post('/admin/help/preview', { body: '<b onclick="x()">hi</b>' });
    expect(preview.body.data.html).toBe('<p>&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt;</p>\n');
  });

  it('contact settings: defaults, set by the admin, read by everyone, refused with named fields', async () => {
    const admin = as((await adminPerson(server)).headers);
    const owner = await ownerPerson(server);
    const initial = await as(owner.headers).get('/help/contact');
    expect(initial.body.data).toMatchObject({ hoursStart: '09:00', hoursEnd: '23:00' });
    const set = {
      officialSupport: '@reelfleet_support',
      business: '@reelfleet_biz',
      technical: '@reelfleet_tech',
      channel: 't.me/reelfleet',
      hoursStart: '08:30',
      hoursEnd: '22:00',
    };
    expect((await admin.put('/admin/contact/update', set)).status).toBe(200);
    expect((await as(owner.headers).get('/help/contact')).body.data).toMatchObject(set);
    const bad = await as((await adminPerson(server)).headers, 'zh-CN').put('/admin/contact/update', {
      ...set,
      hoursStart: '25:00',
      hoursEnd: '07:00',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('hoursStart');
    expect(bad.body.message).toMatch(/09:00/);
    expect((await as(owner.headers).put('/admin/contact/update', set)).status).toBe(403);
  });

  it('the admin dashboard counts every workspace', async () => {
    const admin = as((await adminPerson(server)).headers);
    const before = (await admin.get('/admin/dashboard/summary')).body.data;
    await agentPerson(server, { points: 500 });
    await ownerPerson(server);
    const after = (await admin.get('/admin/dashboard/summary')).body.data;
    expect(after.agents).toBe(before.agents + 1);
    expect(after.owners).toBe(before.owners + 2);
    expect(after.pointsBalance).toBe(before.pointsBalance + 500);
    const owner = await ownerPerson(server);
    expect((await as(owner.headers).get('/admin/dashboard/summary')).status).toBe(403);
  });

  it('agent transfers: Σ balances unchanged, a replayed key moves points once, beyond balance and foreign users refused', async () => {
    const agent = await agentPerson(server, { points: 1000 });
    const mine = await ownerPerson(server, { agentId: agent.id });
    const theirs = await ownerPerson(server, { agentId: (await agentPerson(server)).id });
    const api = as(agent.headers);
    const sum = async () =>
      (await balanceOf(server, agent.id)).balance + (await balanceOf(server, mine.id)).balance;
    const total = await sum();
    const send = (body: object) => api.post('/agent/user/recharge', body);

    const first = await send({
      userId: mine.id,
      amount: 250,
      idemKey: 'order-1',
      voucher: 'TX-881',
      remark: 'paid cash',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 250, balance: 250, agentBalance: 750, replayed: false });
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        send({ userId: mine.id, amount: 250, idemKey: 'order-1', voucher: 'TX-881', remark: 'paid cash' }),
      ),
    );
    for (const r of replays) expect(r.body.data).toMatchObject({ replayed: true, agentBalance: 750 });
    expect(await sum()).toBe(total);
    expect((await balanceOf(server, mine.id)).balance).toBe(250);

    const entries = await entryCount(server);
    const tooMuch = await send({ userId: mine.id, amount: 751, idemKey: 'order-2' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.data).toMatchObject({ needed: 751, balance: 750 });
    const foreign = await send({ userId: theirs.id, amount: 10, idemKey: 'order-3' });
    expect(foreign.status).toBe(404);
    expect(await entryCount(server)).toBe(entries);
    expect(await sum()).toBe(total);
    for (const id of [agent.id, mine.id]) {
      const t = await ledgerTotals(server.ctx.db, id);
      expect(t.sumAmount).toBe(t.balance);
    }

    // The recharge orders, with voucher and remark.
    const orders = await api.post('/agent/recharge/queryList', {});
    expect(orders.body.data).toMatchObject({ total: 1 });
    expect(orders.body.data.list[0]).toMatchObject({
      userId: mine.id,
      username: mine.username,
      amount: 250,
      agentBalance: 750,
      voucher: 'TX-881',
      remark: 'paid cash',
    });
    const userSide = await as(mine.headers).post('/finance/recharge/queryList', {});
    expect(userSide.body.data.list[0]).toMatchObject({ amount: 250, voucher: 'TX-881' });
  });

  it('invitation codes: an agent adds and disables codes; a disabled code registers nobody; users see their agent contact', async () => {
    const agent = await agentPerson(server);
    const api = as(agent.headers);
    expect((await api.put('/agent/contact/update', { contact: '@agent_points' })).status).toBe(200);
    const added = await api.post('/agent/code/add', { remark: 'campaign A' });
    expect(added.status).toBe(200);
    const code: string = added.body.data.code;
    expect(added.body.data).toMatchObject({ primary: false, status: 'active', remark: 'campaign A' });

    const reg = await register(server, validRegistration(code, { username: `via_${code.toLowerCase()}` }));
    expect(reg.statusCode).toBe(200);
    const codes = (await api.get('/agent/code/list')).body.data;
    expect(codes[0]).toMatchObject({ primary: true, code: agent.inviteCode });
    expect(codes.find((c: { code: string }) => c.code === code)).toMatchObject({ invitedUsers: 1 });
    const newUser = await login(server, `via_${code.toLowerCase()}`, 'secret123');
    const token = newUser.json().data.token as string;
    const contact = await as({ authorization: `Bearer ${token}` }).get('/finance/agent/contact');
    expect(contact.body.data).toMatchObject({ username: agent.username, contact: '@agent_points' });

    expect((await api.put('/agent/code/update', { id: added.body.data.id, status: 'disabled' })).status).toBe(
      200,
    );
    const late = validRegistration(code, { username: `late_${code.toLowerCase()}` });
    const refused = await register(server, late, ZH);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual(['invitationCode']);
    // Another agent's code id is not reachable.
    const rival = await agentPerson(server);
    expect(
      (await as(rival.headers).put('/agent/code/update', { id: added.body.data.id, status: 'active' }))
        .status,
    ).toBe(404);
    // An owner without an agent sees none.
    expect(
      (await as((await ownerPerson(server)).headers).get('/finance/agent/contact')).body.data,
    ).toBeNull();
  });

  it('a price edit applies to new tasks only: a created task is charged the price it was quoted and held with', async () => {
    await setPrice(server, 'actionCollect', 3);
    const ws = await boundWorkspace(server, 'pricing', { points: 500, devices: 2, accounts: 2 });
    const videos = usableVideos(server, 4);
    const body = { accountLabelIds: [ws.tagId], values: videos.slice(0, 2), sleepMin: 0, sleepMax: 0 };
    const created = await quoteAndCreate(ws, {
      subtype: 'save',
      name: 'before the change',
      body,
      accounts: 2,
      actions: 4,
      price: 'actionCollect',
      unit: 3,
    });
    const admin = as((await adminPerson(server)).headers);
    const changed = await admin.put('/admin/price/update', { name: 'actionCollect', points: 7 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'actionCollect', points: 7 });
    const rec = recordingDriver(server);
    await startEngine(server, rec.driver);
    const end = await waitForEnd(ws.api, created.id);
    expect(end.status).toBe('success');
    const charges = await server.ctx.db
      .selectFrom('ledger_entries')
      .select(['unit_price', 'quantity'])
      .where('user_id', '=', ws.ownerId)
      .where('kind', '=', 'charge')
      .execute();
    expect(charges.length).toBeGreaterThan(0);
    for (const c of charges) expect(c.unit_price).toBe(3);
    const quote = await ws.api.post('/task/info/quote', {
      subtype: 'save',
      body: { ...body, values: videos.slice(2, 4) },
    });
    expect(quote.body.data.lines[0]).toMatchObject({ price: 'actionCollect', unit: 7 });
    const bad = await admin.put('/admin/price/update', { name: 'actionCollect', points: -1 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['points']);
    expect(
      (
        await as(ws.api === undefined ? {} : { authorization: 'Bearer nope' }).put('/admin/price/update', {
          name: 'actionCollect',
          points: 1,
        })
      ).status,
    ).toBe(401);
  });

  it('dashboard charts: 30 days of consumption and recharge, task outcomes by kind, devices by status; scoped to the workspace', async () => {
    const ws = await workspace(server, { name: 'charts', points: 800, devices: 3, accounts: 1 });
    const other = await workspace(server, { name: 'charts-other', points: 5, devices: 2, accounts: 1 });
    const res = await ws.api.get('/dashboard/charts');
    expect(res.status).toBe(200);
    const { days, deviceStatus, taskOutcomes } = res.body.data;
    expect(days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.at(-1)).toMatchObject({ date: today, recharge: 800, consumption: 0 });
    expect(days.slice(0, -1).every((d: { recharge: number }) => d.recharge === 0)).toBe(true);
    expect(deviceStatus.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(3);
    expect(taskOutcomes).toEqual([]);
    const otherRes = await other.api.get('/dashboard/charts');
    expect(otherRes.body.data.days.at(-1).recharge).toBe(5);
    const admin = as((await adminPerson(server)).headers);
    const system = (await admin.get('/dashboard/charts')).body.data;
    expect(
      system.deviceStatus.reduce((n: number, d: { count: number }) => n + d.count, 0),
    ).toBeGreaterThanOrEqual(5);
    expect(system.days.at(-1).recharge).toBeGreaterThanOrEqual(805);
  });
});
