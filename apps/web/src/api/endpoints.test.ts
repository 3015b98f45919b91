import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../../../../scripts/gen/outputs.ts';
import * as endpoints from './endpoints';

describe('the console endpoint table (endpoints.ts)', () => {
  it('finds the contract endpoint groups (generated from them by npm run gen, checked by generated.test.ts)', () => {
    expect(endpointGroups.map(([name]) => name)).toContain('accountEndpoints');
    expect(endpointGroups.map(([name]) => name)).toContain('tagEndpoints');
    expect(Object.keys(endpoints).sort()).toEqual(endpointGroups.map(([name]) => name));
  });

  it("is what the console calls through: no screen takes the contract's declarations (and their zod)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
      });
    const valueImports = /import \{([^}]*)\} from '@reelfleet\/contract'/g;
    const offenders = files(join(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(valueImports)].flatMap((m) =>
        (m[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => /^(allEndpoints|ENDPOINT_AREAS|\w+Endpoints)\b/.test(name))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
