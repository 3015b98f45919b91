// Console bundle figures from the last `npm run build`: gzip size of what each
// route loads (the entry's static imports, the route chunk's, and the lazyPart chunks it fetches as it renders), the largest chunk, and each
// dependency's share of the login route and the routes that load zod (from the visualiser's
// dist/.vite/stats.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportRow } from '../../../scripts/bench-table.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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

/**
 * The chunks of `lazyPart` components (components/lazyPart.tsx): not static imports, but fetched as
 * soon as their screen renders them (the table, the pager, closed dialogs and drawers), so they count
 * in what the route loads. Found by reading the console's sources for `lazyPart(() => import('…'))`.
 */
function lazyPartKeys(): Set<string> {
  const web = resolve(import.meta.dirname, '..');
  const keys = new Set<string>();
  for (const name of readdirSync(join(web, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(name)) continue;
    const file = join(web, 'src', name);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(LAZY_PART)) {
      const base = spec!.startsWith('.')
        ? relative(web, resolve(dirname(file), spec!))
        : `../../node_modules/${spec}`;
      const key = ['.tsx', '.ts', '.js', '/index.tsx', '/index.ts', '/index.js']
        .map((ext) => base + ext)
        .find((k) => manifest[k]);
      if (!key) throw new Error(`bundle bench: no chunk for lazyPart import '${spec}' in ${name}`);
      keys.add(key);
    }
  }
  return keys;
}
const LAZY_PART = /lazyPart(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const lazyParts = lazyPartKeys();
const keyOfFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));

/** `files` with the lazyPart chunks any of them asks for, and theirs, to the end. */
function withLazyParts(files: Set<string>): Set<string> {
  for (let size = -1; size !== files.size; ) {
    size = files.size;
    for (const file of [...files]) {
      for (const dep of manifest[keyOfFile.get(file) ?? '']?.dynamicImports ?? []) {
        if (lazyParts.has(dep)) closure(dep, files);
      }
    }
  }
  return files;
}

/**
 * The screens drawn without the layout (`standalone` in router/routes.ts: login, errors, agent);
 * every other view (a page, or a dialog or wizard opened from one) needs the layout first, so
 * the layout's code (and what it waits for before it draws: toasts, the session, the workspace)
 * counts in its route.
 */
const standalone = [
  ...readFileSync(resolve(import.meta.dirname, '../src/router/routes.ts'), 'utf8').matchAll(
    /standalone: true[^}]*}\s*,\s*page: \(\) => import\('\.\.\/views\/([^']+)'\)/g,
  ),
].map((m) => `${m[1]}.tsx`);
const layoutFiles = new Set<string>();
for (const src of [
  'layout/Layout.tsx',
  'layout/FeedbackHolders.tsx',
  'stores/userCalls.ts',
  'router/WorkspaceGate.tsx',
]) {
  for (const key of Object.keys(manifest).filter((k) => k.endsWith(`src/${src}`))) closure(key, layoutFiles);
}
const layoutOwn = [...layoutFiles].filter((f) => !entryFiles.has(f));
console.log(
  `layout (every logged-in screen, beside the entry): ${kb(sum(layoutOwn))} gzip JS+CSS in ${layoutOwn.length} files`,
);

