// Which routes of the last `npm run build` load zod (before they render, as bundle.bench.ts counts
// a route: the entry's static imports and the route chunk's), and which contract files come with it
// (those in the chunks that import zod's chunk). A route should load zod only to validate with a
// contract schema on purpose (a wizard's body, a dialog's field); labels and limits come from the
// contract's zod-free constants files.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const dist = resolve(import.meta.dirname, '../dist/.vite');
if (!existsSync(join(dist, 'stats.json'))) {
  console.log('no build found: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const stats = JSON.parse(readFileSync(join(dist, 'stats.json'), 'utf8')) as {
  nodeParts: Record<string, { renderedLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
};

const zodFiles = new Set<string>();
const contractModules = new Map<string, string[]>();
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [file, part] of Object.entries(meta.moduleParts)) {
    if (!stats.nodeParts[part]?.renderedLength) continue;
    if (meta.id.includes('node_modules/zod/')) zodFiles.add(file);
    const contract = meta.id.match(/packages\/contract\/src\/(.+)$/)?.[1];
    if (contract) contractModules.set(file, [...(contractModules.get(file) ?? []), contract]);
  }
}

function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!;
const routes = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry && c.src?.includes('/views/'));
const loading: string[] = [];
for (const [key, chunk] of routes) {
  const keys = closure(key, closure(entryKey));
  if (![...keys].some((k) => zodFiles.has(manifest[k]!.file))) continue;
  const through = [...keys]
    .filter((k) => manifest[k]!.imports?.some((i) => zodFiles.has(manifest[i]!.file)))
    .flatMap((k) => contractModules.get(manifest[k]!.file) ?? []);
  loading.push(`  ${chunk.src!.replace(/^.*src\/views\//, '')}: ${[...new Set(through)].sort().join(', ')}`);
}
console.log(`routes loading zod: ${loading.length} of ${routes.length} (with the contract files beside it)`);
for (const line of loading.sort()) console.log(line);
