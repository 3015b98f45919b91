import { DEFAULT_PRICES, deviceItem, devicePage, Role } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/core/clock.ts';
import { addMonths } from '../src/modules/devices/rental.ts';
import { SimulatedFarm } from '../src/sim/farm/index.ts';
import { adminPerson, balanceOf, ownerPerson, staffPerson } from './admin-fixtures.ts';
import { type Client, client, fleetCounts, rent } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

const PRICE = DEFAULT_PRICES.deviceRental.points;
const DAY = 86_400_000;

describe(`devices: rental, renewal, status, network (${TEST_DB})`, () => {
  const clock = new ManualClock(Date.parse('2026-01-31T10:00:00.000Z'));
  const server = suiteServer({ SIM_SEED: '7' }, { clock });
  const owner = beforeAllValue(() => ownerPerson(server, { points: 100_000 }));
  const api = beforeAllValue(async () => client(server, owner.headers));

  it('rents devices for exactly price x months x count, in one transaction with the rows', async () => {
    const before = await balanceOf(server, owner.id);
    const res = await api.post('/device/info/add', { count: 3, months: 2 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 devices rented');
    const data = res.body.data;
    expect(data.points).toBe(PRICE * 2 * 3);
    expect(data.unitPrice).toBe(PRICE);
    expect(data.balance).toBe(before.balance - PRICE * 6);
    expect((await balanceOf(server, owner.id)).balance).toBe(before.balance - PRICE * 6);
    expect(data.devices).toHaveLength(3);
    for (const d of data.devices) {
      expect(() => deviceItem.parse(d)).not.toThrow();
      expect(d.startTime).toBe('2026-01-31T10:00:00.000Z');
      // Jan 31 + 2 months: the end of March is the 31st again.
      expect(d.endTime).toBe('2026-03-31T10:00:00.000Z');
      expect(Date.parse(d.activationTime) - Date.parse(d.startTime)).toBeGreaterThanOrEqual(30_000);
      expect(d.status).toBe('offline'); // still being provisioned
      expect(d.proxyMode).toBe('global');
      expect(d.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(d.use).toBe('idle');
      expect(d.brand).not.toBe('');
      expect(d.clientUid).toMatch(/^[0-9a-f]{16}$/);
    }
    const entry = await server.ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', owner.id)
      .where('item', '=', 'deviceRental')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.amount).toBe(-PRICE * 6);
    expect(entry.quantity).toBe(6);
    expect(entry.unit_price).toBe(PRICE);
  });

  it('refuses a rental without enough points and writes nothing', async () => {
    const poor = await ownerPerson(server, { points: PRICE * 2 - 1 });
    const poorApi = client(server, poor.headers);
    const before = await fleetCounts(server);
    const serialBefore = await server.ctx.db.selectFrom('farm_serials').selectAll().executeTakeFirstOrThrow();
    const res = await poorApi.post('/device/info/add', { count: 2, months: 1 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`Not enough points: ${PRICE * 2} needed, ${PRICE * 2 - 1} available`);
    expect(await fleetCounts(server)).toEqual(before);
    expect((await balanceOf(server, poor.id)).balance).toBe(PRICE * 2 - 1);
    const serialAfter = await server.ctx.db.selectFrom('farm_serials').selectAll().executeTakeFirstOrThrow();
    expect(serialAfter).toEqual(serialBefore);
    const zh = await client(server, poor.headers, 'zh-CN').post('/device/info/add', { count: 2, months: 1 });
    expect(zh.body.message).toBe(`点数不足：需要 ${PRICE * 2}，可用 ${PRICE * 2 - 1}`);
  });

  it('never overspends under concurrent rentals: only what the points pay for is rented', async () => {
    const buyer = await ownerPerson(server, { points: PRICE * 5 });
    const buyerApi = client(server, buyer.headers);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => buyerApi.post('/device/info/add', { count: 1, months: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    expect((await balanceOf(server, buyer.id)).balance).toBe(0);
    const rows = await server.ctx.db
      .selectFrom('devices')
      .select('serial')
      .where('workspace_id', '=', buyer.id)
      .execute();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.serial)).size).toBe(5);
    // Concurrent reads refresh statuses without tripping over each other.
    clock.advance(30 * 60_000);
    const lists = await Promise.all(
      Array.from({ length: 6 }, () => buyerApi.post('/device/info/queryList', {})),
    );
    for (const list of lists) expect(list.status).toBe(200);
  });

  it('accepts 1 to 12 months and 1 to 100 devices, naming the field otherwise', async () => {
    for (const body of [
      { count: 1, months: 0 },
      { count: 1, months: 13 },
      { count: 0, months: 1 },
      { count: 101, months: 1 },
    ]) {
      const res = await api.post('/device/info/add', body);
      expect(res.status).toBe(400);
      expect(res.body.data.errors[0].field).toBe(body.count === 1 ? 'months' : 'count');
    }
  });

  it('charges the workspace owner when staff rent, and refuses the admin, who has no workspace', async () => {
    const staff = await staffPerson(server, owner.id, [Role.manager]);
    const before = (await balanceOf(server, owner.id)).balance;
    const devices = await rent(client(server, staff.headers), 1, 1);
    expect(devices).toHaveLength(1);
    expect((await balanceOf(server, owner.id)).balance).toBe(before - PRICE);
    const admin = await adminPerson(server);
    const res = await client(server, admin.headers).post('/device/info/add', { count: 1, months: 1 });
    expect(res.status).toBe(403);
    // The admin sees every workspace's devices.
    const list = await client(server, admin.headers).post('/device/info/queryList?pageSize=200', {});
    expect(list.body.data.total).toBeGreaterThanOrEqual(4);
  });

  it('renews devices by months from their end, charged, with "Renewal success"', async () => {
    const [a, b] = await rent(api, 2, 1);
    const before = (await balanceOf(server, owner.id)).balance;
    const res = await api.post('/device/info/renew', { ids: [a!.id, b!.id], months: 3 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Renewal success');
    expect(res.body.data.points).toBe(PRICE * 3 * 2);
    expect((await balanceOf(server, owner.id)).balance).toBe(before - PRICE * 6);
    const expected = new Date(addMonths(Date.parse(a!.endTime as string), 3)).toISOString();
    expect(res.body.data.devices.find((d: { id: number }) => d.id === a!.id).endTime).toBe(expected);
    const detail = await api.get(`/device/info/detail/${a!.id}`);
    expect(detail.body.data.endTime).toBe(expected);
    const zh = await client(server, owner.headers, 'zh-CN').post('/device/info/renew', {
      ids: [a!.id],
      months: 1,
    });
    expect(zh.body.message).toBe('续费成功');
  });

  it('turns a device to arrears when its end date passes on the simulated clock, and back on renewal', async () => {
    const [device] = await rent(api, 1, 1);
    const farm = server.ctx.driver.farm;
    const end = Date.parse(device!.endTime as string);
    // The seeded ban model must not have banned this phone by then (true for SIM_SEED 7, serial as rented).
    expect(
      farm.status(device!.serial, Date.parse(device!.activationTime as string), end + DAY).status,
    ).not.toBe('banned');
    clock.advance(end - clock.now() - 1000);
    const before = await api.get(`/device/info/detail/${device!.id}`);
    expect(before.body.data.status).not.toBe('arrears');
    clock.advance(2000);
    const after = await api.get(`/device/info/detail/${device!.id}`);
    expect(after.body.data.status).toBe('arrears');
    const listed = await api.post('/device/info/queryList', { status: 'arrears' });
    expect(listed.body.data.list.map((d: { id: number }) => d.id)).toContain(device!.id);
    const renewed = await api.post('/device/info/renew', { ids: [device!.id], months: 1 });
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.body.data.devices[0].endTime)).toBe(addMonths(clock.now(), 1));
    const back = await api.get(`/device/info/detail/${device!.id}`);
    expect(back.body.data.status).not.toBe('arrears');
  });

  it('switches the global network IP every 9 minutes, the same for the same seed', async () => {
    const [device] = await rent(api, 1, 1);
    clock.advance(10 * 60_000); // past activation
    const first = (await api.get(`/device/info/detail/${device!.id}`)).body.data;
    const switchAt = Date.parse(first.ipSwitchAt);
    expect(switchAt - clock.now()).toBeGreaterThan(0);
    expect(switchAt - clock.now()).toBeLessThanOrEqual(9 * 60_000);
    clock.advance(switchAt - clock.now() - 1);
    expect((await api.get(`/device/info/detail/${device!.id}`)).body.data.ip).toBe(first.ip);
    clock.advance(1);
    const second = (await api.get(`/device/info/detail/${device!.id}`)).body.data;
    expect(second.ip).not.toBe(first.ip);
    expect(Date.parse(second.ipSwitchAt) - switchAt).toBe(9 * 60_000);
    clock.advance(9 * 60_000);
    const third = (await api.get(`/device/info/detail/${device!.id}`)).body.data;
    expect(third.ip).not.toBe(second.ip);
    // The address is a function of (seed, serial, window): a farm with the same seed agrees.
    const same = new SimulatedFarm(server.ctx.config.SIM_SEED).network(device!.serial, clock.now());
    expect(same.ip).toBe(third.ip);
  });

  it('lists newest first with filters and pages from the contract', async () => {
    const other = await ownerPerson(server, { points: 100_000 });
    const otherApi = client(server, other.headers);
    const devices = await rent(otherApi, 5, 1);
    const group = (await otherApi.post('/device/group/add', { name: 'Batch A' })).body.data;
    await otherApi.put('/device/group/move', { ids: [devices[0]!.id, devices[1]!.id], groupId: group.id });
    await otherApi.put('/device/info/update', { id: devices[2]!.id, name: 'Living room phone' });

    const all = await otherApi.post('/device/info/queryList?pageNo=1&pageSize=10', {});
    expect(() => devicePage.parse(all.body.data)).not.toThrow();
    expect(all.body.data.total).toBe(5);
    const ids = all.body.data.list.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const inGroup = await otherApi.post('/device/info/queryList', { groupId: group.id });
    expect(inGroup.body.data.list.map((d: { id: number }) => d.id).sort()).toEqual(
      [devices[0]!.id, devices[1]!.id].sort(),
    );
    const noGroup = await otherApi.post('/device/info/queryList', { groupId: null });
    expect(noGroup.body.data.total).toBe(3);
    const named = await otherApi.post('/device/info/queryList', { name: 'living ROOM' });
    expect(named.body.data.list.map((d: { name: string }) => d.name)).toEqual(['Living room phone']);
    const idle = await otherApi.post('/device/info/queryList', { use: 'idle' });
    expect(idle.body.data.total).toBe(5);
    const busy = await otherApi.post('/device/info/queryList', { use: 'in_use' });
    expect(busy.body.data.total).toBe(0);
    const start = devices[0]!.startTime as string;
    const inRange = await otherApi.post('/device/info/queryList', {
      startTimeFrom: start,
      startTimeTo: start,
    });
    expect(inRange.body.data.total).toBe(5);
    const later = await otherApi.post('/device/info/queryList', {
      endTimeFrom: new Date(Date.parse(devices[0]!.endTime as string) + 1).toISOString(),
    });
    expect(later.body.data.total).toBe(0);
    const page2 = await otherApi.post('/device/info/queryList?pageNo=2&pageSize=10', {});
    expect(page2.body.data.list).toEqual([]);
    const badPage = await otherApi.post('/device/info/queryList?pageSize=7', {});
    expect(badPage.status).toBe(400);
    const reversed = await otherApi.post('/device/info/queryList', {
      startTimeFrom: '2026-02-01T00:00:00Z',
      startTimeTo: '2026-01-01T00:00:00Z',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.data.errors[0].field).toBe('startTimeTo');
    // Another workspace's group as a filter is a 404, not an empty list.
    const foreign = await api.post('/device/info/queryList', { groupId: group.id });
    expect(foreign.status).toBe(404);
  });

  it('updates name, group and network: a custom proxy from the list or typed, then back to global', async () => {
    const [device] = await rent(api, 1, 1);
    const added = await api.post('/proxy/info/add', { proxies: 'alice:secret@203.0.113.9:8080' });
    const proxyId = added.body.data.ids[0];
    const custom = await api.put('/device/info/update', { id: device!.id, proxyMode: 'custom', proxyId });
    expect(custom.status).toBe(200);
    expect(custom.body.data).toMatchObject({
      proxyMode: 'custom',
      proxyId,
      proxyInfo: 'alice:****@203.0.113.9:8080',
      ip: '203.0.113.9',
      ipSwitchAt: null,
    });
    expect(JSON.stringify(custom.body)).not.toContain('secret');
    const typed = await api.put('/device/info/update', {
      id: device!.id,
      proxyMode: 'custom',
      proxyInfo: 'bob:pw@gate.example.net:7000',
    });
    expect(typed.body.data.proxyInfo).toBe('bob:****@gate.example.net:7000');
    // Typing the same proxy again reuses the list's entry.
    const again = await api.put('/device/info/update', {
      id: device!.id,
      proxyMode: 'custom',
      proxyInfo: 'bob:pw@gate.example.net:7000',
    });
    expect(again.body.data.proxyId).toBe(typed.body.data.proxyId);
    const empty = await api.put('/device/info/update', {
      id: device!.id,
      proxyMode: 'custom',
      proxyInfo: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('proxy information cannot be empty, please fill it out again');
    const bad = await api.put('/device/info/update', {
      id: device!.id,
      proxyMode: 'custom',
      proxyInfo: 'bob@1.2.3.4',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Proxy Format Is Incorrect, Please Re-enter/);
    const global = await api.put('/device/info/update', {
      id: device!.id,
      proxyMode: 'global',
      name: 'Phone 1',
    });
    expect(global.body.data).toMatchObject({
      proxyMode: 'global',
      proxyId: null,
      proxyInfo: null,
      name: 'Phone 1',
    });
    const blank = await api.put('/device/info/update', { id: device!.id, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Name cannot be empty');
  });

  it('sets one network for many devices and tags them, all or nothing', async () => {
    const devices = await rent(api, 2, 1);
    const ids = devices.map((d) => d.id);
    const res = await api.put('/device/info/proxy', {
      ids,
      proxyMode: 'custom',
      proxyInfo: 'c:d@198.51.100.7:3128',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(2);
    for (const id of ids) {
      expect((await api.get(`/device/info/detail/${id}`)).body.data.proxyInfo).toBe(
        'c:****@198.51.100.7:3128',
      );
    }
    const tag = (await api.post('/device/tag/add', { name: 'Warm-up' })).body.data;
    const tagged = await api.put('/device/info/tag', { ids, labelId: tag.id });
    expect(tagged.body).toMatchObject({ message: 'Tagging success', data: { count: 2 } });
    const byTag = await api.post('/device/info/queryList', { labelId: tag.id });
    expect(byTag.body.data.list.map((d: { labelName: string }) => d.labelName)).toEqual([
      'Warm-up',
      'Warm-up',
    ]);
  });

  it('asks for a selection first, in both languages', async () => {
    const cases: Array<['post' | 'put', string, object]> = [
      ['post', '/device/info/renew', { ids: [], months: 1 }],
      ['put', '/device/info/proxy', { ids: [], proxyMode: 'global' }],
      ['put', '/device/info/tag', { ids: [], labelId: null }],
      ['put', '/device/group/move', { ids: [], groupId: null }],
    ];
    for (const [method, url, payload] of cases) {
      const en = await api[method](url, payload);
      expect(en.status, url).toBe(400);
      expect(en.body.message).toBe('Please select devices first');
      const zh = await client(server, owner.headers, 'zh-CN')[method](url, payload);
      expect(zh.body.message).toBe('请先选择设备');
    }
    const del = await api.del('/device/info/deletes', { ids: [] });
    expect(del.body.message).toBe('Please select devices first');
  });

  it('answers 404 for another workspace device in every batch endpoint and changes nothing', async () => {
    const mine = await rent(api, 1, 1);
    const stranger = await ownerPerson(server, { points: 10_000 });
    const theirs = await rent(client(server, stranger.headers), 1, 1);
    const ids = [mine[0]!.id, theirs[0]!.id];
    const group = (await api.post('/device/group/add', { name: 'Mine' })).body.data;
    const tag = (await api.post('/device/tag/add', { name: 'Mine too' })).body.data;
    const before = await fleetCounts(server);
    const balance = (await balanceOf(server, owner.id)).balance;
    const snapshot = await server.ctx.db.selectFrom('devices').selectAll().orderBy('id').execute();
    const calls: Array<[string, () => ReturnType<Client['post']>]> = [
      ['renew', () => api.post('/device/info/renew', { ids, months: 1 })],
      [
        'proxy',
        () => api.put('/device/info/proxy', { ids, proxyMode: 'custom', proxyInfo: 'x:y@192.0.2.1:80' }),
      ],
      ['tag', () => api.put('/device/info/tag', { ids, labelId: tag.id })],
      ['move', () => api.put('/device/group/move', { ids, groupId: group.id })],
      ['deletes', () => api.del('/device/info/deletes', { ids })],
      ['detail', () => api.get(`/device/info/detail/${theirs[0]!.id}`)],
      ['update', () => api.put('/device/info/update', { id: theirs[0]!.id, name: 'mine now' })],
      ['delete', () => api.del(`/device/info/delete/${theirs[0]!.id}`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(404);
    }
    const move = await api.put('/device/group/move', { ids, groupId: group.id });
    expect(move.body.message).toBe('batch group failed');
    expect(await fleetCounts(server)).toEqual(before);
    expect((await balanceOf(server, owner.id)).balance).toBe(balance);
    expect(await server.ctx.db.selectFrom('devices').selectAll().orderBy('id').execute()).toEqual(snapshot);
    // Their own group, tag or proxy used on my devices is a 404 too.
    const theirGroup = (await client(server, stranger.headers).post('/device/group/add', { name: 'Theirs' }))
      .body.data;
    const intoTheirs = await api.put('/device/group/move', { ids: [mine[0]!.id], groupId: theirGroup.id });
    expect(intoTheirs.status).toBe(404);
    expect(intoTheirs.body.message).toBe('batch group failed');
  });

  it('deletes devices: one or many, returning them to the farm', async () => {
    const devices = await rent(api, 3, 1);
    const one = await api.del(`/device/info/delete/${devices[0]!.id}`);
    expect(one.body).toMatchObject({ message: 'Delete Success', data: { count: 1 } });
    const many = await api.del('/device/info/deletes', { ids: [devices[1]!.id, devices[2]!.id] });
    expect(many.body.data.count).toBe(2);
    expect((await api.get(`/device/info/detail/${devices[1]!.id}`)).status).toBe(404);
  });

  it('refuses to return a device a task is using, and deletes none of the batch', async () => {
    const [free, busy] = await rent(api, 2, 1);
    await server.ctx.db.updateTable('devices').set({ in_use: 1 }).where('id', '=', busy!.id).execute();
    const before = await fleetCounts(server);
    const res = await api.del('/device/info/deletes', { ids: [free!.id, busy!.id] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Device ${busy!.id} is in use by a task; stop the task before returning the device`,
    );
    expect(await fleetCounts(server)).toEqual(before);
    const listed = await api.post('/device/info/queryList', { use: 'in_use' });
    expect(listed.body.data.list.map((d: { id: number }) => d.id)).toEqual([busy!.id]);
  });

  it('counts created and expiring devices on the dashboard', async () => {
    const fresh = await ownerPerson(server, { points: 10_000 });
    const freshApi = client(server, fresh.headers);
    const zero = await freshApi.get('/dashboard/device');
    expect(zero.body.data).toMatchObject({ available: true, created: 0, expiring: 0 });
    await rent(freshApi, 1, 1);
    await rent(freshApi, 2, 12);
    clock.advance(addMonths(clock.now(), 1) - clock.now() - 3 * DAY);
    const figures = await freshApi.get('/dashboard/device');
    expect(figures.body.data).toMatchObject({ available: true, created: 3, expiring: 1 });
  });
});
