// Customer-service inbox latency on SQLite and on PostgreSQL (when one answers): BENCH_MESSAGES
// messages (default 1,000,000) received by 200 accounts of one workspace over 90 days, in
// BENCH_CONVERSATIONS conversations (default 50,000), a tenth of them assigned, with their replies;
// then p50/p95 through app.inject of the conversation list (first page, filters, a deep page),
// one conversation's messages, and the statistics (7 and 90 days, one account over 30). Budget (issue 10's lists): p95 under 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Insertable, sql } from 'kysely';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import type { MigrationDb } from '../src/db/kind.ts';
import { backfill } from '../src/db/migrations/0065_service_daily.ts';
import type { ServiceConversationsTable, ServiceMessagesTable } from '../src/db/tables/service.ts';
import { Rng } from '../src/lib/seeded.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { PG_URL } from '../test/harness.ts';
import { benchOwner, bootBenchOwner, pgBenchHandle, summary, timed } from './bench-server.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 50_000);
const ACCOUNTS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CHUNK = 500;
const DAY = 86_400_000;

async function run(dbHandle: DbHandle, benchDir: string) {
  const { app, ctx, handle, dataDir, owner, token } = await bootBenchOwner('service', {
    handle: dbHandle,
    dataDir: benchDir,
  });
  const { db } = ctx;
  const at = ctx.clock.iso();
  const now = ctx.clock.now();
  const sealed = ctx.secrets.seal('bench-password');
  const accounts = await db
    .insertInto('accounts')
    .values(
      Array.from({ length: ACCOUNTS }, (_, n) =>
        importedAccount(owner.id, `svc${String(n).padStart(4, '0')}`, sealed, null, at),
      ),
    )
    .returning('id')
    .execute();
  const staff = await benchOwner(db, 'bench_staff');
  await db.updateTable('users').set({ workspace_id: owner.id }).where('id', '=', staff.id).execute();

  const rng = new Rng(7);
  const insertStart = performance.now();
  // Conversations: each an account, a kind and a platform user; its messages spread over 90 days.
  const perConversation = Math.max(1, Math.floor(MESSAGES / CONVERSATIONS));
  const conversationIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < CONVERSATIONS; i += CHUNK) {
      const rows: Array<Insertable<ServiceConversationsTable>> = [];
      for (let n = i; n < Math.min(i + CHUNK, CONVERSATIONS); n++) {
        const lastAt = new Date(now - rng.int(0, 90 * DAY)).toISOString();
        const chat = n % 2 === 0;
        rows.push({
          workspace_id: owner.id,
          account_id: accounts[n % ACCOUNTS]!.id,
          kind: chat ? 'chat' : 'comment',
          peer_id: `6${String(n).padStart(17, '0')}`,
          video_id: chat ? '' : `7${String(n).padStart(18, '0')}`,
          staff_id: n % 10 === 0 ? staff.id : null,
          last_at: lastAt,
          last_text: 'how much is this?',
          last_direction: n % 3 === 0 ? 'out' : 'in',
          waiting: n % 3 === 0 ? 0 : rng.int(1, 3),
          received: perConversation,
          created_at: lastAt,
        });
      }
      const ids = await trx.insertInto('service_conversations').values(rows).returning('id').execute();
      conversationIds.push(...ids.map((r) => r.id));
    }
    // Messages: two of three inbound, the rest replies (sent, a third of them automatic).
    let written = 0;
    while (written < MESSAGES) {
      const rows: Array<Insertable<ServiceMessagesTable>> = [];
      for (let k = 0; k < CHUNK && written < MESSAGES; k++, written++) {
        const c = written % CONVERSATIONS;
        const t = new Date(now - rng.int(0, 90 * DAY)).toISOString();
        const inbound = written % 3 !== 2;
        rows.push({
          workspace_id: owner.id,
          conversation_id: conversationIds[c]!,
          account_id: accounts[c % ACCOUNTS]!.id,
          direction: inbound ? 'in' : 'out',
          platform_id: inbound ? `in-${written}` : null,
          text: inbound ? 'price please' : 'It is 9.99, link in bio',
          at: t,
          state: inbound ? null : 'sent',
          source: inbound ? null : written % 9 === 2 ? 'auto' : 'manual',
          staff_id: inbound || written % 9 === 2 ? null : staff.id,
          reply_to: null,
          auto_for: null,
          sent_at: inbound ? null : t,
          response_ms: inbound ? null : rng.int(10_000, 3_600_000),
          run_at: null,
          lease_owner: null,
          reason: null,
        });
      }
      await trx.insertInto('service_messages').values(rows).execute();
    }
  });
  const insertMs = performance.now() - insertStart;
  // The statistics counters of those messages, as migration 0065 fills them for an existing database.
  const countersStart = performance.now();
  await backfill(db as unknown as MigrationDb);
  const countersMs = performance.now() - countersStart;
  if (ctx.dbKind === 'postgres') {
    await sql`vacuum analyze service_messages`.execute(db);
    await sql`vacuum analyze service_conversations`.execute(db);
    await sql`vacuum analyze service_daily`.execute(db);
  }
  const { n: counterRows } = await db
    .selectFrom('service_daily')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `service inbox on ${ctx.dbKind}: ${MESSAGES.toLocaleString('en')} messages in ${CONVERSATIONS.toLocaleString('en')} ` +
      `conversations inserted in ${(insertMs / 1000).toFixed(1)} s (one transaction); ` +
      `${Number(counterRows).toLocaleString('en')} counter rows filled in ${(countersMs / 1000).toFixed(1)} s`,
  );

  async function measure(label: string, url: string, body: object, runs = RUNS) {
    const call = async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      return res.json().data as { total?: number; list?: unknown[] };
    };
    const { last: data, times } = await timed(call, runs);
    summary(
      `${label}${data.total !== undefined ? ` (total ${data.total.toLocaleString('en')})` : ''}`,
      times,
    );
  }

  const list = '/service/conversation/queryList';
  await measure('conversations: first page (20)', `${list}?pageNo=1&pageSize=20`, {});
  await measure('conversations: first page (200)', `${list}?pageNo=1&pageSize=200`, {});
  await measure('conversations: chats waiting', `${list}?pageNo=1&pageSize=20`, {
    kind: 'chat',
    waiting: true,
  });
  await measure('conversations: one account', `${list}?pageNo=1&pageSize=20`, { accountId: accounts[7]!.id });
  await measure('conversations: one staff member', `${list}?pageNo=1&pageSize=20`, { staffId: staff.id });
  await measure('conversations: page 500', `${list}?pageNo=500&pageSize=20`, {});
  await measure('messages of one conversation', '/service/message/queryList?pageNo=1&pageSize=20', {
    conversationId: conversationIds[123]!,
  });
  // Read from the counters (days × accounts × staff rows), not the messages.
  await measure('statistics: 7 days', '/service/statistics', { days: 7 });
  await measure('statistics: 90 days', '/service/statistics', { days: 90 });
  await measure('statistics: 30 days, one account', '/service/statistics', {
    days: 30,
    accountId: accounts[7]!.id,
  });

  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-service-'));
  // BENCH_DB=sqlite or postgres measures one of them only.
  if (process.env.BENCH_DB !== 'postgres') await run(openDatabase({ dataDir: dir }), dir);
  if (process.env.BENCH_DB === 'sqlite') return;
  const admin = await pgBenchHandle(1);
  if (!admin) {
    console.log(`postgres: not measured (nothing answers at ${PG_URL})`);
    return;
  }
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(admin.db)).rows[0]!.s;
  const pg = openDatabase({ dataDir: dir, databaseUrl: PG_URL, pgSchema: schema, poolSize: 4 });
  await run(pg, mkdtempSync(join(tmpdir(), 'reelfleet-bench-service-')));
  await admin.close();
}

await main();
