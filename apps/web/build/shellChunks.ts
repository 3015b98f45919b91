import { readFileSync } from 'node:fs';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The logged-in shell (the layout and what it imports) and the dashboard in a handful of chunks
 * instead of ~90: over HTTP/1.1 (six connections) every file costs a round trip, and the dashboard's
 * first screen waited for about 16 of them one after the other.
 *
 * Left to itself the bundler puts each module in a chunk shared by exactly the entries that import
 * it, and counts every one of the 70 lazy pages: a module the layout shares with some list pages
 * and another it shares with others land in different files. But every layout page loads the whole
 * layout anyway, so for grouping only the entries that can load without it count, the "open" ones:
 * the login, error and agent pages, the toasts (FeedbackHolders), the strings, and what they load
 * lazily. Each module of the shell and of the dashboard goes into the chunk of exactly the open
 * entries that import it (`shell-open-<their numbers>`; none: `shell`, `dashboard`), so an open
 * entry loads only what it imports, and the build fails if one of them ends up importing the
 * shell's or the dashboard's own chunk.
 *
 * Which modules a page imports is read from the import and re-export statements, following a
 * barrel (antd's index, the icons') only for the names taken, as the bundler's lazy barrels do.
 * The bundler tree-shakes finer, so a few small modules keep its own split.
 */
