import { describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { ingest } from '../src/modules/service/worker.ts';
import { unique } from './admin-fixtures.ts';
import { client, ok } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { expectCountersMatchMessages } from './service-fixtures.ts';
import { suiteServer } from './suite.ts';
import { boundWorkspace } from './tasks-fixtures.ts';

/**
 * Customer service within a department (docs/staff.md "Departments"): a
 * customer-service member of a department sees and answers only the
 * conversations of the accounts carrying the department's tags — the inbox,
 * a conversation, a reply, the statistics, the assignment and who can be
 * assigned; any other conversation or account answers 404.
 */
describe(`customer service in a department (${TEST_DB})`, () => {
  const server = suiteServer();

  it('shows and answers only the conversations of the accounts the member may use', async () => {
    const ws = await boundWorkspace(server, unique('svcdept'), { points: 0, devices: 2, accounts: 4 });
    const owner = ws.api;
    const [inside, , outside] = ws.accountIds as [number, number, number, number];
    const otherTag = ok(await owner.post('/account/tag/add', { name: 'Outside' }), 'tag').id;
    ok(await owner.put('/account/info/tag', { ids: ws.accountIds.slice(2), labelId: otherTag }), 'tagging');
    const department = ok(
      await owner.post('/user/division/department/add', { name: 'Support', accountLabelIds: [ws.tagId] }),
      'department',
    );
    const member = async (departmentId: number | null) => {
      const body = { username: unique('agent'), password: 'secret123', roles: ['service'], departmentId };
      const id = ok(await owner.post('/user/division/add', body), 'member').id as number;
      return {
        id,
        api: client(server, { authorization: `Bearer ${await createSession(server.ctx.db, id)}` }),
      };
    };
    const staff = await member(department.id);
    const colleague = await member(department.id);
    const elsewhere = await member(null);

    const now = server.ctx.clock.iso();
    for (const accountId of [inside, outside]) {
      await ingest(
        server.ctx.db,
        { id: accountId, workspaceId: ws.ownerId },
        [
          {
            id: `m-${accountId}-1`,
            kind: 'chat',
            userId: `peer-${accountId}`,
            text: 'price?',
            at: now,
            videoId: null,
          },
          {
            id: `m-${accountId}-2`,
            kind: 'comment',
            userId: `fan-${accountId}`,
            text: 'nice',
            at: now,
            videoId: 'v1',
          },
        ],
        now,
        now,
      );
    }
    const all = ok(
      await owner.post('/service/conversation/queryList?pageNo=1&pageSize=20', {}),
      'owner list',
    );
    expect(all.total).toBe(4);
    const theirs = all.list.filter((c: { accountId: number }) => c.accountId === inside);
    const foreign = all.list.find((c: { accountId: number }) => c.accountId === outside);

    // The inbox: the department's accounts only; another account as a filter is a 404.
    const mine = ok(await staff.api.post('/service/conversation/queryList?pageNo=1&pageSize=20', {}), 'list');
    expect(mine.list.map((c: { id: number }) => c.id).sort()).toEqual(
      theirs.map((c: { id: number }) => c.id).sort(),
    );
    const byForeignAccount = await staff.api.post('/service/conversation/queryList?pageNo=1&pageSize=20', {
      accountId: outside,
    });
    expect(byForeignAccount.status).toBe(404);

    // A conversation, a reply and an assignment outside: 404, and nothing queued or moved.
    const messages = '/service/message/queryList?pageNo=1&pageSize=20';
    expect((await staff.api.post(messages, { conversationId: foreign.id })).status).toBe(404);
    expect((await staff.api.post(messages, { conversationId: theirs[0].id })).status).toBe(200);
    expect(
      (await staff.api.post('/service/message/reply', { conversationId: foreign.id, text: 'hi' })).status,
    ).toBe(404);
    const replied = await staff.api.post('/service/message/reply', {
      conversationId: theirs[0].id,
      text: 'Hello!',
    });
    expect(replied.status).toBe(200);
    const assignForeign = await staff.api.put('/service/conversation/assign', {
      conversationIds: [foreign.id],
      staffId: staff.id,
    });
    expect(assignForeign.status).toBe(404);

    // Who can be assigned: the department's members; someone outside it is a 404.
    const assignable = ok(await staff.api.get('/service/staff'), 'staff').map((s: { id: number }) => s.id);
    expect(assignable.sort()).toEqual([staff.id, colleague.id].sort());
    const toOutsider = await staff.api.put('/service/conversation/assign', {
      conversationIds: [theirs[0].id],
      staffId: elsewhere.id,
    });
    expect(toOutsider.status).toBe(404);
    const assigned = ok(
      await staff.api.put('/service/conversation/assign', {
        conversationIds: theirs.map((c: { id: number }) => c.id),
        staffId: colleague.id,
      }),
      'assign',
    );
    expect(assigned.assigned).toBe(2);
    await expectCountersMatchMessages(server.ctx.db);
    const foreignNow = await server.ctx.db
      .selectFrom('service_conversations')
      .select('staff_id')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(foreignNow.staff_id).toBeNull();

    // Statistics: the department's accounts only; another account is a 404.
    const stats = ok(await staff.api.post('/service/statistics', { days: 7 }), 'stats');
    expect(stats.totals.received).toBe(2);
    expect(stats.accounts.map((a: { accountId: number }) => a.accountId)).toEqual([inside]);
    expect(stats.staff).toEqual([expect.objectContaining({ staffId: colleague.id, received: 2 })]);
    expect((await staff.api.post('/service/statistics', { days: 7, accountId: outside })).status).toBe(404);
    const ownerStats = ok(await owner.post('/service/statistics', { days: 7 }), 'owner stats');
    expect(ownerStats.totals.received).toBe(4);

    // A member without a department works across the workspace, as before departments.
    const wide = ok(
      await elsewhere.api.post('/service/conversation/queryList?pageNo=1&pageSize=20', {}),
      'wide',
    );
    expect(wide.total).toBe(4);
  });
});
