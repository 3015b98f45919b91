import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDroppedUses } from './droppedUses.ts';
import { type Dropped, LIGHT_IMPORTS } from './lightImports.ts';

const drops = LIGHT_IMPORTS.flatMap((l) => (l.drops ? [l.drops] : []));

/** One use of what `d` drops, as a screen would write it. */
function useOf(d: Dropped): string {
  if ('prop' in d) return `<${d.on[0]} ${d.prop}="circle" />`;
  if ('column' in d) return `const columns = [{ title: 'Name', dataIndex: 'name', ${d.column[0]}: true }];`;
  return `<Tag.${d.name[0]} />`;
}

describe('the console asks for nothing a build stand-in leaves out (dev and tests run antd whole)', () => {
  it('no source of the console uses a dropped prop, column key or component', () => {
    const src = resolve(import.meta.dirname, '../src');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('antdLight/'))
      .map((f) => ({ file: `src/${f}`, text: readFileSync(join(src, f), 'utf8') }));
    expect(sources.length).toBeGreaterThan(300);
    expect(findDroppedUses(sources, drops)).toEqual([]);
  });

  it.each(drops.map((d) => [useOf(d), d] as const))('catches %s', (code, d) => {
    expect(findDroppedUses([{ file: 'probe.tsx', text: code }], [d])).toHaveLength(1);
  });

  it('leaves alone what is still drawn, and words in comments and strings', () => {
    const code = [
      '<Progress type="line" percent={5} />',
      '<Button loading />',
      '<ConfigProvider virtual={false} />',
      "const filters = { sorter: 'x' }; // a column's sorter",
      "const label = 'CheckableTag';",
      '<ListPage filters={f} />',
    ].join('\n');
    expect(findDroppedUses([{ file: 'probe.tsx', text: code }], drops)).toEqual([]);
  });

  it('every stand-in that throws on a feature it leaves out names that feature', () => {
    const web = resolve(import.meta.dirname, '..');
    for (const l of LIGHT_IMPORTS.filter((l) => l.to.startsWith('./'))) {
      const throws = /throw new Error/.test(readFileSync(join(web, l.to), 'utf8'));
      if (throws) expect(l.drops, `${l.importer} -> ${l.to}`).toBeDefined();
    }
  });
});
