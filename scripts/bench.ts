// Runs every benchmark file (apps/*/bench/*.bench.ts) one after another; each prints its own figures,
// and the ones with a budget in issue 10's table (transfer, bundle, Lighthouse, count poll, engine,
// account list) report their rows (scripts/bench-table.ts). At the end: those rows in one table, with
// the machine's load average when the run started and when it ended.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_TABLE_ENV, type BudgetRow, budgetTable } from './bench-table.ts';

const roots = ['apps/server/bench', 'apps/web/bench'];
// BENCH_ONLY=bundle,count-poll runs only the files whose names contain one of those words.
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const files = roots.flatMap((dir) => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts') && (!only || only.some((word) => f.includes(word))))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
});
const load = () =>
  `${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;
const startLoad = load();
const startedAt = new Date().toISOString();
const tableDir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-table-'));
const tableFile = join(tableDir, 'rows.jsonl');
let failed = 0;
for (const file of files) {
  // Figures depend on what else the machine does: each bench says how loaded it was when it started.
  console.log(`\n== ${file} (load average ${load()})`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', file], {
    stdio: 'inherit',
    env: { ...process.env, [BENCH_TABLE_ENV]: tableFile },
  });
  console.log(`   (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (run.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);

let rows: BudgetRow[] = [];
try {
  rows = readFileSync(tableFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BudgetRow);
} catch {
  // no bench reported a row
}
rmSync(tableDir, { recursive: true, force: true });
// In the order of issue 10's table.
const order = [
  'transfer',
  'login route',
  'heaviest route',
  'Lighthouse',
  'authenticated',
  'server CPU',
  'engine',
  'account list',
];
const rank = (r: BudgetRow) => {
  const i = order.findIndex((o) => r.measure.startsWith(o));
  return i === -1 ? order.length : i;
};
rows = rows
  .map((r, i) => ({ r, i }))
  .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
  .map(({ r }) => r);
console.log(`\n## Issue 10 budgets (run ${startedAt} to ${new Date().toISOString()})\n`);
console.log(`load average at the start: ${startLoad}; at the end: ${load()}\n`);
console.log(budgetTable(rows));
console.log(
  `\n${rows.filter((r) => r.met === true).length} of ${rows.filter((r) => r.met !== undefined).length} met`,
);
process.exit(failed ? 1 : 0);
