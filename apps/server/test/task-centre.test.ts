import { TOTAL_CAP } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { unique } from './admin-fixtures.ts';
import { fieldsOf } from './auth-helpers.ts';
import { type Client, client, ok } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';
import { boundWorkspace, likeTask, quick, usableVideos, type Workspace } from './tasks-fixtures.ts';

interface Row {
  id: number;
  subtype: string;
  status: string;
  userId: number;
}

/**
 * The task center's list (issue 38): `POST /task/info/queryList` without a kind lists every kind,
 * and narrows by kind, status, creator and creation time, inside the caller's workspace (a
 * department's staff: its members' tasks); bad filters answer 400 naming the field.
 */
describe(`task center list (${TEST_DB})`, () => {
  // No engine: the tasks stay queued where the test puts them.
  const server = suiteServer();

  interface Setup {
    ws: Workspace;
    staff: { id: number; api: Client };
    maintenance: number;
    ownerLike: number;
    staffLike: number;
  }

  async function staffMember(owner: Client, departmentId: number | null = null) {
    const body = { username: unique('op'), password: 'secret123', roles: ['operator'], departmentId };
    const added = ok(await owner.post('/user/division/add', body), 'member');
    const headers = { authorization: `Bearer ${await createSession(server.ctx.db, added.id)}` };
    return { id: added.id as number, api: client(server, headers) };
  }

  async function setup(): Promise<Setup> {
    const ws = await boundWorkspace(server, unique('centre'), { points: 5000, devices: 2, accounts: 2 });
    const videos = usableVideos(server, 2);
    const maintenance = ok(
      await ws.api.post('/tiktok/api/online/maintenance', {
        name: 'nurture',
        accountLabelIds: [ws.tagId],
        keywords: ['cooking'],
        viewCount: 1,
        ...quick,
      }),
      'maintenance',
    ).id as number;
    const ownerLike = ok(await likeTask(ws, 'owner likes', [videos[0]]), 'owner like').id as number;
    const staff = await staffMember(ws.api);
    const staffLike = ok(await likeTask({ ...ws, api: staff.api }, 'staff likes', [videos[1]]), 'staff like')
      .id as number;
    return { ws, staff, maintenance, ownerLike, staffLike };
  }

  const list = async (who: Client, body: object, query = '') => {
    const res = await who.post(`/task/info/queryList${query}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { list: Row[]; total: number; totalCapped?: boolean };
  };
  const idsOf = async (who: Client, body: object) => (await list(who, body)).list.map((t) => t.id);

  it('lists every kind newest first, and one kind, one status or one creator when asked', async () => {
    const s = await setup();
    const api = s.ws.api;
    expect(await idsOf(api, {})).toEqual([s.staffLike, s.ownerLike, s.maintenance]);
    expect(await idsOf(api, { subtype: 'like' })).toEqual([s.staffLike, s.ownerLike]);
    expect(await idsOf(api, { type: 'account' })).toEqual([s.maintenance]);
    ok(await api.post(`/task/info/pause/${s.ownerLike}`), 'pause');
    expect(await idsOf(api, { status: 'paused' })).toEqual([s.ownerLike]);
    expect(await idsOf(api, { status: 'queue' })).toEqual([s.staffLike, s.maintenance]);
    expect(await idsOf(api, { creatorId: s.staff.id })).toEqual([s.staffLike]);
    expect(await idsOf(api, { creatorId: s.ws.ownerId })).toEqual([s.ownerLike, s.maintenance]);
    // Filters combine.
    expect(await idsOf(api, { subtype: 'like', creatorId: s.ws.ownerId, status: 'paused' })).toEqual([
      s.ownerLike,
    ]);
    expect(await idsOf(api, { subtype: 'maintenance', creatorId: s.staff.id })).toEqual([]);
  });

  it('narrows by creation time, either end open, whole ISO times with any offset', async () => {
    const s = await setup();
    const now = Date.now();
    const twoDaysAgo = new Date(now - 2 * 86_400_000).toISOString();
    await server.ctx.db
      .updateTable('tasks')
      .set({ created_at: twoDaysAgo })
      .where('id', '=', s.maintenance)
      .execute();
    const yesterday = new Date(now - 86_400_000).toISOString();
    const api = s.ws.api;
    expect(await idsOf(api, { createTimeTo: yesterday })).toEqual([s.maintenance]);
    expect(await idsOf(api, { createTimeFrom: yesterday })).toEqual([s.staffLike, s.ownerLike]);
    // The same instant written with an offset finds the same tasks.
    const withOffset = new Date(now - 86_400_000 + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
    expect(await idsOf(api, { createTimeFrom: withOffset })).toEqual([s.staffLike, s.ownerLike]);
    expect(await idsOf(api, { createTimeFrom: twoDaysAgo, createTimeTo: twoDaysAgo })).toEqual([
      s.maintenance,
    ]);
  });

  it('answers 400 naming the field for a bad filter, in the caller’s language', async () => {
    const s = await setup();
    const bad: Array<[object, string]> = [
      [{ createTimeFrom: 'yesterday' }, 'createTimeFrom'],
      [{ createTimeTo: '2026-13-01T00:00:00Z' }, 'createTimeTo'],
      [{ createTimeFrom: '2026-06-02T00:00:00Z', createTimeTo: '2026-06-01T00:00:00Z' }, 'createTimeTo'],
      [{ creatorId: 'me' }, 'creatorId'],
      [{ creatorId: 0 }, 'creatorId'],
      [{ status: 'done' }, 'status'],
      [{ subtype: 'dance' }, 'subtype'],
    ];
    for (const [body, field] of bad) {
      const res = await s.ws.api.post('/task/info/queryList', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toContain(field);
    }
    const zh = client(server, s.ws.headers, 'zh-CN');
    const reversed = await zh.post('/task/info/queryList', {
      createTimeFrom: '2026-06-02T00:00:00Z',
      createTimeTo: '2026-06-01T00:00:00Z',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps to the workspace, and a department’s staff to its members’ tasks and people', async () => {
    const s = await setup();
    const other = await boundWorkspace(server, unique('other'), { points: 100, devices: 1, accounts: 1 });
    // The other workspace sees none of these, and another workspace's person is as unknown as a missing one.
    expect(await idsOf(other.api, {})).toEqual([]);
    expect((await other.api.post('/task/info/queryList', { creatorId: s.ws.ownerId })).status).toBe(404);
    expect((await other.api.post('/task/info/queryList', { creatorId: 999_999_999 })).status).toBe(404);
    const dept = ok(
      await s.ws.api.post('/user/division/department/add', {
        name: 'North',
        groupIds: [s.ws.groupId],
        accountLabelIds: [s.ws.tagId],
      }),
      'department',
    );
    const member = await staffMember(s.ws.api, dept.id);
    // A department's staff see their department's tasks only; a creator outside it is out of their reach.
    expect(await idsOf(member.api, {})).toEqual([]);
    expect((await member.api.post('/task/info/queryList', { creatorId: s.ws.ownerId })).status).toBe(404);
    const mine = ok(
      await likeTask({ ...s.ws, api: member.api }, 'member likes', usableVideos(server, 1)),
      'member like',
    );
    expect(await idsOf(member.api, {})).toEqual([mine.id]);
    expect(await idsOf(member.api, { creatorId: member.id })).toEqual([mine.id]);

    // The creator filter's people: the owner's whole workspace; the department's members to its staff.
    const people = ok(await s.ws.api.post('/task/creator/queryAll'), 'creators') as Array<{
      id: number;
      owner: boolean;
    }>;
    expect(people.map((p) => p.id)).toEqual([s.ws.ownerId, s.staff.id, member.id]);
    expect(people.map((p) => p.owner)).toEqual([true, false, false]);
    const theirs = ok(await member.api.post('/task/creator/queryAll'), 'member creators');
    expect(theirs.map((p: { id: number }) => p.id)).toEqual([member.id]);
    const others = ok(await other.api.post('/task/creator/queryAll'), 'other creators');
    expect(others.map((p: { id: number }) => p.id)).toEqual([other.ownerId]);
  });

  it('answers old bodies as before, and stops counting a long list at the cap', async () => {
    const s = await setup();
    const kindList = await list(s.ws.api, { type: 'toker', subtype: 'like', numberId: '', name: '' });
    expect(kindList).toMatchObject({ total: 2, pageNo: 1, pageSize: 20 });
    expect(kindList.totalCapped).toBeUndefined();
    // Copies of one task, past TOTAL_CAP, written straight to the table (creating 10,001 through
    // the API would test the planner, not the list).
    const row = await server.ctx.db
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', s.maintenance)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    for (let start = 0; start <= TOTAL_CAP; start += 500) {
      const rows = Array.from({ length: Math.min(500, TOTAL_CAP + 1 - start) }, (_, i) => ({
        ...copy,
        log_id: `9${String(s.maintenance).padStart(6, '0')}${String(start + i).padStart(6, '0')}`,
      }));
      await server.ctx.db.insertInto('tasks').values(rows).execute();
    }
    const all = await list(s.ws.api, {}, '?pageNo=2&pageSize=50');
    expect(all).toMatchObject({ total: TOTAL_CAP, totalCapped: true, pageNo: 2 });
    expect(all.list).toHaveLength(50);
    // A filter that leaves fewer counts them all.
    expect(await list(s.ws.api, { subtype: 'like' })).toMatchObject({ total: 2 });
  });
});
