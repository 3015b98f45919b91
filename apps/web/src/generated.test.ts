import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUTS } from '../../../scripts/gen/outputs.ts';

const root = join(__dirname, '../../..');

/** Compares, never writes: `npm run gen` is what writes them (npm test also runs `npm run gen -- --check`). */
describe('generated files (npm run gen)', () => {
  it.each(OUTPUTS.map((o) => [o.path, o] as const))('%s is current', (path, output) => {
    const onDisk = readFileSync(join(root, path), 'utf8');
    expect(onDisk === output.text(), `${path} is not current: run \`npm run gen\``).toBe(true);
  });
});
