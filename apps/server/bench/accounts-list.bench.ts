// Account list latency on SQLite and on PostgreSQL (when one answers): BENCH_ACCOUNTS accounts
// (default 1,000,000) in one workspace, then p50/p95 of POST /api/account/info/queryList through
// app.inject for a first page, filtered pages matching 100-200k rows and deep pages.
// Budget (issue 10): p95 under 20 ms on both databases. A deep page is measured as the console's pager
// reaches it (the next page of the one shown, by key: anchorPage/anchorFirst/anchorLast) and, apart, as
// a jump typed into the pager (no anchor: an offset). BENCH_PLANS=1 prints each filter's plan.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, type KyselyConfig, sql } from 'kysely';
import { reportRow } from '../../../scripts/bench-table.ts';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import type { NewAccount } from '../src/db/tables/fleet.ts';
import { Rng } from '../src/lib/seeded.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { rentDevices } from '../src/modules/devices/rental.ts';
import { recharge } from '../src/modules/finance/ledger.ts';
import { ownerAuth } from '../test/admin-fixtures.ts';
import { PG_URL } from '../test/harness.ts';
import { benchOwner, bootBench, pgBenchHandle } from './bench-server.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CHUNK = 500;

async function run(dbHandle: DbHandle, benchDir: string) {
  const { app, ctx, handle, dataDir } = await bootBench('accounts', { handle: dbHandle, dataDir: benchDir });
  const { db } = ctx;

  const owner = await benchOwner(db);
  const token = await createSession(db, owner.id);
  await recharge(db, { userId: owner.id, points: 1_000_000, idemKey: 'bench' });
  const rented = await rentDevices(ctx, ownerAuth(owner), { count: 100, months: 1 }, 'en');
  const deviceIds = rented.devices.map((d) => d.id);
  const at = new Date().toISOString();
  const group = await db
    .insertInto('device_groups')
    .values({ workspace_id: owner.id, name: 'Bench group', label_id: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('devices')
    .set({ group_id: group.id })
    .where('id', 'in', deviceIds.slice(0, 50))
    .execute();
  const labels = await db
    .insertInto('tags')
    .values(
      ['Warm', 'Cold', 'VIP', 'Nurture'].map((name) => ({
        workspace_id: owner.id,
        kind: 'account' as const,
        name,
        is_system: 0,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();

  const rng = new Rng(42);
  const regions = ['US', 'GB', 'DE', 'FR', 'BR', 'JP', 'ID', 'MX'];
  const statuses = ['pending', 'online', 'offline', 'abnormal', 'banned'] as const;
  const sealed = ctx.secrets.seal('bench-password');
  const insertStart = performance.now();
  const day0 = Date.parse('2025-10-01T00:00:00.000Z');
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ACCOUNTS; i += CHUNK) {
      const rows: NewAccount[] = [];
      for (let n = i; n < Math.min(i + CHUNK, ACCOUNTS); n++) {
        const created = new Date(day0 + Math.floor((n / ACCOUNTS) * 90 * 86_400_000)).toISOString();
        const row = importedAccount(owner.id, `user${String(n).padStart(7, '0')}`, sealed, null, created);
        row.status = rng.pick(statuses);
        row.type = rng.next() < 0.1 ? 'enterprise' : 'personal';
        row.risk = rng.next() < 0.05 ? 'high' : 'normal';
        row.region = rng.pick(regions);
        row.fans = Math.floor(rng.next() ** 3 * 50_000);
        row.following = rng.int(0, 2000);
        row.label_id = rng.next() < 0.5 ? rng.pick(labels).id : null;
        row.device_id = rng.next() < 0.3 ? rng.pick(deviceIds) : null;
        row.nickname = `Nick ${n}`;
        rows.push(row);
      }
      await trx.insertInto('accounts').values(rows).execute();
    }
  });
  const insertMs = performance.now() - insertStart;
  // What autovacuum would have done by the time a million accounts are listed: statistics for the
  // planner and a visibility map for index-only scans.
  if (ctx.dbKind === 'postgres') await sql`vacuum analyze accounts`.execute(db);
  console.log(
    `accounts list on ${ctx.dbKind}: ${ACCOUNTS.toLocaleString('en')} accounts inserted in ${(insertMs / 1000).toFixed(1)} s ` +
      `(${Math.round(ACCOUNTS / (insertMs / 1000)).toLocaleString('en')}/s, one transaction)`,
  );

  type ListData = { total: number; list: Array<{ id: number }> };
  const results: Array<{ label: string; p95: number; budgeted: boolean }> = [];
  async function measure(label: string, query: string, body: object, budgeted = true) {
    const call = async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/account/info/queryList${query}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      return res.json().data as ListData;
    };
    if (process.env.BENCH_PLANS) await printPlans(label, call);
    let data = await call();
    for (let i = 0; i < 10; i++) data = await call();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const p = (q: number) => at(q).toFixed(2);
    results.push({ label, p95: at(0.95), budgeted });
    console.log(
      `  ${label.padEnd(44)} p50 ${p(0.5).padStart(6)} ms  p95 ${p(0.95).padStart(6)} ms  ` +
        `(total ${data.total.toLocaleString('en')}, ${data.list.length} rows)`,
    );
  }

  /** The query string of page `pageNo` as the pager asks for it while page pageNo - 1 is shown. */
  async function nextOf(pageNo: number, body: object) {
    const shown = await app.inject({
      method: 'POST',
      url: `/api/account/info/queryList?pageNo=${pageNo - 1}&pageSize=20`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    const ids = (shown.json().data as ListData).list.map((a) => a.id);
    if (ids.length === 0) return `?pageNo=${pageNo}&pageSize=20`; // past the end (a small BENCH_ACCOUNTS)
    return `?pageNo=${pageNo}&pageSize=20&anchorPage=${pageNo - 1}&anchorFirst=${ids[0]}&anchorLast=${ids.at(-1)}`;
  }

  const deep = Math.floor(ACCOUNTS / 2 / 20);
  await measure('first page (20)', '?pageNo=1&pageSize=20', {});
  await measure('first page (200)', '?pageNo=1&pageSize=200', {});
  await measure('filtered: status online', '', { status: 'online' });
  await measure('filtered: status online + region US', '', { status: 'online', region: 'US' });
  await measure('filtered: tag', '', { labelId: labels[2]!.id });
  await measure('filtered: enterprise + high risk', '', { type: 'enterprise', risk: 'high' });
  await measure('filtered: fans 1,000-5,000', '', { fansMin: 1000, fansMax: 5000 });
  await measure('filtered: device group (through devices)', '', { groupId: group.id });
  await measure('filtered: account contains "12345"', '', { account: '12345' });
  await measure(`deep page ${deep}, next from ${deep - 1} (keyset)`, await nextOf(deep, {}), {});
  await measure(
    'deep filtered page 500, next from 499 (status online, keyset)',
    await nextOf(500, { status: 'online' }),
    { status: 'online' },
  );
  await measure(
    `deep page ${deep} typed in (offset ${(deep - 1) * 20})`,
    `?pageNo=${deep}&pageSize=20`,
    {},
    false,
  );
  await measure(
    `deep filtered page 500 typed in (status online)`,
    '?pageNo=500&pageSize=20',
    { status: 'online' },
    false,
  );

  const budgeted = results.filter((r) => r.budgeted);
  const worst = budgeted.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  reportRow({
    measure: `account list on ${ctx.dbKind}, ${ACCOUNTS.toLocaleString('en')} accounts: worst p95 of first, filtered and paged-to deep pages`,
    now: `${worst.p95.toFixed(1)} ms (${worst.label})`,
    budget: 'p95 < 20 ms',
    met: worst.p95 < 20,
  });
  const jumps = results.filter((r) => !r.budgeted);
  const worstJump = jumps.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  reportRow({
    measure: `account list on ${ctx.dbKind}: a deep page typed into the pager (offset, no anchor)`,
    now: `${worstJump.p95.toFixed(1)} ms p95 (${worstJump.label})`,
    budget: 'p95 < 20 ms',
    met: worstJump.p95 < 20,
  });

  await app.close();
  await handle.close();
  if (process.env.BENCH_KEEP) console.log(`  database kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

/** The statements one list call runs, with the database's plan of each (for docs/lists.md). */
let capture: Array<{ sql: string; parameters: readonly unknown[] }> | null = null;
const log: KyselyConfig['log'] = (event) => {
  if (capture && event.level === 'query') capture.push(event.query);
};
let explain: ((q: { sql: string; parameters: readonly unknown[] }) => Promise<string>) | null = null;

async function printPlans(label: string, call: () => Promise<unknown>) {
  capture = [];
  await call();
  const queries = capture.filter((q) => /from "accounts"|accounts as a|account_id_buckets/i.test(q.sql));
  capture = null;
  console.log(`\n### ${label}\n`);
  for (const q of queries) {
    console.log('```sql');
    console.log(q.sql);
    console.log(await explain!(q));
    console.log('```');
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-accounts-'));
  const sqlite = openDatabase({ dataDir: dir, log });
  explain = async (q) => {
    const { rows } = await sqlite.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    return rows.map((r) => `-- ${r.detail}`).join('\n');
  };
  await run(sqlite, dir);
  const admin = await pgBenchHandle(1);
  if (!admin) {
    console.log(`postgres: not measured (nothing answers at ${PG_URL})`);
    return;
  }
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(admin.db)).rows[0]!.s;
  const pg = openDatabase({ dataDir: dir, databaseUrl: PG_URL, pgSchema: schema, poolSize: 4, log });
  explain = async (q) => {
    const { rows } = await pg.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers off, costs off, timing off) ${q.sql}`, [...q.parameters]),
    );
    return rows.map((r) => `-- ${r['QUERY PLAN']}`).join('\n');
  };
  await run(pg, mkdtempSync(join(tmpdir(), 'reelfleet-bench-accounts-')));
  await admin.close();
}

await main();
