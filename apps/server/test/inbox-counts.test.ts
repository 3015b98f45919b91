import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/service.ts';
import { ownerPerson } from './admin-fixtures.ts';
import { bearer } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

/** The count poll reads kept counters: after every kind of inbox write they equal a recount of the rows. */
describe(`inbox counts (${TEST_DB})`, () => {
  const server = suiteServer();
  const user = beforeAllValue(() => ownerPerson(server));

  const call = (method: 'GET' | 'POST', url: string) =>
    server.app.inject({ method, url: `/api/system/message${url}`, headers: bearer(user.token) });

  async function expectCountsMatchRows(): Promise<{ unread: number; read: number }> {
    const polled = (await call('GET', '/count')).json().data;
    const { rows } = await sql<{ unread: number | string | null; read: number | string | null }>`
      select sum(case when read_at is null then 1 else 0 end) as unread,
             sum(case when read_at is null then 0 else 1 end) as read
      from notifications where user_id = ${user.id} and deleted_at is null`.execute(server.ctx.db);
    const recount = { unread: Number(rows[0]?.unread ?? 0), read: Number(rows[0]?.read ?? 0) };
    expect(polled).toEqual(recount);
    return recount;
  }

  it('follows notify, read, read-all, delete and delete-all-read, concurrent reads included', async () => {
    expect(await expectCountsMatchRows()).toEqual({ unread: 0, read: 0 });
    const sent = [];
    for (let i = 0; i < 6; i++)
      sent.push(await notify(server.ctx.db, { userId: user.id, type: 'system', message: `n${i}` }));
    expect(await expectCountsMatchRows()).toEqual({ unread: 6, read: 0 });

    // Five tabs read the same notification at once: it is counted read once.
    const first = sent[0]!.id;
    await Promise.all(Array.from({ length: 5 }, () => call('POST', `/read/${first}`)));
    expect(await expectCountsMatchRows()).toEqual({ unread: 5, read: 1 });

    expect((await call('POST', `/delete/${first}`)).statusCode).toBe(200);
    expect((await call('POST', `/delete/${first}`)).statusCode).toBe(404);
    expect(await expectCountsMatchRows()).toEqual({ unread: 5, read: 0 });

    // An unread one cannot be deleted, and the refusal changes no count.
    expect((await call('POST', `/delete/${sent[1]!.id}`)).statusCode).toBe(409);
    expect((await call('POST', '/readAll')).json().data.count).toBe(5);
    expect(await expectCountsMatchRows()).toEqual({ unread: 0, read: 5 });

    await server.ctx.db.transaction().execute(async (trx) => {
      await notify(trx, { userId: user.id, type: 'system', message: 'kept' });
    });
    await server.ctx.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, { userId: user.id, type: 'system', message: 'rolled back' });
        throw new Error('the change it reports failed');
      })
      .catch(() => undefined);
    expect(await expectCountsMatchRows()).toEqual({ unread: 1, read: 5 });

    expect((await call('POST', '/deleteAll')).json().data.count).toBe(5);
    expect(await expectCountsMatchRows()).toEqual({ unread: 1, read: 0 });
  });
});
