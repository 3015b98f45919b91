// Runs every benchmark file (apps/*/bench/*.bench.ts) one after another; each prints its own figures.
// The ones with a budget in issue 10's table (transfer, bundle, Lighthouse, count poll, engine,
// account list) run first and report their rows (scripts/bench-table.ts): once they are done, those
// rows are printed as one table with the machine's load average when the run started and at that
// point. The other benches follow.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_TABLE_ENV, type BudgetRow, budgetTable } from './bench-table.ts';

/** Issue 10's benches, in the order of its table. */
const BUDGETED = ['transfer', 'bundle', 'lighthouse', 'count-poll', 'engine', 'accounts-list'];
const rank = (file: string) => {
  const i = BUDGETED.findIndex((name) => file.endsWith(`/${name}.bench.ts`));
  return i === -1 ? BUDGETED.length : i;
};

const roots = ['apps/server/bench', 'apps/web/bench'];
// BENCH_ONLY=bundle,count-poll runs only the files whose names contain one of those words.
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const files = roots
  .flatMap((dir) => {
    try {
      return readdirSync(dir)
        .filter((f) => f.endsWith('.bench.ts') && (!only || only.some((word) => f.includes(word))))
        .map((f) => join(dir, f));
    } catch {
      return [];
    }
  })
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const load = () =>
  `${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;
const startLoad = load();
const startedAt = new Date().toISOString();
const tableDir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-table-'));
const tableFile = join(tableDir, 'rows.jsonl');
let failed = 0;
let tablePrinted = false;
/** Rows in the table so far (the budgeted benches'); the later ones are printed at the end. */
let rowsPrinted = 0;
for (const file of files) {
  if (!tablePrinted && rank(file) === BUDGETED.length) printTable();
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
if (!tablePrinted) printTable();
else printLateRows();
rmSync(tableDir, { recursive: true, force: true });
console.log(
  `\n${files.length - failed} benchmarks ran, ${failed} failed (load average at the end: ${load()})`,
);
process.exit(failed ? 1 : 0);

function reportedRows(): BudgetRow[] {
  try {
    return readFileSync(tableFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BudgetRow);
  } catch {
    return []; // no bench reported a row
  }
}

/** Rows the other benches reported after the budget table (capacity, soak memory), as a table of their own. */
function printLateRows() {
  const rows = reportedRows().slice(rowsPrinted);
  if (rows.length === 0) return;
  console.log(`\n## Other rows (load average now: ${load()})\n`);
  console.log(budgetTable(rows));
}

function printTable() {
  tablePrinted = true;
  const rows = reportedRows();
  rowsPrinted = rows.length;
  console.log(`\n## Issue 10 budgets (${startedAt} to ${new Date().toISOString()})\n`);
  console.log(`load average at the start: ${startLoad}; now: ${load()}\n`);
  console.log(budgetTable(rows));
  const judged = rows.filter((r) => r.met !== undefined);
  console.log(`\n${judged.filter((r) => r.met).length} of ${judged.length} met`);
}
