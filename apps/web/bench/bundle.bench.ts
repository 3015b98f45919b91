// Console bundle figures from the last `npm run build`: gzip size of what each
// route loads (the entry's static imports plus the route chunk's), and the largest chunk.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = resolve(import.meta.dirname, '../dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.log('no build found: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file)!;
};

/** Files a chunk needs before it runs: itself, its static imports, their CSS. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipOf(f), 0);
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!;
const entryFiles = closure(entryKey);
console.log(`entry (every route): ${kb(sum(entryFiles))} gzip JS+CSS`);

const routes = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry && c.src?.includes('/views/'))
  .map(([key, c]) => {
    const files = new Set([...entryFiles, ...closure(key)]);
    return { route: c.src!.replace(/^.*src\/views\//, ''), total: sum(files) };
  })
  .sort((a, b) => b.total - a.total);
for (const r of routes.filter((r) => /login|dashboard/i.test(r.route))) {
  console.log(`route ${r.route}: ${kb(r.total)} gzip JS+CSS in all`);
}
// A route's lazy parts fetched right after it renders (the dashboard's ECharts chunk) count too.
const chartsKey = Object.keys(manifest).find((k) => k.endsWith('views/dashboard/DashboardCharts.tsx'));
const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('views/dashboard/DashboardPage.tsx'));
if (chartsKey && dashboardKey) {
  const files = new Set([...entryFiles, ...closure(dashboardKey), ...closure(chartsKey)]);
  console.log(
    `route dashboard once its charts are shown (ECharts, fetched on "Show charts"): ${kb(sum(files))} gzip JS+CSS in all`,
  );
}
if (routes[0]) console.log(`heaviest route: ${routes[0].route} at ${kb(routes[0].total)} gzip JS+CSS in all`);
const largest = Object.values(manifest)
  .map((c) => ({ file: c.file, size: gzipOf(c.file) }))
  .sort((a, b) => b.size - a.size)[0];
if (largest) console.log(`largest single chunk: ${largest.file} at ${kb(largest.size)} gzip`);
