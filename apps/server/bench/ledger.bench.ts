// Points ledger: write throughput (one writer, and 50 writers against one
// balance) and the finance endpoints' latency over a large ledger, on the
// embedded SQLite (a file in a temp DATA_DIR) and, when one answers, on
// PostgreSQL (TEST_DATABASE_URL or the local test database, in a schema of its own).
import { sql } from 'kysely';
import type { DbHandle } from '../src/db/index.ts';
import { now } from '../src/db/kind.ts';
import type { NewLedgerEntry } from '../src/db/tables/ledger.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { charge, recharge } from '../src/modules/finance/ledger.ts';
import { benchOwner, bootBench, onBothDatabases, summary } from './bench-server.ts';

const SEQUENTIAL = 3_000;
const PARALLEL_WRITERS = 50;
const PER_WRITER = 60;
const LEDGER_ROWS = 200_000;
const REQUESTS = 200;

async function run(kind: 'sqlite' | 'postgres', handle: DbHandle, dataDir: string) {
  console.log(`\n${kind}`);
  const { app, ctx } = await bootBench('ledger', { handle, dataDir });
  const db = ctx.db;
  const owner = (name: string) => benchOwner(db, name);

  const solo = await owner('bench_solo');
  await recharge(db, { userId: solo.id, points: 10_000_000, idemKey: 'fund' });
  let started = performance.now();
  for (let i = 0; i < SEQUENTIAL; i++) {
    await charge(db, { userId: solo.id, points: 1, idemKey: `s${i}`, item: 'registration' });
  }
  let seconds = (performance.now() - started) / 1000;
  console.log(`  sequential charges, one user: ${Math.round(SEQUENTIAL / seconds)} entries/s`);

  const shared = await owner('bench_shared');
  const budget = (PARALLEL_WRITERS * PER_WRITER) / 2;
  await recharge(db, { userId: shared.id, points: budget, idemKey: 'fund' });
  let refused = 0;
  started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL_WRITERS }, async (_, w) => {
      for (let i = 0; i < PER_WRITER; i++) {
        await charge(db, { userId: shared.id, points: 1, idemKey: `p${w}-${i}`, item: 'registration' }).catch(
          () => {
            refused++;
          },
        );
      }
    }),
  );
  seconds = (performance.now() - started) / 1000;
  const after = await db
    .selectFrom('users')
    .select('balance')
    .where('id', '=', shared.id)
    .executeTakeFirstOrThrow();
  console.log(
    `  ${PARALLEL_WRITERS} writers on one balance: ${Math.round((PARALLEL_WRITERS * PER_WRITER) / seconds)} attempts/s, ` +
      `${PARALLEL_WRITERS * PER_WRITER - refused} written, ${refused} refused, balance left ${after.balance}`,
  );

  // A big ledger written straight in (one recharge per 20 charges), with consistent running totals.
  const big = await owner('bench_big');
  let balance = 0;
  let recharged = 0;
  let consumed = 0;
  let credits = 0;
  let charges = 0;
  started = performance.now();
  const at = Date.now() - LEDGER_ROWS * 1000;
  for (let from = 0; from < LEDGER_ROWS; from += 500) {
    const rows: NewLedgerEntry[] = [];
    for (let i = from; i < Math.min(LEDGER_ROWS, from + 500); i++) {
      const isRecharge = i % 20 === 0;
      const amount = isRecharge ? 500 : -25;
      balance += amount;
      if (isRecharge) {
        recharged += 500;
        credits++;
      } else {
        consumed += 25;
        charges++;
      }
      rows.push({
        user_id: big.id,
        kind: isRecharge ? 'recharge' : 'charge',
        amount,
        held_delta: 0,
        balance_after: balance,
        held_after: 0,
        recharged_total: recharged,
        consumed_total: consumed,
        credit_count: credits,
        charge_count: charges,
        idem_key: `b${i}`,
        item: isRecharge ? null : 'registration',
        ref_type: null,
        ref_id: null,
        quantity: isRecharge ? null : 1,
        unit_price: isRecharge ? null : 25,
        operator_id: null,
        channel: isRecharge ? 'admin' : null,
        payment_method: isRecharge ? 'manual' : null,
        status: 'completed',
        voucher: null,
        remark: '',
        created_at: new Date(at + i * 1000).toISOString(),
      });
    }
    await db.insertInto('ledger_entries').values(rows).execute();
  }
  // The user's row caches what the newest entry says (docs/finance.md "The ledger").
  await db
    .updateTable('users')
    .set({
      balance,
      recharged_total: recharged,
      consumed_total: consumed,
      credit_count: credits,
      charge_count: charges,
      ledger_at: new Date(at + (LEDGER_ROWS - 1) * 1000).toISOString(),
    })
    .where('id', '=', big.id)
    .execute();
  // PostgreSQL's autovacuum would have analyzed the table by now; SQLite gets no ANALYZE in production.
  if (kind === 'postgres') await sql`vacuum analyze ledger_entries`.execute(db);
  console.log(
    `  loaded ${LEDGER_ROWS} entries for one user in ${((performance.now() - started) / 1000).toFixed(1)} s (untimed below)`,
  );

  const token = await createSession(db, big.id);
  const headers = { authorization: `Bearer ${token}` };
  const time = async (label: string, req: () => Promise<{ statusCode: number }>) => {
    const ms: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const res = await req();
      ms.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`);
    }
    summary(label, ms);
  };
  const post = (url: string, payload: object) => () => app.inject({ method: 'POST', url, headers, payload });
  await time('consume/queryList page 1', post('/api/finance/consume/queryList', {}));
  await time(
    'consume/queryList page 500 (offset 9,980)',
    post('/api/finance/consume/queryList?pageNo=500', {}),
  );
  await time('recharge/queryList page 1', post('/api/finance/recharge/queryList', {}));
  const month = new Date(at + LEDGER_ROWS * 500).toISOString();
  await time('consume/queryList time range', post('/api/finance/consume/queryList', { startTime: month }));
  await time(
    'consume/queryList type filter',
    post('/api/finance/consume/queryList', { type: 'registration' }),
  );
  await time('GET /dashboard/finance', () =>
    app.inject({ method: 'GET', url: '/api/dashboard/finance', headers }),
  );
  await app.close();
}

await onBothDatabases('ledger', run);
console.log(`(${now()})`);
