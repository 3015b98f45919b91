import { TOTAL_CAP } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import type { NewAccount } from '../src/db/tables/fleet.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { adminPerson, ownerPerson } from './admin-fixtures.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

/**
 * A filter matching more than TOTAL_CAP accounts stops counting there and says so (the console
 * shows "more than 10,000"); below the cap, and without a filter, the total is exact.
 */
describe(`account list totals past ${TOTAL_CAP} (${TEST_DB})`, () => {
  const server = suiteServer();
  const owner = beforeAllValue(async () => {
    const person = await ownerPerson(server);
    const at = new Date().toISOString();
    const rows: NewAccount[] = [];
    for (let n = 0; n < TOTAL_CAP + 5; n++) {
      const row = importedAccount(person.id, `capped${n}`, '', null, at);
      row.status = n < 3 ? 'banned' : 'online';
      rows.push(row);
    }
    await server.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('accounts')
          .values(rows.slice(i, i + 500))
          .execute();
    });
    return person;
  });
  const api = beforeAllValue(async () => client(server, owner.headers));

  it('caps a filtered total at TOTAL_CAP with totalCapped, keeps exact totals below it and unfiltered', async () => {
    const all = await api.post('/account/info/queryList', {});
    expect(all.body.data).toMatchObject({ total: TOTAL_CAP + 5, pageNo: 1, pageSize: 20 });
    expect(all.body.data.totalCapped).toBeUndefined();

    const online = await api.post('/account/info/queryList', { status: 'online' });
    expect(online.body.data).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(online.body.data.list).toHaveLength(20);

    const banned = await api.post('/account/info/queryList', { status: 'banned' });
    expect(banned.body.data.total).toBe(3);
    expect(banned.body.data.totalCapped).toBeUndefined();

    // The last page the capped total offers is a full page of the newest-first order.
    const last = await api.post(`/account/info/queryList?pageNo=${TOTAL_CAP / 20}&pageSize=20`, {
      status: 'online',
    });
    expect(last.body.data.list).toHaveLength(20);
    expect(last.body.data.list.at(-1).account).toBe('capped5');
  });

  it('reads a page next to an anchor page by key: the same rows as by offset, forwards, backwards and again', async () => {
    const page = async (pageNo: number, anchor = '', body: object = {}) => {
      const res = await api.post(`/account/info/queryList?pageNo=${pageNo}&pageSize=20${anchor}`, body);
      expect(res.status).toBe(200);
      return res.body.data.list.map((a: { id: number }) => a.id) as number[];
    };
    const anchorOf = (pageNo: number, ids: number[]) =>
      `&anchorPage=${pageNo}&anchorFirst=${ids[0]}&anchorLast=${ids.at(-1)}`;
    for (const filter of [{}, { status: 'online' }]) {
      const p250 = await page(250, '', filter);
      expect(p250).toHaveLength(20);
      for (const target of [251, 253, 250, 249, 247, 2]) {
        expect(await page(target, anchorOf(250, p250), filter)).toEqual(await page(target, '', filter));
      }
    }
    // A range holding more than TOTAL_CAP accounts (every fans count is 0): the page walks ids newest
    // first on SQLite instead of the range's index, with the same rows.
    for (const pageNo of [1, 2, 40]) {
      expect(await page(pageNo, '', { fansMin: 0, fansMax: 10 })).toEqual(await page(pageNo));
    }
    // Past the end, from an anchor: an empty page, as by offset.
    const last = await page(TOTAL_CAP / 20 + 1);
    expect(await page(TOTAL_CAP / 20 + 2, anchorOf(TOTAL_CAP / 20 + 1, last))).toEqual([]);

    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/account/info/queryList?pageNo=2&anchorPage=1&anchorLast=abc',
      headers: { ...owner.headers, 'accept-language': 'zh' },
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0]).toMatchObject({ field: 'anchorLast' });
    expect(bad.json().data.errors[0].message).toContain('anchorLast');
  });

  it('finds accounts containing a text through the trigram index, as a scan would', async () => {
    const res = await api.post('/account/info/queryList', { account: 'pped999' });
    expect(res.body.data.list.map((a: { account: string }) => a.account).sort()).toEqual([
      'capped999',
      'capped9990',
      'capped9991',
      'capped9992',
      'capped9993',
      'capped9994',
      'capped9995',
      'capped9996',
      'capped9997',
      'capped9998',
      'capped9999',
    ]);
  });

  it('reaches a page typed far into the unfiltered list through the id blocks: the rows an offset reads', async () => {
    const db = server.ctx.db;
    const other = await ownerPerson(server);
    const at = new Date().toISOString();
    // Another workspace's accounts between this one's, and some of this one's deleted: blocks of uneven counts.
    for (const [who, prefix, n] of [
      [other.id, 'other', 700],
      [owner.id, 'later', 700],
    ] as const) {
      const rows = Array.from({ length: n }, (_, i) => importedAccount(who, `${prefix}${i}`, '', null, at));
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insertInto('accounts')
          .values(rows.slice(i, i + 500))
          .execute();
    }
    await db.deleteFrom('accounts').where('account', 'like', 'capped4%').execute();
    const byOffset = async (workspaceId: number | null, pageNo: number, size: number) =>
      (
        await db
          .selectFrom('accounts')
          .select('id')
          .$if(workspaceId !== null, (q) => q.where('workspace_id', '=', workspaceId!))
          .orderBy('id', 'desc')
          .limit(size)
          .offset((pageNo - 1) * size)
          .execute()
      ).map((r) => r.id);
    const typedIn = async (headers: object, pageNo: number, size: number) => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/account/info/queryList?pageNo=${pageNo}&pageSize=${size}`,
        headers: headers as Record<string, string>,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.list.map((a: { id: number }) => a.id) as number[];
    };
    const total = (await api.post('/account/info/queryList', {})).body.data.total as number;
    expect(total).toBe((await byOffset(owner.id, 1, 100_000)).length);
    const lastPage = Math.ceil(total / 20);
    for (const pageNo of [206, 300, 333, lastPage - 1, lastPage, lastPage + 1, lastPage + 50]) {
      expect(await typedIn(owner.headers, pageNo, 20), `page ${pageNo}`).toEqual(
        await byOffset(owner.id, pageNo, 20),
      );
    }
    expect(await typedIn(owner.headers, 30, 200)).toEqual(await byOffset(owner.id, 30, 200));
    // The admin lists every workspace's accounts: the blocks are added up over workspaces.
    const admin = await adminPerson(server);
    for (const pageNo of [250, 420]) {
      expect(await typedIn(admin.headers, pageNo, 20), `admin page ${pageNo}`).toEqual(
        await byOffset(null, pageNo, 20),
      );
    }
  });
});
