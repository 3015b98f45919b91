import { translate } from '@reelfleet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/index.ts';
import type { MigrationDb } from '../src/db/kind.ts';
import { backfill } from '../src/db/migrations/0065_service_daily.ts';
import { fieldsOf } from './auth-helpers.ts';
import { client } from './fleet-fixtures.ts';
import { openTestDatabase, startTestServer, type TestServer } from './harness.ts';
import { countRows } from './rows.ts';
import { expectCountersMatchMessages } from './service-fixtures.ts';
import {
  boundWorkspace,
  type Recorder,
  recordingDriver,
  startEngine,
  type Workspace,
  waitUntil,
  workspace,
} from './tasks-fixtures.ts';

/**
 * Customer service (docs/service.md): inbound comments and private messages
 * of the accounts are read from the simulated platform by the engine's
 * service worker, answered once by the auto-reply rules (also across a
 * server restart), and answered by hand through the account's device.
 */
/** Two server processes on one database share SECRET_KEY. */
const ENV = { SIM_TIME_SCALE: '2000', SECRET_KEY: '5e'.repeat(32) };

describe('customer service', () => {
  let handle: DbHandle;
  let server: TestServer;
  let rec: Recorder;
  let ws: Workspace;
  let other: Workspace;

  beforeAll(async () => {
    handle = await openTestDatabase();
    server = await startTestServer(ENV, { handle });
    ws = await boundWorkspace(server, 'svc', { points: 0, devices: 3, accounts: 3 });
    other = await workspace(server, { name: 'svcother', points: 0, devices: 1, accounts: 1, bound: false });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  const countAuto = async () => {
    const rows = await server.ctx.db
      .selectFrom('service_messages')
      .select(['auto_for'])
      .where('source', '=', 'auto')
      .execute();
    return rows.map((r) => r.auto_for);
  };

  it('turns auto-reply on with keyword and catch-all rules; bad input names the field', async () => {
    const { api } = ws;
    const zh = client(server, ws.headers, 'zh-CN');
    const none = await api.post('/service/rule/add', { kind: 'chat', keywords: ['price'] });
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toEqual(['text']);
    expect(none.body.message).toBe('Type a reply or choose a text material');
    const zhNone = await zh.post('/service/rule/add', { kind: 'chat', keywords: ['price'] });
    expect(zhNone.body.message).toBe('请输入回复内容或选择文本素材');
    const comma = await api.post('/service/rule/add', { kind: 'chat', keywords: ['a,b'], text: 'x' });
    expect(comma.status).toBe(400);
    expect(fieldsOf(comma.body)[0]).toMatch(/^keywords/);
    const long = await api.post('/service/rule/add', { kind: 'comment', text: 'x'.repeat(151) });
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['text']);
    // A material of the wrong subtype for the kind.
    const mat = await api.post('/resource/material/add', {
      name: 'Thanks',
      subtype: 'comment',
      tagMode: 'name',
      labelName: 'svc',
      texts: 'Thanks for your comment!',
    });
    const materialId = mat.body.data.ids[0];
    const wrong = await api.post('/service/rule/add', { kind: 'chat', materialId });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(['materialId']);
    expect(wrong.body.message).toBe('Choose a text material of subtype Private message');

    const price = await api.post('/service/rule/add', {
      kind: 'chat',
      keywords: ['Price', 'how much'],
      text: 'It is 9.99, link in bio',
    });
    expect(price.status).toBe(200);
    expect(price.body.data.keywords).toEqual(['price', 'how much']);
    expect(
      (await api.post('/service/rule/add', { kind: 'chat', text: 'Hi! We will answer soon.' })).status,
    ).toBe(200);
    expect((await api.post('/service/rule/add', { kind: 'comment', materialId })).status).toBe(200);
    const rules = await api.get('/service/rule/list');
    expect(rules.body.data).toHaveLength(3);
    const on = await api.put('/service/settings/update', { autoComments: true, autoChats: true });
    expect(on.body.data).toEqual({ autoComments: true, autoChats: true });
  });

  it('reads inbound messages and replies to each once through its account device', async () => {
    rec = recordingDriver(server);
    await startEngine(server, rec.driver);
    const db = server.ctx.db;
    await waitUntil(
      async () => {
        const sent = await db
          .selectFrom('service_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', 'sent')
          .where('source', '=', 'auto')
          .executeTakeFirstOrThrow();
        return Number(sent.n) >= 4;
      },
      30_000,
      'four auto-replies sent',
    );
    const inbound = await db
      .selectFrom('service_messages')
      .selectAll()
      .where('direction', '=', 'in')
      .execute();
    const auto = await countAuto();
    // Every auto-reply answers a distinct inbound message of this workspace.
    expect(new Set(auto).size).toBe(auto.length);
    expect(auto.every((id) => inbound.some((m) => m.id === id))).toBe(true);
    // The platform was asked once per sent reply, from the account's own device.
    const sent = await db
      .selectFrom('service_messages as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .innerJoin('service_conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.id', 'm.text', 'a.account', 'c.kind', 'c.peer_id', 'm.response_ms'])
      .where('m.state', '=', 'sent')
      .execute();
    for (const s of sent) {
      expect(rec.seen.byKey.get(`service:${s.id}`)).toBeGreaterThanOrEqual(1);
      expect(Number(s.response_ms)).toBeGreaterThanOrEqual(0);
      if (s.kind === 'chat') {
        const conv = rec.driver.platform
          .inbox(s.account, server.ctx.clock.now())
          .find((c) => c.userId === s.peer_id);
        expect(conv?.messages.some((m) => m.direction === 'out' && m.text === s.text)).toBe(true);
      }
    }
    // Keyword rules answer their words, the catch-all the rest.
    const conversations = await db.selectFrom('service_conversations').select(['id', 'kind']).execute();
    const kindOf = new Map(conversations.map((c) => [c.id, c.kind]));
    for (const m of inbound.filter((i) => auto.includes(i.id))) {
      const reply = await db
        .selectFrom('service_messages')
        .select('text')
        .where('auto_for', '=', m.id)
        .executeTakeFirstOrThrow();
      const conv = { kind: kindOf.get(m.conversation_id) };
      if (conv.kind === 'comment') expect(reply.text).toBe('Thanks for your comment!');
      else if (/price|how much/i.test(m.text)) expect(reply.text).toBe('It is 9.99, link in bio');
      else expect(reply.text).toBe('Hi! We will answer soon.');
    }
    // Nothing of the other workspace (its account is not logged in) was read.
    expect(inbound.every((m) => m.workspace_id === ws.ownerId)).toBe(true);
  });

  it('answers no message twice after a restart that reads the same hours again', async () => {
    await server.tasks.stopEngine();
    const db = server.ctx.db;
    const before = await countAuto();
    const sentBefore = await db
      .selectFrom('service_messages')
      .select('id')
      .where('state', '=', 'sent')
      .execute();
    // A reply a dead process left half-sent (state sending, its device's session taken): it goes
    // back to the queue and is sent once.
    const conv = await db.selectFrom('service_conversations').selectAll().limit(1).executeTakeFirstOrThrow();
    const account = await db
      .selectFrom('accounts')
      .select('device_id')
      .where('id', '=', conv.account_id)
      .executeTakeFirstOrThrow();
    const now = server.ctx.clock.iso();
    const halfSent = await db
      .insertInto('service_messages')
      .values({
        workspace_id: conv.workspace_id,
        conversation_id: conv.id,
        account_id: conv.account_id,
        direction: 'out',
        text: 'sent across a crash',
        at: now,
        state: 'sending',
        source: 'manual',
        staff_id: ws.ownerId,
        run_at: now,
        lease_owner: 'a-dead-process',
        attempt: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('engine_semaphores')
      .values({ kind: 'device', ref_id: account.device_id!, used: 1, capacity: 1, updated_at: now })
      .onConflict((oc) => oc.columns(['kind', 'ref_id']).doUpdateSet({ used: 1 }))
      .execute();
    await server.close();
    // A new server process on the same database; its platform is a new simulator of the same seed.
    server = await startTestServer(ENV, { handle });
    ws.api = client(server, ws.headers);
    other.api = client(server, other.headers);
    // Read the last three hours again, as a cursor left behind would.
    const back = new Date(server.ctx.clock.now() - 3 * 3_600_000).toISOString();
    await db.updateTable('service_polls').set({ polled_until: back }).execute();
    const inboundBefore = await db
      .selectFrom('service_messages')
      .select('platform_id')
      .where('direction', '=', 'in')
      .execute();
    rec = recordingDriver(server);
    await startEngine(server, rec.driver);
    await waitUntil(
      async () => {
        const polls = await server.ctx.db.selectFrom('service_polls').select('polled_until').execute();
        const half = await server.ctx.db
          .selectFrom('service_messages')
          .select('state')
          .where('id', '=', halfSent.id)
          .executeTakeFirstOrThrow();
        return (
          polls.every((p) => p.polled_until > back) &&
          polls.length === 3 &&
          half.state !== 'sending' &&
          half.state !== 'pending'
        );
      },
      20_000,
      'the accounts read again',
    );
    await server.tasks.stopEngine();
    const after = await countAuto();
    expect(new Set(after).size).toBe(after.length);
    expect(after.filter((id) => before.includes(id))).toHaveLength(before.length);
    // The messages read before were not inserted again, and the replies sent before were not sent again.
    const inboundAfter = await server.ctx.db
      .selectFrom('service_messages')
      .select(['platform_id'])
      .where('direction', '=', 'in')
      .execute();
    expect(new Set(inboundAfter.map((m) => m.platform_id)).size).toBe(inboundAfter.length);
    expect(inboundAfter.length).toBeGreaterThanOrEqual(inboundBefore.length);
    for (const s of sentBefore) expect(rec.seen.byKey.has(`service:${s.id}`)).toBe(false);
    expect(rec.seen.byKey.get(`service:${halfSent.id}`)).toBeGreaterThanOrEqual(1);
    const sems = await server.ctx.db
      .selectFrom('engine_semaphores')
      .select('used')
      .where('kind', '=', 'device')
      .execute();
    expect(sems.every((x) => x.used === 0)).toBe(true);
    // The statistics counters kept with inbound messages and replies, across the restart.
    await expectCountersMatchMessages(server.ctx.db);
  });

  it('sends a manual reply through the account device and shows it in the conversation', async () => {
    const { api } = ws;
    const list = await api.post('/service/conversation/queryList?pageNo=1&pageSize=20', { kind: 'chat' });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(0);
    const conv = list.body.data.list[0];
    expect(conv.account).toMatch(/^svc_acct_/);
    const empty = await api.post('/service/message/reply', { conversationId: conv.id, text: '  ' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(['text']);
    const res = await api.post('/service/message/reply', { conversationId: conv.id, text: 'Happy to help!' });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('pending');
    const id = res.body.data.id;
    rec = recordingDriver(server);
    await startEngine(server, rec.driver);
    await waitUntil(
      async () => {
        const msgs = await api.post('/service/message/queryList?pageNo=1&pageSize=20', {
          conversationId: conv.id,
        });
        return msgs.body.data.list.some(
          (m: { id: number; state: string }) => m.id === id && m.state !== 'pending' && m.state !== 'sending',
        );
      },
      20_000,
      'the manual reply sent',
    );
    await server.tasks.stopEngine();
    const msgs = await api.post('/service/message/queryList?pageNo=1&pageSize=20', {
      conversationId: conv.id,
    });
    const mine = msgs.body.data.list.find((m: { id: number }) => m.id === id);
    expect(mine.source).toBe('manual');
    expect(mine.staffName).toBe('svc');
    expect(rec.seen.byKey.get(`service:${id}`)).toBeGreaterThanOrEqual(1);
    if (mine.state === 'sent') {
      const platform = rec.driver.platform
        .inbox(conv.account, server.ctx.clock.now())
        .find((c) => c.userId === conv.peerId);
      expect(platform?.messages.some((m) => m.direction === 'out' && m.text === 'Happy to help!')).toBe(true);
    } else {
      expect(mine.reason).toBeTruthy();
    }
  });

  it('assigns conversations to workspace staff and counts statistics per day, account and staff', async () => {
    const { api } = ws;
    const staff = await api.get('/service/staff');
    expect(staff.body.data.map((s: { id: number }) => s.id)).toEqual([ws.ownerId]);
    const list = await api.post('/service/conversation/queryList?pageNo=1&pageSize=20', {});
    const ids = list.body.data.list.map((c: { id: number }) => c.id);
    const res = await api.put('/service/conversation/assign', {
      conversationIds: ids.slice(0, 2),
      staffId: ws.ownerId,
    });
    expect(res.body.data.assigned).toBe(2);
    await expectCountersMatchMessages(server.ctx.db);
    // Back to nobody and to the owner again: the received counts follow the assignee.
    await api.put('/service/conversation/assign', { conversationIds: ids.slice(0, 3), staffId: null });
    await expectCountersMatchMessages(server.ctx.db);
    await api.put('/service/conversation/assign', { conversationIds: ids.slice(0, 2), staffId: ws.ownerId });
    const mine = await api.post('/service/conversation/queryList?pageNo=1&pageSize=20', {
      staffId: ws.ownerId,
    });
    expect(mine.body.data.total).toBe(2);
    const foreignStaff = await api.put('/service/conversation/assign', {
      conversationIds: ids,
      staffId: other.ownerId,
    });
    expect(foreignStaff.status).toBe(404);

    const stats = await api.post('/service/statistics', { days: 7 });
    expect(stats.status).toBe(200);
    const db = server.ctx.db;
    const messages = (column: string, value: string) =>
      countRows(db, 'service_messages', { column, in: [value] });
    const received = await messages('direction', 'in');
    expect(stats.body.data.totals.received).toBe(received);
    expect(stats.body.data.totals.replied).toBe(await messages('state', 'sent'));
    expect(stats.body.data.days).toHaveLength(7);
    expect(stats.body.data.days.reduce((s: number, d: { received: number }) => s + d.received, 0)).toBe(
      received,
    );
    expect(stats.body.data.accounts.reduce((s: number, d: { received: number }) => s + d.received, 0)).toBe(
      received,
    );
    expect(
      stats.body.data.staff.find((s: { staffId: number | null }) => s.staffId === null).autoReplied,
    ).toBeGreaterThan(0);
    expect(stats.body.data.totals.avgResponseMs).toBeGreaterThan(0);
    await expectCountersMatchMessages(db);
    // Migration 0065 fills the counters of the messages already there: the same figures.
    await db.deleteFrom('service_daily').execute();
    await backfill(db as unknown as MigrationDb);
    await expectCountersMatchMessages(db);
    const bad = await api.post('/service/statistics', { days: 0 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['days']);
  });

  it("answers 404 for another workspace's conversation and rule", async () => {
    const list = await ws.api.post('/service/conversation/queryList?pageNo=1&pageSize=20', {});
    const conv = list.body.data.list[0];
    const rules = await ws.api.get('/service/rule/list');
    const o = other.api;
    expect((await o.post('/service/message/reply', { conversationId: conv.id, text: 'hi' })).status).toBe(
      404,
    );
    expect(
      (await o.post('/service/message/queryList?pageNo=1&pageSize=20', { conversationId: conv.id })).status,
    ).toBe(404);
    expect(
      (await o.put('/service/conversation/assign', { conversationIds: [conv.id], staffId: null })).status,
    ).toBe(404);
    expect((await o.del(`/service/rule/delete/${rules.body.data[0].id}`)).status).toBe(404);
    expect((await o.post('/service/conversation/queryList?pageNo=1&pageSize=20', {})).body.data.total).toBe(
      0,
    );
    expect((await o.get('/service/settings')).body.data).toEqual({ autoComments: false, autoChats: false });
  });

  it("says why a reply failed in the reader's language, never as the stored key", async () => {
    const { api } = ws;
    const zh = client(server, ws.headers, 'zh-CN');
    const list = await api.post('/service/conversation/queryList?pageNo=1&pageSize=20', { kind: 'chat' });
    const conv = list.body.data.list[0];
    const res = await api.post('/service/message/reply', { conversationId: conv.id, text: 'Still there?' });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    // The platform refuses the message.
    rec = recordingDriver(server);
    rec.script = () => 'failure';
    await startEngine(server, rec.driver);
    const mineIn = async (reader: typeof api) => {
      const msgs = await reader.post('/service/message/queryList?pageNo=1&pageSize=20', {
        conversationId: conv.id,
      });
      return msgs.body.data.list.find((m: { id: number }) => m.id === id);
    };
    await waitUntil(async () => (await mineIn(api)).state === 'failed', 20_000, 'the reply failed');
    await server.tasks.stopEngine();
    // The simulator's reasons for a refused message, as each reader reads them.
    const reasons = ['platform.reason.messageBlocked', 'platform.reason.rateLimited'] as const;
    const en = (await mineIn(api)).reason;
    expect(reasons.map((k) => translate(k, 'en'))).toContain(en);
    const key = reasons.find((k) => translate(k, 'en') === en)!;
    expect((await mineIn(zh)).reason).toBe(translate(key, 'zh'));
    expect(en).not.toContain('platform.reason');
  });
});
