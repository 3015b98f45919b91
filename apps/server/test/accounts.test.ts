import { accountPage, importReport, UPLOAD_LIMITS } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/core/clock.ts';
import { ownerPerson } from './admin-fixtures.ts';
import { client, fleetCounts, rent, upload } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

describe(`accounts: TXT import, list, bind, tenancy (${TEST_DB})`, () => {
  const server = suiteServer({}, { clock: new ManualClock() });
  const owner = beforeAllValue(() => ownerPerson(server, { points: 100_000 }));
  const api = beforeAllValue(async () => client(server, owner.headers));

  async function accountRow(account: string) {
    return server.ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('workspace_id', '=', owner.id)
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
  }

  it('imports a TXT and reports accepted, duplicate and rejected lines with their numbers', async () => {
    await api.post('/account/info/add', { account: 'Existing@Example.com', password: 'x1' });
    const file = [
      'alice|pw-one', // 1
      'bob|pw-one', // 2
      '', // 3 blank
      'ALICE|other', // 4 same account as line 1
      'no separator here', // 5
      '|nopass', // 6
      'carol|', // 7
      'dave|p|w', // 8 the password is everything after the first |
      'existing@example.com|x', // 9 already in the workspace
      'eve smith|pw', // 10 a space inside the account
      `${'x'.repeat(101)}|pw`, // 11 too long
      '  frank|pw  \r', // 12 trimmed
    ].join('\n');
    const res = await upload(server, owner.headers, 'accounts.TXT', file);
    expect(res.status).toBe(200);
    const report = importReport.parse(res.body.data);
    expect(report).toMatchObject({
      lines: 11,
      accepted: 4,
      duplicateCount: 2,
      rejectedCount: 5,
      truncated: false,
    });
    expect(res.body.message).toBe('Upload success: 4 accounts imported, 2 duplicates, 5 lines rejected');
    expect(report.duplicates).toEqual([
      { line: 4, account: 'ALICE', where: 'file', firstLine: 1, message: 'already on line 1' },
      {
        line: 9,
        account: 'existing@example.com',
        where: 'workspace',
        firstLine: null,
        message: 'already in this workspace',
      },
    ]);
    expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
      [5, 'account.line.noSeparator'],
      [6, 'account.line.accountEmpty'],
      [7, 'account.line.passwordEmpty'],
      [10, 'account.line.accountInvalid'],
      [11, 'account.line.accountTooLong'],
    ]);
    expect(report.rejected.find((r) => r.line === 11)!.message).toBe(
      'the account is longer than 100 characters',
    );
    const list = await api.post('/account/info/queryList', {});
    expect(list.body.data.list.map((a: { account: string }) => a.account).sort()).toEqual(
      ['Existing@Example.com', 'alice', 'bob', 'dave', 'frank'].sort(),
    );
    for (const item of list.body.data.list)
      expect(item).toMatchObject({ status: 'pending', type: 'personal', risk: 'normal' });
  });

  it('stores passwords sealed: not the plaintext, different for equal passwords, never returned', async () => {
    const alice = await accountRow('alice');
    const bob = await accountRow('bob');
    expect(alice.password).not.toContain('pw-one');
    expect(bob.password).not.toBe(alice.password);
    expect(server.ctx.secrets.open(alice.password)).toBe('pw-one');
    expect(server.ctx.secrets.open(bob.password)).toBe('pw-one');
    expect(server.ctx.secrets.open((await accountRow('dave')).password)).toBe('p|w');
    const list = await api.post('/account/info/queryList?pageSize=200', {});
    const text = JSON.stringify(list.body);
    expect(text).not.toContain('pw-one');
    expect(text).not.toContain(alice.password);
    const detail = await api.get(`/account/info/detail/${alice.id}`);
    expect(detail.body.data).not.toHaveProperty('password');
  });

  it('reports in the caller language', async () => {
    const res = await upload(server, owner.headers, 'zh.txt', 'alice|1\nbroken', { lang: 'zh-CN' });
    expect(res.body.message).toBe('上传成功：导入 0 个，重复 1 个，拒绝 1 个');
    expect(res.body.data.rejected[0].message).toBe('账号和密码之间缺少 "|"');
    expect(res.body.data.duplicates[0].message).toBe('已存在于工作区');
  });

  it('refuses files over 1 MB (413), not TXT by name or content (415), empty (400), and writes nothing', async () => {
    const before = await fleetCounts(server);
    const line = 'user000000|password00\n';
    const big = line.repeat(Math.ceil((UPLOAD_LIMITS.txtBytes + 1) / line.length));
    const tooBig = await upload(server, owner.headers, 'big.txt', big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The TXT file must be at most 1 MB');
    const csv = await upload(server, owner.headers, 'accounts.csv', 'a|b\n');
    expect(csv.status).toBe(415);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    const binary = await upload(server, owner.headers, 'renamed.txt', png);
    expect(binary.status).toBe(415);
    expect(binary.body.message).toMatch(/^Only TXT files are accepted/);
    const latin1 = await upload(
      server,
      owner.headers,
      'latin1.txt',
      Buffer.from([0x61, 0x7c, 0xe9, 0xff, 0x0a]),
    );
    expect(latin1.status).toBe(415);
    const empty = await upload(server, owner.headers, 'empty.txt', '\n  \n');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file has no account lines');
    expect(await fleetCounts(server)).toEqual(before);
    // Exactly the limit is accepted.
    const exact = `${'a'.repeat(UPLOAD_LIMITS.txtBytes - 9)}|pw-exact`;
    const atLimit = await upload(server, owner.headers, 'exact.txt', exact);
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data.rejected[0].reason).toBe('account.line.accountTooLong');
  });

  it('accepts UTF-16 text with a BOM, as Notepad saves it', async () => {
    const text = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('utf16user|pw\r\n', 'utf16le')]);
    const res = await upload(server, owner.headers, 'notepad.txt', text);
    expect(res.status).toBe(200);
    expect(res.body.data.accepted).toBe(1);
  });

  it('adds one account, refusing an account the workspace has in any case', async () => {
    const res = await api.post('/account/info/add', { account: 'solo', password: 'pw' });
    expect(res.status).toBe(200);
    const again = await api.post('/account/info/add', { account: 'SOLO', password: 'pw' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account is already in the workspace');
  });

  it('never changes the login account; a new password is sealed again', async () => {
    const solo = await accountRow('solo');
    const res = await api.put('/account/info/update', { id: solo.id, account: 'other' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Login account cannot be changed once set');
    const pw = await api.put('/account/info/update', { id: solo.id, password: 'new-pass' });
    expect(pw.status).toBe(200);
    const row = await accountRow('solo');
    expect(row.account).toBe('solo');
    expect(server.ctx.secrets.open(row.password)).toBe('new-pass');
  });

  it('binds accounts to a device and filters by device, group, custom proxy, tag and counts', async () => {
    const [d1, d2] = await rent(api, 2, 1);
    const group = (await api.post('/device/group/add', { name: 'Accounts group' })).body.data;
    await api.put('/device/group/move', { ids: [d1!.id], groupId: group.id });
    await api.put('/device/info/update', {
      id: d2!.id,
      proxyMode: 'custom',
      proxyInfo: 'u:p@192.0.2.44:1080',
    });
    const alice = await accountRow('alice');
    const bob = await accountRow('bob');
    const dave = await accountRow('dave');
    const bound = await api.put('/account/info/bind', { ids: [alice.id, bob.id], deviceId: d1!.id });
    expect(bound.body).toMatchObject({ message: 'Accounts bound to the device', data: { count: 2 } });
    await api.put('/account/info/bind', { ids: [dave.id], deviceId: d2!.id });
    await server.ctx.db
      .updateTable('accounts')
      .set({ fans: 1500, following: 20 })
      .where('id', '=', alice.id)
      .execute();
    await server.ctx.db
      .updateTable('accounts')
      .set({ fans: 90, status: 'online' })
      .where('id', '=', bob.id)
      .execute();

    const ids = async (filter: object) => {
      const res = await api.post('/account/info/queryList?pageSize=200', filter);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.list.map((a: { id: number }) => a.id).sort((x: number, y: number) => x - y);
    };
    const sorted = (...xs: number[]) => xs.sort((x, y) => x - y);
    expect(await ids({ deviceId: d1!.id })).toEqual(sorted(alice.id, bob.id));
    expect(await ids({ groupId: group.id })).toEqual(sorted(alice.id, bob.id));
    expect(await ids({ customProxy: true })).toEqual([dave.id]);
    expect(await ids({ customProxy: false, deviceId: d1!.id })).toEqual(sorted(alice.id, bob.id));
    expect(await ids({ fansMin: 100 })).toEqual([alice.id]);
    expect(await ids({ fansMin: 50, fansMax: 100 })).toEqual([bob.id]);
    expect(await ids({ followingMin: 20 })).toEqual([alice.id]);
    expect(await ids({ status: 'online' })).toEqual([bob.id]);
    expect(await ids({ account: 'LIC' })).toEqual([alice.id]);
    const all = await ids({});
    expect(await ids({ deviceId: null })).toEqual(
      all.filter((id: number) => ![alice.id, bob.id, dave.id].includes(id)),
    );

    const detail = (await api.get(`/account/info/detail/${alice.id}`)).body.data;
    expect(detail).toMatchObject({
      deviceId: d1!.id,
      deviceName: d1!.name,
      groupId: group.id,
      groupName: 'Accounts group',
      customProxy: false,
    });
    expect((await api.get(`/account/info/detail/${dave.id}`)).body.data.customProxy).toBe(true);

    const tag = (await api.post('/account/tag/add', { name: 'Nurture' })).body.data;
    await api.put('/account/info/tag', { ids: [bob.id], labelId: tag.id });
    expect(await ids({ labelId: tag.id })).toEqual([bob.id]);
    const registered = (await api.post('/account/tag/queryAll')).body.data.find(
      (t: { isSystem: boolean }) => t.isSystem,
    );
    expect(registered.name).toBe('Registered');
    await api.put('/account/info/tag', { ids: [dave.id], labelId: registered.id });
    expect((await api.get(`/account/info/detail/${dave.id}`)).body.data.labelName).toBe('Registered');

    const reversed = await api.post('/account/info/queryList', { fansMin: 10, fansMax: 5 });
    expect(reversed.status).toBe(400);
    expect(reversed.body.data.errors[0].field).toBe('fansMax');

    // Returning a device to the farm leaves its accounts unbound.
    await api.del(`/device/info/delete/${d2!.id}`);
    expect((await api.get(`/account/info/detail/${dave.id}`)).body.data.deviceId).toBeNull();
  });

  it('searches account, nickname and username by any part, in any case, in step with updates and deletes', async () => {
    await upload(server, owner.headers, 'search.txt', 'search_one|pw\nsearch.two|pw\nxy_z|pw\nxyaz|pw');
    const one = await accountRow('search_one');
    const two = await accountRow('search.two');
    const db = server.ctx.db;
    await db.updateTable('accounts').set({ nickname: 'Sunny Beach' }).where('id', '=', one.id).execute();
    await db.updateTable('accounts').set({ username: 'sunny_b' }).where('id', '=', two.id).execute();
    const accounts = async (filter: object) => {
      const res = await api.post('/account/info/queryList?pageSize=200', filter);
      expect(res.status).toBe(200);
      return res.body.data.list.map((a: { account: string }) => a.account).sort();
    };
    expect(await accounts({ account: 'SEARCH' })).toEqual(['search.two', 'search_one']);
    expect(await accounts({ account: 'h_o' })).toEqual(['search_one']);
    expect(await accounts({ account: 'xy_z' })).toEqual(['xy_z']); // _ is a character, not a wildcard
    expect(await accounts({ account: 'xy' })).toEqual(['xy_z', 'xyaz']);
    expect(await accounts({ account: '%' })).toEqual([]);
    expect(await accounts({ name: 'sunny' })).toEqual(['search.two', 'search_one']);
    expect(await accounts({ name: 'BEACH' })).toEqual(['search_one']);
    await db.updateTable('accounts').set({ nickname: 'Rainy Day' }).where('id', '=', one.id).execute();
    expect(await accounts({ name: 'beach' })).toEqual([]);
    expect(await accounts({ name: 'rainy' })).toEqual(['search_one']);
    await api.del(`/account/info/delete/${one.id}`);
    expect(await accounts({ name: 'rainy' })).toEqual([]);
    expect(await accounts({ account: 'search' })).toEqual(['search.two']);
  });

  it('knows the unfiltered total without counting, exact after imports and deletes', async () => {
    const actual = () => countRows(server.ctx.db, 'accounts', { column: 'workspace_id', in: [owner.id] });
    const total = async () => (await api.post('/account/info/queryList', {})).body.data.total;
    expect(await total()).toBe(await actual());
    await upload(server, owner.headers, 'more.txt', 'total1|pw\ntotal2|pw\ntotal3|pw');
    const withThree = await total();
    expect(withThree).toBe(await actual());
    const ids = (await api.post('/account/info/queryList', { account: 'total' })).body.data.list.map(
      (a: { id: number }) => a.id,
    );
    await api.del('/account/info/deletes', { ids: ids.slice(0, 2) });
    expect(await total()).toBe(withThree - 2);
    expect(await total()).toBe(await actual());
  });

  it('pages newest first with the contract pagination', async () => {
    const lines = Array.from({ length: 25 }, (_, i) => `page${String(i).padStart(2, '0')}|pw`).join('\n');
    await upload(server, owner.headers, 'page.txt', lines);
    const first = await api.post('/account/info/queryList?pageNo=1&pageSize=10', { account: 'page' });
    expect(() => accountPage.parse(first.body.data)).not.toThrow();
    expect(first.body.data.total).toBe(25);
    const ids = first.body.data.list.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const third = await api.post('/account/info/queryList?pageNo=3&pageSize=10', { account: 'page' });
    expect(third.body.data.list).toHaveLength(5);
    expect(third.body.data.list.at(-1).account).toBe('page00');
  });

  it('answers 404 for another workspace account, device or tag in every batch endpoint, changing nothing', async () => {
    const stranger = await ownerPerson(server, { points: 10_000 });
    const strangerApi = client(server, stranger.headers);
    await upload(server, stranger.headers, 'theirs.txt', 'their-account|pw');
    const theirs = (await strangerApi.post('/account/info/queryList', {})).body.data.list[0];
    const [theirDevice] = await rent(strangerApi, 1, 1);
    const theirTag = (await strangerApi.post('/account/tag/add', { name: 'Theirs' })).body.data;
    const mine = await accountRow('alice');
    const [myDevice] = await rent(api, 1, 1);
    const before = await fleetCounts(server);
    const snapshot = await server.ctx.db.selectFrom('accounts').selectAll().orderBy('id').execute();
    const ids = [mine.id, theirs.id];
    const calls = [
      api.put('/account/info/bind', { ids, deviceId: myDevice!.id }),
      api.put('/account/info/bind', { ids: [mine.id], deviceId: theirDevice!.id }),
      api.put('/account/info/tag', { ids, labelId: null }),
      api.put('/account/info/tag', { ids: [mine.id], labelId: theirTag.id }),
      api.del('/account/info/deletes', { ids }),
      api.del(`/account/info/delete/${theirs.id}`),
      api.get(`/account/info/detail/${theirs.id}`),
      api.put('/account/info/update', { id: theirs.id, password: 'mine' }),
      api.post('/account/info/queryList', { deviceId: theirDevice!.id }),
      api.post('/account/info/queryList', { labelId: theirTag.id }),
      upload(server, owner.headers, 'tagged.txt', 'z|z', { query: `?labelId=${theirTag.id}` }),
    ];
    for (const [i, call] of calls.entries()) expect((await call).status, `call ${i}`).toBe(404);
    expect(await fleetCounts(server)).toEqual(before);
    expect(await server.ctx.db.selectFrom('accounts').selectAll().orderBy('id').execute()).toEqual(snapshot);
    const empty = await api.put('/account/info/bind', { ids: [], deviceId: null });
    expect(empty.body.message).toBe('Please select accounts first');
    const zh = await client(server, owner.headers, 'zh-CN').del('/account/info/deletes', { ids: [] });
    expect(zh.body.message).toBe('请先选择账号');
  });
});