const routes = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry && c.src?.includes('/views/'))
  .map(([key, c]) => {
    const route = c.src!.replace(/^.*src\/views\//, '');
    const shell = standalone.includes(route) ? [] : layoutFiles;
    const files = new Set([...entryFiles, ...shell, ...closure(key)]);
    const beforePaint = sum(files);
    return {
      route,
      beforePaint,
      total: sum(withLazyParts(files)),
    };
  })
  .sort((a, b) => b.total - a.total);
const shown = [
  'login/LoginPage.tsx',
  'login/AuthRedirect.tsx',
  'dashboard/DashboardPage.tsx',
  ...(process.env.SHOW_ROUTES?.split(',') ?? []),
];
for (const r of routes.filter((r) => shown.includes(r.route))) {
  console.log(
    `route ${r.route}: ${kb(r.total)} gzip JS+CSS in all (${kb(r.beforePaint)} before its lazy parts)`,
  );
}
// The dashboard once the user asks for its charts ("Show charts"): its route (with the layout), the
// charts panel and the charts' chunk (Chart.js). The charts' own line in the route list says the same
// without the dashboard's cards.
const dashboardKeys = ['DashboardPage.tsx', 'ChartsPanel.tsx', 'DashboardCharts.tsx'].map((f) =>
  Object.keys(manifest).find((k) => k.endsWith(`views/dashboard/${f}`)),
);
if (dashboardKeys.every(Boolean)) {
  const files = new Set([...entryFiles, ...layoutFiles]);
  for (const key of dashboardKeys) closure(key!, files);
  console.log(
    `route dashboard once its charts are shown (Chart.js, fetched on "Show charts"): ${kb(sum(withLazyParts(files)))} gzip JS+CSS in all`,
  );
}
// What the admin's /dashboard really fetches before it paints: the entry, the layout, antd's toasts
// (the logged-in screens wait for them), the session call and both dashboard chunks. On HTTP/1.1 the
// number of files counts as much as their size (six connections; Lighthouse's LCP waits for them all).
const firstScreen = [
  'layout/Layout.tsx',
  'layout/FeedbackHolders.tsx',
  'stores/userCalls.ts',
  'router/WorkspaceGate.tsx',
  'views/dashboard/DashboardPage.tsx',
].flatMap((src) => Object.keys(manifest).filter((k) => k.endsWith(`src/${src}`)));
if (firstScreen.length) {
  const files = new Set(entryFiles);
  for (const key of firstScreen) closure(key, files);
  console.log(
    `/dashboard first screen (admin, with the layout): ${kb(sum(files))} gzip JS+CSS in ${files.size} files`,
  );
}
const ROUTE_BUDGET = 350 * 1024;
const over = routes.filter((r) => r.total > ROUTE_BUDGET);
console.log(`routes over 350 KB: ${over.length} of ${routes.length}`);
for (const r of over.slice(0, Number(process.env.OVER_TOP ?? 8)))
  console.log(`  ${r.route}: ${kb(r.total)} (${kb(r.beforePaint)} before its lazy parts)`);
// Beside the budget: each view with every part it can fetch on demand once opened (a wizard's later
// steps, the date pickers of "More filters", …; not other views, which count on their own), so
// what the first load leaves out is still shown.
function withOnDemand(files: Set<string>): Set<string> {
  for (let size = -1; size !== files.size; ) {
    size = files.size;
    for (const file of [...files]) {
      for (const dep of manifest[keyOfFile.get(file) ?? '']?.dynamicImports ?? []) {
        if (!manifest[dep]?.src?.includes('/views/')) closure(dep, files);
      }
    }
  }
  return files;
}
const opened = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry && c.src?.includes('/views/'))
  .map(([key, c]) => {
    const route = c.src!.replace(/^.*src\/views\//, '');
    const shell = standalone.includes(route) ? [] : layoutFiles;
    return { route, total: sum(withOnDemand(new Set([...entryFiles, ...shell, ...closure(key)]))) };
  })
  .sort((a, b) => b.total - a.total);
console.log(
  `views with all their on-demand parts loaded: heaviest ${opened[0]?.route} ${kb(opened[0]?.total ?? 0)}, ${opened.filter((r) => r.total > ROUTE_BUDGET).length} of ${opened.length} over 350 KB`,
);
// Issue 40's budget: the shared shell (entry and layout, loaded once and cached) and each view's own
// increment beyond it, every part it can fetch on demand included.
const shellFiles = new Set([...entryFiles, ...layoutFiles]);
const shellBytes = sum(shellFiles);
// What the shell itself fetches on demand (its drawers, the search) counts once, with no view.
const shellOnDemand = withOnDemand(new Set(shellFiles));
const increments = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry && c.src?.includes('/views/'))
  .map(([key, c]) => {
    const own = [...withOnDemand(new Set([...shellFiles, ...closure(key)]))].filter(
      (f) => !shellOnDemand.has(f),
    );
    return { route: c.src!.replace(/^.*src\/views\//, ''), own: sum(own) };
  })
  .sort((a, b) => b.own - a.own);
const INCREMENT_BUDGET = 120 * 1024;
const overIncrement = increments.filter((r) => r.own > INCREMENT_BUDGET);
console.log(
  `the shell's own on-demand parts (drawers, search): ${kb(sum(shellOnDemand) - shellBytes)} gzip JS+CSS`,
);
for (const r of overIncrement.slice(0, Number(process.env.OVER_TOP ?? 8)))
  console.log(`  increment over 120 KB: ${r.route} ${kb(r.own)}`);
// DEBUG_INC=proxy/ProxyListPage.tsx lists what a view's increment and the shared on-demand parts hold.
if (process.env.DEBUG_INC) {
  const key = Object.keys(manifest).find((k) =>
    manifest[k]?.src?.endsWith(`views/${process.env.DEBUG_INC}`),
  )!;
  const own = [...withOnDemand(new Set([...shellFiles, ...closure(key)]))].filter(
    (f) => !shellOnDemand.has(f),
  );
  console.log(`    own ${own.length} files ${kb(sum(own))}`);
  for (const f of own.sort((a, b) => gzipOf(b) - gzipOf(a)).slice(0, 15))
    console.log(`    ${f} ${kb(gzipOf(f))} ${manifest[keyOfFile.get(f) ?? '']?.src ?? ''}`);
  const sh = [...shellOnDemand].filter((f) => !shellFiles.has(f));
  for (const f of sh.sort((a, b) => gzipOf(b) - gzipOf(a)).slice(0, 15))
    console.log(`    shell-od ${f} ${kb(gzipOf(f))} ${manifest[keyOfFile.get(f) ?? '']?.src ?? ''}`);
}
const largest = Object.values(manifest)
  .map((c) => ({ file: c.file, size: gzipOf(c.file) }))
  .sort((a, b) => b.size - a.size)[0];
if (largest) console.log(`largest single chunk: ${largest.file} at ${kb(largest.size)} gzip`);

const login = routes.find((r) => r.route === 'login/LoginPage.tsx');
if (login) {
  reportRow({
    measure: 'login route JS+CSS (gzip)',
    now: kb(login.total),
    budget: '<= 200 KB',
    met: login.total <= 200 * 1024,
  });
  printShares(login.route);
  if (process.env.SHARES_OF) printShares(process.env.SHARES_OF);
}
const heaviest = routes[0];
if (heaviest) {
  reportRow({
    measure: 'heaviest route JS+CSS (gzip)',
    now: `${kb(heaviest.total)} (${heaviest.route}; ${over.length} of ${routes.length} routes over 350 KB)`,
    budget: 'no route over 350 KB',
    met: over.length === 0,
  });
}
reportRow({
  measure: 'shared shell JS+CSS (gzip; entry and layout, once)',
  now: kb(shellBytes),
  budget: '<= 260 KB',
  met: shellBytes <= 260 * 1024,
});
reportRow({
  measure: "a view's own increment (gzip, on-demand parts included)",
  now: `beyond the shell and what it shares on demand (${kb(sum(shellOnDemand) - shellBytes)} once: table, pickers, catalogues): heaviest ${kb(increments[0]?.own ?? 0)} (${increments[0]?.route}); ${overIncrement.length} of ${increments.length} over 120 KB`,
  budget: '<= 120 KB each',
  met: overIncrement.length === 0,
});
printZodRoutes();

/**
 * Each package's (or source folder's) share of what a route loads, from rollup-plugin-visualizer's
 * raw data: the gzip size of each module's part in each chunk. Modules are gzipped one by one there,
 * so the KB add up to more than the route's gzip; the shares are what to compare.
 */
function printShares(route: string) {
  const stats = readStats();
  if (!stats) return;
  const routeKey = Object.keys(manifest).find((k) => manifest[k]?.src?.endsWith(`views/${route}`))!;
  const files = new Set([...entryFiles, ...closure(routeKey)]);
  const owner = (id: string) => {
    const inPackage = id.split('node_modules/').pop()!;
    if (inPackage !== id)
      return inPackage
        .split('/')
        .slice(0, inPackage.startsWith('@') ? 2 : 1)
        .join('/');
    const local = id.match(/(apps\/web\/src|packages\/contract\/src)\/([^/]+)/);
    return local ? `${local[1]}/${local[2]}` : id;
  };
  const shares = new Map<string, number>();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [file, part] of Object.entries(meta.moduleParts)) {
      if (!files.has(file)) continue;
      const key = owner(meta.id);
      shares.set(key, (shares.get(key) ?? 0) + (stats.nodeParts[part]?.gzipLength ?? 0));
    }
  }
  const total = [...shares.values()].reduce((a, b) => a + b, 0);
  console.log(`\nshares of ${route} (each module gzipped alone; top 20):`);
  console.log('| package or folder | KB gzip | share |\n| --- | --- | --- |');
  for (const [key, bytes] of [...shares]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.SHARES_TOP ?? 20))) {
    console.log(`| ${key} | ${(bytes / 1024).toFixed(1)} | ${((100 * bytes) / total).toFixed(1)} % |`);
  }
}

