import { notificationCount, notificationPage } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../src/modules/admin/bootstrap.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { notify } from '../src/modules/notifications/service.ts';
import { createUser } from '../src/modules/user/service.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

describe(`notifications (${TEST_DB})`, () => {
  const server = suiteServer();
  let admin: string;
  let nextUser = 0;

  beforeAll(async () => {
    const row = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', ADMIN_USERNAME)
      .executeTakeFirstOrThrow();
    admin = await createSession(server.ctx.db, row.id);
  });

  /** A fresh owner per test, so tests never see each other's notifications. */
  async function newUser() {
    nextUser += 1;
    const user = await createUser(server.ctx.db, {
      username: `owner${nextUser}`,
      password: 'secret-pass-1',
      roles: ['user'],
      userType: 'owner',
    });
    return { id: user.id, token: await createSession(server.ctx.db, user.id) };
  }

  function call(token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') {
    return server.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  }

  async function list(token: string, flag: boolean, query = '') {
    const res = await call(token, 'POST', `/system/message/queryList${query}`, { flag });
    expect(res.statusCode, res.body).toBe(200);
    return notificationPage.parse(res.json().data);
  }

  async function count(token: string) {
    const res = await call(token, 'GET', '/system/message/count');
    expect(res.statusCode, res.body).toBe(200);
    return notificationCount.parse(res.json().data);
  }

  async function seed(userId: number, n: number) {
    const ids: number[] = [];
    for (let i = 1; i <= n; i++) {
      ids.push((await notify(server.ctx.db, { userId, type: 'system', message: `note ${i}` })).id);
    }
    return ids;
  }

  it('pages the unread list newest first with count and hasMore', async () => {
    const alice = await newUser();
    expect(await count(alice.token)).toEqual({ unread: 0, read: 0 });
    await seed(alice.id, 25);

    const first = await list(alice.token, true);
    expect(first).toMatchObject({ count: 25, hasMore: true, pageNo: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ message: 'note 25', type: 'system', mark: null, readTime: null });
    expect(first.list[19]?.message).toBe('note 6');

    const second = await list(alice.token, true, '?pageNo=2&pageSize=20');
    expect(second).toMatchObject({ count: 25, hasMore: false, pageNo: 2 });
    expect(second.list.map((n) => n.message)).toEqual(['note 5', 'note 4', 'note 3', 'note 2', 'note 1']);

    const small = await list(alice.token, true, '?pageNo=3&pageSize=10');
    expect(small).toMatchObject({ count: 25, hasMore: false, pageSize: 10 });
    expect(small.list).toHaveLength(5);

    expect(await list(alice.token, false)).toMatchObject({ list: [], count: 0, hasMore: false });
    expect(await count(alice.token)).toEqual({ unread: 25, read: 0 });
  });

  it('reads one and then all, moving them to the read list', async () => {
    const alice = await newUser();
    const [one, two, three] = await seed(alice.id, 3);

    const res = await call(alice.token, 'POST', `/system/message/read/${two}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: two, readTime: expect.any(String) });
    expect(await count(alice.token)).toEqual({ unread: 2, read: 1 });
    expect((await list(alice.token, true)).list.map((n) => n.id)).toEqual([three, one]);
    expect((await list(alice.token, false)).list.map((n) => n.id)).toEqual([two]);

    // Reading a read notification again changes nothing.
    const again = await call(alice.token, 'POST', `/system/message/read/${two}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.readTime).toBe(res.json().data.readTime);
    expect(await count(alice.token)).toEqual({ unread: 2, read: 1 });

    const all = await call(alice.token, 'POST', '/system/message/readAll');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual({ count: 2 });
    expect(await count(alice.token)).toEqual({ unread: 0, read: 3 });
    expect((await list(alice.token, false)).list.map((n) => n.id)).toEqual([three, two, one]);
    expect((await call(alice.token, 'POST', '/system/message/readAll')).json().data).toEqual({ count: 0 });
  });

  it('deletes a read notification and refuses an unread one', async () => {
    const alice = await newUser();
    const [unread, read] = await seed(alice.id, 2);
    await call(alice.token, 'POST', `/system/message/read/${read}`);

    const refused = await call(alice.token, 'POST', `/system/message/delete/${unread}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 409,
      message: 'Only a read notification can be deleted; mark it as read first',
    });
    const refusedZh = await call(alice.token, 'POST', `/system/message/delete/${unread}`, undefined, 'zh');
    expect(refusedZh.json().message).toBe('只能删除已读通知，请先标记为已读');
    expect(await count(alice.token)).toEqual({ unread: 1, read: 1 });

    const deleted = await call(alice.token, 'POST', `/system/message/delete/${read}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await count(alice.token)).toEqual({ unread: 1, read: 0 });
    expect((await list(alice.token, false)).list).toEqual([]);
    // Deleted is gone: neither delete nor read finds it.
    expect((await call(alice.token, 'POST', `/system/message/delete/${read}`)).statusCode).toBe(404);
    expect((await call(alice.token, 'POST', `/system/message/read/${read}`)).statusCode).toBe(404);
  });

  it('deleteAll removes only the read ones', async () => {
    const alice = await newUser();
    const ids = await seed(alice.id, 4);
    for (const id of ids.slice(0, 3)) await call(alice.token, 'POST', `/system/message/read/${id}`);
    expect(await count(alice.token)).toEqual({ unread: 1, read: 3 });

    const res = await call(alice.token, 'POST', '/system/message/deleteAll');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ count: 3 });
    expect(await count(alice.token)).toEqual({ unread: 1, read: 0 });
    expect((await list(alice.token, true)).list.map((n) => n.id)).toEqual([ids[3]]);
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const [unread, read] = await seed(alice.id, 2);
    await call(alice.token, 'POST', `/system/message/read/${read}`);
    await seed(bob.id, 1);

    for (const token of [bob.token, admin]) {
      for (const path of [`/read/${unread}`, `/delete/${read}`, `/delete/${unread}`]) {
        const res = await call(token, 'POST', `/system/message${path}`);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toMatchObject({ code: 404, message: 'Not found', data: null });
      }
    }
    // Bob's batch actions touch only Bob's inbox.
    expect((await call(bob.token, 'POST', '/system/message/readAll')).json().data).toEqual({ count: 1 });
    expect((await call(bob.token, 'POST', '/system/message/deleteAll')).json().data).toEqual({ count: 1 });
    expect(await count(alice.token)).toEqual({ unread: 1, read: 1 });
    expect((await list(bob.token, true)).count).toBe(0);
    expect((await list(alice.token, true)).list.map((n) => n.id)).toEqual([unread]);
    // A missing id answers exactly the same.
    expect((await call(alice.token, 'POST', '/system/message/read/999999')).statusCode).toBe(404);
  });

  it('lets the admin send a notification, and nobody else', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const sent = await call(admin, 'POST', '/system/message/send', {
      userId: alice.id,
      type: 'task',
      message: 'Task finished',
      mark: 'log-123',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ type: 'task', message: 'Task finished', mark: 'log-123' });
    const inbox = await list(alice.token, true);
    expect(inbox.list).toEqual([sent.json().data]);

    const refused = await call(bob.token, 'POST', '/system/message/send', {
      userId: alice.id,
      type: 'system',
      message: 'spoofed',
    });
    expect(refused.statusCode).toBe(403);
    expect(await count(alice.token)).toEqual({ unread: 1, read: 0 });

    const unknown = await call(admin, 'POST', '/system/message/send', {
      userId: 999999,
      type: 'system',
      message: 'hello',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'No user has this id', data: { field: 'userId' } });
  });

  it('commits or rolls back notify() with the caller transaction', async () => {
    const alice = await newUser();
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await notify(trx, { userId: alice.id, type: 'finance', message: 'Recharged 100 points' });
        throw new Error('the recharge failed');
      }),
    ).rejects.toThrow('the recharge failed');
    expect(await count(alice.token)).toEqual({ unread: 0, read: 0 });

    await server.ctx.db.transaction().execute(async (trx) => {
      await notify(trx, { userId: alice.id, type: 'finance', message: 'Recharged 100 points' });
    });
    expect((await list(alice.token, true)).list).toMatchObject([
      { type: 'finance', message: 'Recharged 100 points' },
    ]);
  });

  it('names the field of a bad request and writes nothing', async () => {
    const alice = await newUser();
    const fieldOf = (res: { json(): { data: { errors: { field: string; message: string }[] } } }) =>
      res.json().data.errors;

    const missing = await call(alice.token, 'POST', '/system/message/queryList', {});
    expect(missing.statusCode).toBe(400);
    expect(fieldOf(missing)).toEqual([{ field: 'flag', message: 'flag is required' }]);

    const notBoolean = await call(alice.token, 'POST', '/system/message/queryList', { flag: 'true' });
    expect(notBoolean.statusCode).toBe(400);
    expect(fieldOf(notBoolean)).toEqual([
      { field: 'flag', message: 'flag must be true (unread) or false (read)' },
    ]);

    const extra = await call(alice.token, 'POST', '/system/message/queryList', { flag: true, x: 1 });
    expect(fieldOf(extra)).toEqual([{ field: 'x', message: 'Unknown field: x' }]);

    const badSize = await call(alice.token, 'POST', '/system/message/queryList?pageSize=7', { flag: true });
    expect(badSize.statusCode).toBe(400);
    expect(fieldOf(badSize)[0]?.field).toBe('pageSize');

    const badId = await call(alice.token, 'POST', '/system/message/read/abc');
    expect(badId.statusCode).toBe(400);
    expect(fieldOf(badId)[0]?.field).toBe('id');

    const badSend = await call(admin, 'POST', '/system/message/send', {
      userId: alice.id,
      type: 'promo',
      message: '   ',
    });
    expect(badSend.statusCode).toBe(400);
    expect(fieldOf(badSend)).toEqual(
      expect.arrayContaining([
        { field: 'type', message: 'type must be one of: task, system, finance' },
        { field: 'message', message: 'message is required' },
      ]),
    );
    const zh = await call(alice.token, 'POST', '/system/message/queryList', { flag: 1 }, 'zh');
    expect(zh.json().message).toBe('flag 只能是 true（未读）或 false（已读）');
    expect(await count(alice.token)).toEqual({ unread: 0, read: 0 });
  });

  it('requires a token', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/system/message/count' });
    expect(res.statusCode).toBe(401);
  });
});
