import { TAG_ROUTE_BASES, tagPage } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { adminPerson, ownerPerson } from './admin-fixtures.ts';
import { client, fleetCounts, rent } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

describe(`tags: one mechanism for accounts, devices, groups and proxies (${TEST_DB})`, () => {
  const server = suiteServer();
  const owner = beforeAllValue(() => ownerPerson(server, { points: 10_000 }));
  const api = beforeAllValue(async () => client(server, owner.headers));

  for (const [kind, base] of Object.entries(TAG_ROUTE_BASES)) {
    it(`${kind} tags at ${base}: add, list, rename, delete`, async () => {
      const added = await api.post(`${base}/add`, { name: '  VIP  ' });
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ kind, name: 'VIP', isSystem: false, count: 0 });
      const list = await api.post(`${base}/queryList`, {});
      expect(() => tagPage.parse(list.body.data)).not.toThrow();
      expect(list.body.data.list.map((t: { name: string }) => t.name)).toContain('VIP');
      const dup = await api.post(`${base}/add`, { name: 'vip' });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe('A tag with this name already exists');
      const renamed = await api.put(`${base}/update`, { id: added.body.data.id, name: 'Gold' });
      expect(renamed.body.data.name).toBe('Gold');
      const all = await api.post(`${base}/queryAll`);
      expect(all.body.data.map((t: { name: string }) => t.name)).toContain('Gold');
      const del = await api.del(`${base}/delete/${added.body.data.id}`);
      expect(del.body).toMatchObject({ message: 'Delete Success', data: { count: 1 } });
    });
  }

  it('refuses an empty tag name in both languages', async () => {
    for (const name of ['', '   ']) {
      const en = await api.post('/device/tag/add', { name });
      expect(en.status).toBe(400);
      expect(en.body.message).toBe('Tag cannot be empty');
      const zh = await client(server, owner.headers, 'zh-CN').post('/proxy/tag/add', { name });
      expect(zh.body.message).toBe('标签不能为空');
    }
    const missing = await api.post('/account/tag/add', {});
    expect(missing.body.message).toBe('Tag cannot be empty');
  });

  it('keeps system labels: shown translated, never renamed or deleted, not even in a batch', async () => {
    const list = await api.post('/account/tag/queryList', {});
    const system = list.body.data.list.find((t: { isSystem: boolean }) => t.isSystem);
    expect(system.name).toBe('Registered');
    const zh = await client(server, owner.headers, 'zh-CN').post('/account/tag/queryAll');
    expect(zh.body.data.find((t: { isSystem: boolean }) => t.isSystem).name).toBe('批量注册');

    const del = await api.del(`/account/tag/delete/${system.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('System labels cannot be deleted');
    const mine = (await api.post('/account/tag/add', { name: 'Mine' })).body.data;
    const before = await fleetCounts(server);
    const batch = await api.del('/account/tag/deletes', { ids: [mine.id, system.id] });
    expect(batch.status).toBe(409);
    expect(await fleetCounts(server)).toEqual(before);
    const rename = await api.put('/account/tag/update', { id: system.id, name: 'Mine too' });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('System labels cannot be renamed');
    const taken = await api.post('/account/tag/add', { name: 'registered' });
    expect(taken.status).toBe(409);
  });

  it('counts the rows carrying a tag and clears the label from them when it is deleted', async () => {
    const devices = await rent(api, 2, 1);
    const tag = (await api.post('/device/tag/add', { name: 'Batch 7' })).body.data;
    await api.put('/device/info/tag', { ids: devices.map((d) => d.id), labelId: tag.id });
    const listed = (await api.post('/device/tag/queryAll')).body.data.find(
      (t: { id: number }) => t.id === tag.id,
    );
    expect(listed.count).toBe(2);
    await api.del('/device/tag/deletes', { ids: [tag.id] });
    for (const d of devices) {
      expect((await api.get(`/device/info/detail/${d.id}`)).body.data).toMatchObject({
        labelId: null,
        labelName: null,
      });
    }
  });

  it('tags groups through /device/groupTag and /device/group/tag', async () => {
    const group = (await api.post('/device/group/add', { name: 'Tagged group' })).body.data;
    const tag = (await api.post('/device/groupTag/add', { name: 'Region EU' })).body.data;
    const res = await api.put('/device/group/tag', { ids: [group.id], labelId: tag.id });
    expect(res.body).toMatchObject({ message: 'Tagging success', data: { count: 1 } });
    const groups = await api.post('/device/group/queryList', { labelId: tag.id });
    expect(groups.body.data.list.map((g: { labelName: string }) => g.labelName)).toEqual(['Region EU']);
  });

  it('keeps kinds apart: a device tag is not an account label', async () => {
    const deviceTag = (await api.post('/device/tag/add', { name: 'Only devices' })).body.data;
    const add = await api.post('/account/info/add', {
      account: 'kinds',
      password: 'pw',
      labelId: deviceTag.id,
    });
    expect(add.status).toBe(404);
    const accountTags = (await api.post('/account/tag/queryAll')).body.data.map((t: { id: number }) => t.id);
    expect(accountTags).not.toContain(deviceTag.id);
  });

  it('answers 404 for another workspace tag, in single and batch calls, changing nothing', async () => {
    const stranger = await ownerPerson(server);
    const theirs = (await client(server, stranger.headers).post('/proxy/tag/add', { name: 'Theirs' })).body
      .data;
    const mine = (await api.post('/proxy/tag/add', { name: 'Ours' })).body.data;
    const before = await fleetCounts(server);
    for (const res of [
      await api.put('/proxy/tag/update', { id: theirs.id, name: 'Stolen' }),
      await api.del(`/proxy/tag/delete/${theirs.id}`),
      await api.del('/proxy/tag/deletes', { ids: [mine.id, theirs.id] }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await fleetCounts(server)).toEqual(before);
    const names = (await api.post('/proxy/tag/queryAll')).body.data.map((t: { name: string }) => t.name);
    expect(names).not.toContain('Theirs');
    const empty = await api.del('/proxy/tag/deletes', { ids: [] });
    expect(empty.body.message).toBe('Please select tags first');
  });

  it('lets the admin see every workspace tag but not create one outside a workspace', async () => {
    const admin = await adminPerson(server);
    const adminApi = client(server, admin.headers);
    const add = await adminApi.post('/device/tag/add', { name: 'Admin tag' });
    expect(add.status).toBe(403);
    const all = await adminApi.post('/proxy/tag/queryAll');
    expect(all.body.data.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Ours', 'Theirs']),
    );
  });
});
