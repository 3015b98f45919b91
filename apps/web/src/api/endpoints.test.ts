import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';

type Group = Record<string, unknown>;
const isEndpoint = (value: unknown): value is contract.Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** The contract's exported endpoint groups (`xEndpoints`), by export name. */
const groups = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
  .sort(([a], [b]) => a.localeCompare(b)) as [string, Group][];

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function routesText(group: Group, indent: string): string {
  const lines = Object.entries(group).map(([name, value]) => {
    if (!isEndpoint(value))
      return `${indent}${key(name)}: {\n${routesText(value as Group, `${indent}  `)}${indent}},`;
    const multipart = value.multipart ? ', multipart: true' : '';
    const idempotent = value.idempotent ? ', idempotent: true' : '';
    return `${indent}${key(name)}: { method: '${value.method}', path: '${value.path}'${multipart}${idempotent} },`;
  });
  return `${lines.join('\n')}\n`;
}

/** endpoints.ts as the contract says it should be. */
function generated(): string {
  const header = [
    '// Generated from the contract by endpoints.test.ts; do not edit. After a contract change:',
    '// `npx vitest run --project web apps/web/src/api/endpoints.test.ts -u` rewrites it.',
    '// Method, path, multipart and idempotent of each endpoint, without its zod schemas: the console calls',
    "// through these (call.ts), typed by the contract's declarations (RoutesOf).",
    "import type * as contract from '@reelfleet/contract';",
    "import type { RoutesOf } from './route';",
    '',
  ].join('\n');
  const body = groups.map(
    ([name, group]) =>
      `export const ${name}: RoutesOf<typeof contract.${name}> = {\n${routesText(group, '  ')}};\n`,
  );
  return `${header}\n${body.join('\n')}`;
}

/** summaries.json: each endpoint's summary by 'METHOD path' (the audit trail's hover text), apart so only that screen loads them. */
function summaries(): string {
  const entries = contract.allEndpoints().map((e) => [`${e.method} ${e.path}`, e.summary]);
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

describe('the console endpoint table (endpoints.ts)', () => {
  it('finds the contract endpoint groups', () => {
    expect(groups.map(([name]) => name)).toContain('accountEndpoints');
    expect(groups.map(([name]) => name)).toContain('tagEndpoints');
  });

  it('is what the contract declares: method, path, multipart and idempotent of every endpoint', async () => {
    await expect(generated()).toMatchFileSnapshot('./endpoints.ts');
  });

  it("holds every endpoint's summary (summaries.json)", async () => {
    await expect(summaries()).toMatchFileSnapshot('./summaries.json');
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
