// Runs every benchmark file (apps/*/bench/*.bench.ts) one after another; each prints its own figures
// (issue 10's table: transfer, bundle, Lighthouse, count poll, engine, account list), after the load average.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

const roots = ['apps/server/bench', 'apps/web/bench'];
const files = roots.flatMap((dir) => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
});
let failed = 0;
for (const file of files) {
  // Figures depend on what else the machine does: each bench says how loaded it was when it started.
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(`\n== ${file} (load average ${load} on ${cpus().length} cores)`);
  const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', file], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
