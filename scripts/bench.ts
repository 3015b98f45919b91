// Runs every benchmark file (apps/*/bench/*.bench.ts) one after another; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', file], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
