// `npm run gen` writes every generated file (scripts/gen/outputs.ts) from the contract.
// `npm run gen -- --check` writes nothing and fails, naming them, when one is not current (npm test runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUTS } from './gen/outputs.ts';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const read = (path: string) => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return null;
  }
};

const stale = OUTPUTS.filter((o) => read(o.path) !== o.text());
if (check) {
  if (stale.length > 0) {
    console.error(`Not current (run \`npm run gen\`):\n${stale.map((o) => `  ${o.path}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`gen: ${OUTPUTS.length} generated files are current`);
} else {
  for (const o of stale) writeFileSync(join(root, o.path), o.text());
  console.log(
    `gen: wrote ${stale.length} of ${OUTPUTS.length} generated files${stale.map((o) => `\n  ${o.path}`).join('')}`,
  );
}
