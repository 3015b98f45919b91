import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { multipartFile } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';
import { startEngine, type Workspace, waitForEnd, workspace } from './tasks-fixtures.ts';

/** The fans library and the account resources: tags, filters, export, delete, move, and tenancy. */
describe(`resource libraries (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  const a = beforeAllValue(() => workspace(server, { name: 'lib_a', points: 1000, devices: 0, accounts: 0 }));
  const b = beforeAllValue(() => workspace(server, { name: 'lib_b', points: 1000, devices: 0, accounts: 0 }));

  // Workspace a's fans library: one collection from a blogger with 300 followers or more.
  beforeAll(async () => {
    const cat = server.ctx.driver.catalogue;
    const blogger = Array.from({ length: 3000 }, (_, i) => cat.userAt(i)).find(
      (u) => cat.followerPage(u.id, 0, 1).total >= 300,
    )!.uniqueId;
    await startEngine(server, server.tasks.driver);
    const res = await a.api.post('/resource/gather/add', {
      name: 'library',
      type: 'blogger',
      values: [blogger],
      targetCount: 120,
      sleepMin: 0,
      sleepMax: 0,
    });
    expect(res.status).toBe(201);
    await waitForEnd(a.api, res.body.data.id);
  });

  const upload = async (ws: Workspace, text: string, query = '') => {
    const form = multipartFile('reserve.txt', text);
    const token = await createSession(server.ctx.db, ws.ownerId);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/resource/account/upload${query}`,
      headers: { authorization: `Bearer ${token}`, ...form.headers, 'accept-language': 'en-US' },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('tags fans with a fans tag, filters by it, resolves it to targets, exports and deletes', async () => {
    const tag = await a.api.post('/resource/fansTag/add', { name: 'warm leads' });
    expect(tag.status).toBe(200);
    const page = await a.api.post('/resource/fans/queryList?pageNo=1&pageSize=20', {});
    expect(page.body.data.total).toBe(120);
    const ids = page.body.data.list.slice(0, 5).map((f: { id: number }) => f.id);
    const tagged = await a.api.put('/resource/fans/tag', { ids, labelId: tag.body.data.id });
    expect(tagged.body).toMatchObject({ code: 200, message: 'Tagging success', data: { count: 5 } });

    const byTag = await a.api.post('/resource/fans/queryList?pageNo=1&pageSize=20', {
      labelId: tag.body.data.id,
    });
    expect(byTag.body.data.total).toBe(5);
    expect(byTag.body.data.list[0]).toMatchObject({ labelName: 'warm leads', fansType: 'blogger' });
    const untagged = await a.api.post('/resource/fans/queryList?pageNo=1&pageSize=20', { labelId: null });
    expect(untagged.body.data.total).toBe(115);
    const tags = await a.api.post('/resource/fansTag/queryAll');
    expect(tags.body.data).toEqual([expect.objectContaining({ name: 'warm leads', count: 5, kind: 'fans' })]);

    const targets = await a.api.post('/resource/fans/targets', { fanLabelIds: [tag.body.data.id] });
    expect(targets.body.data.count).toBe(5);
    expect(new Set(targets.body.data.userIds)).toEqual(
      new Set(byTag.body.data.list.map((f: { uid: string }) => f.uid)),
    );

    const file = await a.api.post('/resource/fans/export', { filter: { labelId: tag.body.data.id } });
    expect(file.body.data.count).toBe(5);
    expect(file.body.data.fileName).toMatch(/^fans-\d{8}T\d{6}\.txt$/);
    expect(file.body.data.text.trim().split('\n')).toHaveLength(5);
    expect(file.body.data.text).toContain(byTag.body.data.list[0].account);
    const none = await a.api.post('/resource/fans/export', { filter: { account: 'zzz-no-such-fan' } });
    expect(none).toMatchObject({ status: 422, body: { message: 'No data to export' } });

    const del = await a.api.del('/resource/fans/deletes', { ids: ids.slice(0, 2) });
    expect(del.body.data.count).toBe(2);
    const after = await a.api.post('/resource/fans/queryList?pageNo=1&pageSize=20', {});
    expect(after.body.data.total).toBe(118);
    const empty = await a.api.del('/resource/fans/deletes', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please select fans first');
  });

  it("answers another workspace's fans, tags and reserve accounts with 404 and changes nothing", async () => {
    const fan = (await a.api.post('/resource/fans/queryList?pageNo=1&pageSize=10', {})).body.data.list[0];
    const tag = (await a.api.post('/resource/fansTag/queryAll')).body.data[0];
    expect((await b.api.post('/resource/fans/queryList?pageNo=1&pageSize=20', {})).body.data.total).toBe(0);
    expect((await b.api.put('/resource/fans/tag', { ids: [fan.id], labelId: null })).status).toBe(404);
    expect((await b.api.del(`/resource/fans/delete/${fan.id}`)).status).toBe(404);
    expect((await b.api.post('/resource/fans/export', { ids: [fan.id] })).status).toBe(404);
    expect((await b.api.post('/resource/fans/targets', { fanLabelIds: [tag.id] })).status).toBe(404);
    expect(
      (await b.api.post('/resource/fans/queryList?pageNo=1&pageSize=10', { labelId: tag.id })).status,
    ).toBe(404);
    await upload(a, 'a_reserve_1|pw1\n');
    const reserve = (await a.api.post('/resource/account/queryList?pageNo=1&pageSize=10', {})).body.data
      .list[0];
    expect((await b.api.put('/resource/account/move', { ids: [reserve.id] })).status).toBe(404);
    expect((await b.api.del(`/resource/account/delete/${reserve.id}`)).status).toBe(404);
    expect((await a.api.post('/resource/fans/queryList?pageNo=1&pageSize=10', {})).body.data.list[0].id).toBe(
      fan.id,
    );
    await a.api.del(`/resource/account/delete/${reserve.id}`);
  });

  it('imports reserve accounts from TXT, tags them, moves them to the account list in one transaction', async () => {
    const tag = await a.api.post('/resource/accountTag/add', { name: 'spare' });
    const report = await upload(
      a,
      'spare_1|pw-1\nspare_2|pw-2\nspare_2|again\nbroken line\nspare_3|pw-3\n',
      `?labelId=${tag.body.data.id}`,
    );
    expect(report.body.data).toMatchObject({ accepted: 3, duplicateCount: 1, rejectedCount: 1 });
    const list = await a.api.post('/resource/account/queryList?pageNo=1&pageSize=20', {});
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list[0]).toMatchObject({ labelName: 'spare' });
    expect(JSON.stringify(list.body.data)).not.toContain('pw-');
    const file = await a.api.post('/resource/account/export', {});
    expect(file.body.data.text).toBe('spare_3\nspare_2\nspare_1\n');

    // spare_1 is in the fleet already: it stays in reserve.
    const fleetTag = await a.api.post('/account/tag/add', { name: 'from reserve' });
    await a.api.post('/account/info/add', { account: 'SPARE_1', password: 'x123456' });
    const ids = list.body.data.list.map((r: { id: number }) => r.id);
    const moved = await a.api.put('/resource/account/move', { ids, accountLabelId: fleetTag.body.data.id });
    expect(moved.body).toMatchObject({
      code: 200,
      data: { moved: 2, skipped: 1 },
      message: 'Moved to the account list: 2, already there: 1',
    });
    const left = await a.api.post('/resource/account/queryList?pageNo=1&pageSize=20', {});
    expect(left.body.data.list.map((r: { account: string }) => r.account)).toEqual(['spare_1']);
    const fleet = await a.api.post('/account/info/queryList?pageNo=1&pageSize=20', {
      labelId: fleetTag.body.data.id,
    });
    expect(fleet.body.data.list.map((r: { account: string }) => r.account).sort()).toEqual([
      'spare_2',
      'spare_3',
    ]);
    expect(fleet.body.data.list[0]).toMatchObject({ status: 'pending', labelName: 'from reserve' });
    // The password moved with it, sealed as it was: the account can log in with it.
    const row = await server.ctx.db
      .selectFrom('accounts')
      .select('password')
      .where('workspace_id', '=', a.ownerId)
      .where('account_key', '=', 'spare_2')
      .executeTakeFirstOrThrow();
    expect(server.ctx.secrets.open(row.password)).toBe('pw-2');

    const dup = await a.api.post('/resource/account/add', { account: 'spare_1', password: 'pw' });
    expect(dup).toMatchObject({ status: 409, body: { message: 'The reserve already has this account' } });
  });

  it('shows the fans collected this month on the dashboard', async () => {
    const card = await a.api.get('/dashboard/fans');
    expect(card.body.data).toEqual({ available: true, total: 118, newThisMonth: 118 });
    const other = await b.api.get('/dashboard/fans');
    expect(other.body.data).toEqual({ available: true, total: 0, newThisMonth: 0 });
  });
});