export function shellChunks(options: {
  /** The route tables (the written one, the kinds'): routes with `standalone: true` are open screens, the others layout pages. */
  routes: readonly string[];
  /** Loaded by every logged-in screen (the layout). */
  shell: readonly string[];
  /** Loaded with the shell on the dashboard. */
  dashboard: readonly string[];
  /** Open screens that, with the open parts only they fetch, count as one user of the shell's modules (`-open-<n>`). */
  together?: readonly string[];
}): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  /** Module id -> chunk name, for the modules of the shell and the dashboard. */
  const chunkOf = new Map<string, string>();
  const openEntries = new Set<string>();
  /** The dashboard's modules and those of the parts only it fetches. */
  const dashboardOwn = new Set<string>();
  const matches = (sources: readonly string[]) => (id: string) => sources.some((s) => id.endsWith(s));
  const statements = new Map<string, Statements>();

  const plugin: Plugin = {
    name: 'reelfleet-shell-chunks',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        statements.set(id, readStatements(code));
      },
    },
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const resolved = new Map<string, string | null>();
      await Promise.all(
        [...statements].flatMap(([importer, st]) =>
          [...st.imports, ...st.reexports].map(async ({ spec }) => {
            const key = `${importer}\n${spec}`;
            if (!resolved.has(key)) resolved.set(key, (await this.resolve(spec, importer))?.id ?? null);
          }),
        ),
      );
      /** The modules `roots` import, those of `stop` (the entry's) left out and not followed. */
      const staticClosure = (roots: Iterable<string>, stop: Set<string>) => {
        const seen = new Map<string, Set<string> | 'all'>();
        const stack: [string, Set<string> | 'all'][] = [...roots].map((r) => [r, 'all']);
        while (stack.length) {
          const [id, names] = stack.pop()!;
          const before = seen.get(id);
          if (before === 'all') continue;
          const fresh = names === 'all' ? 'all' : new Set([...names].filter((n) => !before?.has(n)));
          if (before && fresh !== 'all' && !fresh.size) continue;
          seen.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
          const st = statements.get(id);
          const to = (spec: string) => resolved.get(`${id}\n${spec}`) ?? null;
          // Already loaded (the entry's): only its re-exports may lead to code it does not hold.
          const loaded = stop.has(id);
          if (!st) {
            if (!loaded) for (const t of info(id)?.importedIds ?? []) stack.push([t, 'all']);
            continue;
          }
          if (!before && !loaded)
            for (const i of st.imports) if (to(i.spec)) stack.push([to(i.spec)!, i.names]);
          for (const r of st.reexports) {
            const target = to(r.spec);
            if (!target) continue;
            if (r.names === 'star') stack.push([target, fresh]);
            else
              for (const [exported, imported] of r.names)
                if (fresh === 'all' || fresh.has(exported))
                  stack.push([target, imported === '*' ? 'all' : new Set([imported])]);
          }
        }
        return new Set([...seen.keys()].filter((id) => !stop.has(id)));
      };
      const closure = (roots: Iterable<string>, withDynamic: boolean, into = new Set<string>()) => {
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          const m = info(id);
          if (m) stack.push(...m.importedIds, ...(withDynamic ? m.dynamicallyImportedIds : []));
        }
        return into;
      };
      // The entry's own chunk, what every screen has loaded already.
      const core = staticClosure(
        ids.filter((id) => info(id)?.isEntry),
        new Set(),
      );
      const tables = options.routes.map((table) => {
        const id = ids.find((i) => i.endsWith(table));
        if (!id) throw new Error(`shellChunks: ${table} is not in the build`);
        return id;
      });
      // `page: () => import('…')` of the routes whose meta says `standalone: true`.
      const standalone = tables.flatMap((id) =>
        [
          ...readFileSync(id, 'utf8').matchAll(
            /standalone: true[^}]*\},\s*page: \(\) => import\('([^']+)'\)/g,
          ),
        ].map((m) => `/src/${m[1]!.replace(/^(\.\.\/)+/, '')}.`),
      );
      const layoutPages = new Set(
        tables.flatMap((id) =>
          (info(id)?.dynamicallyImportedIds ?? []).filter(
            (page) => !standalone.some((s) => page.includes(s)),
          ),
        ),
      );
      const isShell = matches(options.shell);
      // What the entry loads lazily, but for the layout and its pages; then what those load lazily.
      const openRoots = [...core].flatMap((id) =>
        (info(id)?.dynamicallyImportedIds ?? []).filter((t) => !isShell(t) && !layoutPages.has(t)),
      );
      for (const id of closure(openRoots, true, new Set(core)))
        if (!core.has(id) && (info(id)?.dynamicImporters.length ?? 0) > 0) openEntries.add(id);
      // A `together` screen and the open parts only it fetches count as one user: split by which of
      // them uses a module, the shell came in a file per combination (the agent page's table, pager,
      // dialogs...), and every logged-in screen fetched them all. The screen may fetch a little of
      // its parts' code sooner; measured, it loads less in all (docs/decisions.md).
      const together = matches(options.together ?? []);
      const otherRoots = openRoots.filter((id) => !together(id));
      const fromOthers = closure(otherRoots, true, new Set(core));
      const groups = openRoots.filter(together).map((r) => [r, closure([r], true)] as const);
      const users = new Map<string, string>();
      for (const e of openEntries) {
        const root = fromOthers.has(e) ? undefined : groups.find(([, parts]) => parts.has(e))?.[0];
        users.set(e, root ?? e);
      }
      const userIds = [...new Set(users.values())];
      const loadedBy = userIds.map((u) =>
        staticClosure(
          [...openEntries].filter((e) => users.get(e) === u),
          core,
        ),
      );
      if (process.env.SHELL_CHUNKS_DEBUG)
        for (const [i, u] of userIds.entries())
          console.log(
            `open user ${i}: ${u.replace(/^.*\/(src|node_modules)\//, '')} (${loadedBy[i]!.size} modules)`,
          );
      const name = (id: string, own: string) => {
        const of = loadedBy.flatMap((c, i) => (c.has(id) ? [i] : []));
        return of.length ? `${own}-open-${of.join('.')}` : own;
      };
      const shell = staticClosure(ids.filter(isShell), core);
      for (const id of shell) chunkOf.set(id, name(id, 'shell'));
      // The dashboard's modules, with those of the parts only the dashboard fetches (its charts).
      const dashboard = staticClosure(ids.filter(matches(options.dashboard)), core);
      const own = dashboardOwn;
      for (const id of dashboard) own.add(id);
      const lazyTargets = ids.filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0);
      for (let grew = true; grew; ) {
        grew = false;
        for (const id of lazyTargets)
          if (!own.has(id) && info(id)!.dynamicImporters.every((i) => own.has(i))) {
            for (const m of staticClosure([id], core)) own.add(m);
            grew = true;
          }
      }
      // What the other screens (pages, their dialogs, the layout's parts) import: left to the
      // bundler's own split, so no other screen loads a chunk holding the dashboard's code.
      const elsewhere = staticClosure(
        lazyTargets.filter((id) => !own.has(id) && !openEntries.has(id)),
        core,
      );
      for (const id of dashboard)
        if (!shell.has(id) && !elsewhere.has(id)) chunkOf.set(id, name(id, 'dashboard'));
    },
    generateBundle(_, bundle) {
      const own = new Set(
        Object.values(bundle).flatMap((o) =>
          o.type === 'chunk' && (o.name === 'shell' || o.name === 'dashboard') ? [o.fileName] : [],
        ),
      );
      const loads = (fileName: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
        seen.add(fileName);
        for (const f of chunk.imports) loads(f, seen);
        return seen;
      };
      for (const o of Object.values(bundle)) {
        if (o.type !== 'chunk' || !o.facadeModuleId || !openEntries.has(o.facadeModuleId)) continue;
        const wrong = [...loads(o.fileName)].filter((f) => own.has(f));
        if (wrong.length) this.error(`shellChunks: the open chunk ${o.fileName} loads ${wrong.join(', ')}`);
      }
      // No other screen loads the dashboard's chunks (those its lazy parts load are its own).
      const dashboardFiles = new Set(
        Object.values(bundle).flatMap((o) =>
          o.type === 'chunk' && /^dashboard(-open-|$)/.test(o.name) ? [o.fileName] : [],
        ),
      );
      for (const o of Object.values(bundle)) {
        if (o.type !== 'chunk' || !o.facadeModuleId || dashboardOwn.has(o.facadeModuleId)) continue;
        const wrong = [...loads(o.fileName)].filter((f) => dashboardFiles.has(f));
        if (wrong.length) this.error(`shellChunks: ${o.fileName} loads the dashboard's ${wrong.join(', ')}`);
      }
    },
  };
  // Dependencies are not pulled along: each module's chunk is decided above.
  const groups: CodeSplittingGroup[] = [
    {
      name: (id) => chunkOf.get(id) ?? null,
      test: (id) => chunkOf.has(id),
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}

interface Statements {
  /** `import … from 'spec'`: the names taken ('all' for a namespace). */
  imports: { spec: string; names: Set<string> | 'all' }[];
  /** `export { a as b } from 'spec'` (exported name -> imported name) or `export * from 'spec'`. */
  reexports: { spec: string; names: Map<string, string> | 'star' }[];
}

/** The static import and re-export statements of a module's final code (ESM, after the transforms). */
function readStatements(code: string): Statements {
  const imports: Statements['imports'] = [];
  const reexports: Statements['reexports'] = [];
  for (const [, clause, spec] of code.matchAll(/\bimport\s*([\w$*{}\s,]*?)\s*from\s*["']([^"']+)["']/g)) {
    if (clause!.includes('*')) {
      imports.push({ spec: spec!, names: 'all' });
      continue;
    }
    const names = new Set<string>();
    const braces = /\{([^}]*)\}/.exec(clause!);
    if (/^\s*[\w$]+/.test(clause!.replace(/\{[^}]*\}/, ''))) names.add('default');
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
    imports.push({ spec: spec!, names });
  }
  for (const [, spec] of code.matchAll(/\bimport\s*["']([^"']+)["']/g))
    imports.push({ spec: spec!, names: new Set() });
  for (const [, list, spec] of code.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const names = new Map<string, string>();
    for (const part of list!.split(',')) {
      const [imported, exported] = part.trim().split(/\s+as\s+/);
      if (imported) names.set(exported ?? imported, imported);
    }
    reexports.push({ spec: spec!, names });
  }
  for (const [, ns, spec] of code.matchAll(/\bexport\s*\*\s*(?:as\s+([\w$]+)\s*)?from\s*["']([^"']+)["']/g))
    reexports.push({ spec: spec!, names: ns ? new Map([[ns, '*']]) : 'star' });
  return { imports, reexports };
}