/** rollup-plugin-visualizer's raw data of the build: each module's parts in each chunk. */
function readStats() {
  const statsFile = join(dist, '.vite/stats.json');
  if (!existsSync(statsFile)) return undefined;
  return JSON.parse(readFileSync(statsFile, 'utf8')) as {
    nodeParts: Record<string, { gzipLength: number; renderedLength: number }>;
    nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
  };
}

/**
 * The routes that load zod before they render, each with the contract files of the chunks that
 * import zod's: a route should load zod only to validate with a contract schema on purpose (a
 * wizard's body, a dialog's field); labels and limits come from the contract's zod-free files.
 */
function printZodRoutes() {
  const stats = readStats();
  if (!stats) return;
  const zodFiles = new Set<string>();
  const contractFiles = new Map<string, string[]>();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [file, part] of Object.entries(meta.moduleParts)) {
      if (!stats.nodeParts[part]?.renderedLength) continue;
      if (meta.id.includes('node_modules/zod/')) zodFiles.add(file);
      const contract = meta.id.match(/packages\/contract\/src\/(.+)$/)?.[1];
      if (contract) contractFiles.set(file, [...(contractFiles.get(file) ?? []), contract]);
    }
  }
  const importsZod = new Set(
    Object.values(manifest)
      .filter((c) => c.imports?.some((i) => zodFiles.has(manifest[i]!.file)))
      .map((c) => c.file),
  );
  const lines: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src?.includes('/views/')) continue;
    const files = new Set([...entryFiles, ...closure(key)]);
    if (![...files].some((f) => zodFiles.has(f))) continue;
    const beside = [...files].filter((f) => importsZod.has(f)).flatMap((f) => contractFiles.get(f) ?? []);
    lines.push(`  ${chunk.src.replace(/^.*src\/views\//, '')}: ${[...new Set(beside)].sort().join(', ')}`);
  }
  console.log(
    `\nroutes loading zod: ${lines.length} of ${routes.length} (with the contract files beside it)`,
  );
  for (const line of lines.sort()) console.log(line);
}
