import { groupPage } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ownerPerson } from './admin-fixtures.ts';
import { client, fleetCounts, rent } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

describe(`device groups (${TEST_DB})`, () => {
  const server = suiteServer();
  const owner = beforeAllValue(() => ownerPerson(server, { points: 10_000 }));
  const api = beforeAllValue(async () => client(server, owner.headers));

  const groupOf = async (deviceId: number) =>
    (await api.get(`/device/info/detail/${deviceId}`)).body.data.groupId;

  it('creates, renames and lists groups with their device counts', async () => {
    const a = await api.post('/device/group/add', { name: 'Team A' });
    expect(a.body).toMatchObject({ message: 'Added successfully', data: { name: 'Team A', deviceCount: 0 } });
    const dup = await api.post('/device/group/add', { name: 'Team A' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A group with this name already exists');
    const empty = await api.post('/device/group/add', { name: ' ' });
    expect(empty.body.message).toBe('Name cannot be empty');
    const zh = await client(server, owner.headers, 'zh-CN').post('/device/group/add', { name: '' });
    expect(zh.body.message).toBe('名称不能为空');
    const renamed = await api.put('/device/group/update', { id: a.body.data.id, name: 'Team Alpha' });
    expect(renamed.body.data.name).toBe('Team Alpha');
    const [d] = await rent(api, 1, 1, { groupId: a.body.data.id });
    expect(d!.groupId).toBe(a.body.data.id);
    const list = await api.post('/device/group/queryList', {});
    expect(() => groupPage.parse(list.body.data)).not.toThrow();
    expect(list.body.data.list[0]).toMatchObject({ name: 'Team Alpha', deviceCount: 1 });
    const all = await api.post('/device/group/queryAll');
    expect(all.body.data).toEqual([{ id: a.body.data.id, name: 'Team Alpha', deviceCount: 1 }]);
  });

  it('moves devices between groups and out of any group', async () => {
    const g1 = (await api.post('/device/group/add', { name: 'Move 1' })).body.data;
    const g2 = (await api.post('/device/group/add', { name: 'Move 2' })).body.data;
    const devices = await rent(api, 3, 1, { groupId: g1.id });
    const ids = devices.map((d) => d.id);
    const moved = await api.put('/device/group/move', { ids: ids.slice(0, 2), groupId: g2.id });
    expect(moved.body).toMatchObject({ message: 'Grouping success', data: { count: 2 } });
    expect(await groupOf(ids[0]!)).toBe(g2.id);
    expect(await groupOf(ids[2]!)).toBe(g1.id);
    await api.put('/device/group/move', { ids: [ids[0]], groupId: null });
    expect(await groupOf(ids[0]!)).toBeNull();
  });

  it('deletes groups, one or many; their devices fall back to no group', async () => {
    const g1 = (await api.post('/device/group/add', { name: 'Doomed 1' })).body.data;
    const g2 = (await api.post('/device/group/add', { name: 'Doomed 2' })).body.data;
    const g3 = (await api.post('/device/group/add', { name: 'Doomed 3' })).body.data;
    const [d1] = await rent(api, 1, 1, { groupId: g1.id });
    const [d2] = await rent(api, 1, 1, { groupId: g2.id });
    const one = await api.del(`/device/group/delete/${g1.id}`);
    expect(one.body).toMatchObject({ message: 'Delete Success', data: { count: 1 } });
    expect(await groupOf(d1!.id)).toBeNull();
    const many = await api.del('/device/group/deletes', { ids: [g2.id, g3.id] });
    expect(many.body.data.count).toBe(2);
    expect(await groupOf(d2!.id)).toBeNull();
    const empty = await api.del('/device/group/deletes', { ids: [] });
    expect(empty.body.message).toBe('Please select groups first');
  });

  it('fails a move with any device or group outside the workspace: 404 batch group failed, nothing moved', async () => {
    const stranger = await ownerPerson(server, { points: 10_000 });
    const strangerApi = client(server, stranger.headers);
    const [theirDevice] = await rent(strangerApi, 1, 1);
    const theirGroup = (await strangerApi.post('/device/group/add', { name: 'Theirs' })).body.data;
    const mine = (await api.post('/device/group/add', { name: 'Mine' })).body.data;
    const [myDevice] = await rent(api, 1, 1);
    const before = await fleetCounts(server);
    const snapshot = await server.ctx.db
      .selectFrom('devices')
      .select(['id', 'group_id'])
      .orderBy('id')
      .execute();
    for (const body of [
      { ids: [myDevice!.id, theirDevice!.id], groupId: mine.id },
      { ids: [myDevice!.id], groupId: theirGroup.id },
      { ids: [myDevice!.id, 987654], groupId: mine.id },
    ]) {
      const res = await api.put('/device/group/move', body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('batch group failed');
      const zh = await client(server, owner.headers, 'zh-CN').put('/device/group/move', body);
      expect(zh.body.message).toBe('批量分组失败');
    }
    for (const res of [
      await api.del('/device/group/deletes', { ids: [mine.id, theirGroup.id] }),
      await api.del(`/device/group/delete/${theirGroup.id}`),
      await api.put('/device/group/update', { id: theirGroup.id, name: 'Stolen' }),
      await api.put('/device/group/tag', { ids: [mine.id, theirGroup.id], labelId: null }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await fleetCounts(server)).toEqual(before);
    expect(
      await server.ctx.db.selectFrom('devices').select(['id', 'group_id']).orderBy('id').execute(),
    ).toEqual(snapshot);
    const names = (await api.post('/device/group/queryAll')).body.data.map((g: { name: string }) => g.name);
    expect(names).not.toContain('Theirs');
  });
});
