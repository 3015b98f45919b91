// Issue 10's budget table: each bench reports its rows here (measure, now, budget, met?), and
// `npm run bench` (scripts/bench.ts) prints them all together at the end. A row is printed when
// reported too, so a bench run alone still shows its verdicts.
import { appendFileSync } from 'node:fs';

export interface BudgetRow {
  measure: string;
  now: string;
  budget: string;
  /** Undefined: measured, no budget to meet (context for another row). */
  met?: boolean;
}

/** The file scripts/bench.ts collects the rows in (one JSON object a line). */
export const BENCH_TABLE_ENV = 'BENCH_TABLE';

export function reportRow(row: BudgetRow): void {
  const verdict = row.met === undefined ? '' : row.met ? ' (met)' : ' (NOT met)';
  console.log(`  → ${row.measure}: ${row.now}; budget ${row.budget}${verdict}`);
  const file = process.env[BENCH_TABLE_ENV];
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

/** The rows as a Markdown table. */
export function budgetTable(rows: readonly BudgetRow[]): string {
  const cells = (r: readonly string[]) => `| ${r.join(' | ')} |`;
  return [
    cells(['measure', 'now', 'budget', 'met?']),
    cells(['---', '---', '---', '---']),
    ...rows.map((r) => cells([r.measure, r.now, r.budget, r.met === undefined ? '-' : r.met ? 'yes' : 'no'])),
  ].join('\n');
}
