import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { bootShell } from './build/bootShell.ts';
import { lightImports } from './build/lightImports.ts';
import { scriptTag } from './build/scriptFile.ts';
import { shellChunks } from './build/shellChunks.ts';
import { yieldBefore } from './build/yieldBefore.ts';

/**
 * The first screen's chunks, fetched with the entry instead of after it runs: index.html gets a
 * small script (a file of its own: the CSP allows no inline script) that, for the path being opened, adds modulepreload links for that route's chunks
 * (and the layout's, with their CSS; '*' for the paths not listed) and for the stored language's strings (SYS_LANG). Without it each of them
 * waits for the code before it to run (entry, then strings, then the route): three round trips
 * before the first screen paints. The strings come first and then the route's list in its order: over
 * HTTP/1.1's six connections a link late in the list waits for those before it, and the first render
 * waits for the strings (and a logged-in screen for the session info's call).
 */
function routePreload(routes: Record<string, readonly string[]>): Plugin {
  return {
    name: 'reelfleet-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
        const closure = (fileName: string, seen: Set<string>) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of chunk.imports) closure(imported, seen);
        };
        const entryFiles = new Set<string>();
        for (const c of chunks) if (c.isEntry) closure(c.fileName, entryFiles);
        const cssOf = (files: Iterable<string>) =>
          [...files].flatMap((f) => {
            const chunk = bundle[f];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          });
        for (const css of cssOf([...entryFiles])) entryFiles.add(css);
        const filesOf = (sources: readonly string[]) => {
          const files = new Set<string>();
          for (const src of sources) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(src));
            if (chunk) closure(chunk.fileName, files);
          }
          return [...files, ...new Set(cssOf(files))].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
        };
        const map = Object.fromEntries(
          Object.entries(routes).map(([path, sources]) => [path, filesOf(sources)]),
        );
        // antd's Chinese texts come with the Chinese strings (its English ones are its defaults).
        const lang = {
          en: filesOf(['src/i18n/en.json', 'src/i18n/contract.en.json']),
          zh: filesOf(['src/i18n/zh.json', 'src/i18n/contract.zh.json', 'antd/es/locale/zh_CN.js']),
        };
        const script =
          `(function(){var r=${JSON.stringify(map)},l=${JSON.stringify(lang)},s;` +
          `try{s=localStorage.getItem('SYS_LANG')}catch(e){}` +
          `(s==='zh'?l.zh:l.en).concat(r[location.pathname]||r['*']).forEach(function(h){` +
          `var k=document.createElement('link'),c=/\\.css$/.test(h);k.rel=c?'preload':'modulepreload';if(c)k.as='style';` +
          `k.crossOrigin='';k.href=h;document.head.appendChild(k)})})()`;
        return { html, tags: [scriptTag(this, ctx, 'route-preload', script, 'head')] };
      },
    },
  };
}

/**
 * The contract's two-language message catalogue (common/messages.json) is replaced in the console by
 * src/i18n/contractMessages.ts, which holds only the languages loaded (the shown one first, the other on switch).
 */
const messagesByLanguage: Plugin = {
  name: 'reelfleet-messages-by-language',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './messages.json' && importer?.endsWith('contract/src/common/messages.ts'))
      return fileURLToPath(new URL('./src/i18n/contractMessages.ts', import.meta.url));
  },
};

const firstScreen = shellChunks({
  routes: ['src/router/routes.ts', 'src/router/kindRoutes.ts'],
  shell: ['src/layout/Layout.tsx', 'src/router/WorkspaceGate.tsx'],
  dashboard: ['src/views/dashboard/DashboardPage.tsx'],
  together: ['src/views/agent/AgentPage.tsx'],
});

export default defineConfig({
  plugins: [
    react(),
    messagesByLanguage,
    firstScreen.plugin,
    bootShell({ routes: 'src/router/routes.ts', layoutCss: 'src/layout/layout.css' }),
    lightImports(),
    routePreload({
      '/login': ['src/views/login/LoginPage.tsx'],
      '/dashboard': [
        // The session info's call first: the layout waits for its answer.
        'src/stores/userCalls.ts',
        'src/layout/Layout.tsx',
        'src/router/WorkspaceGate.tsx',
        // With the admin's dashboard in it (a few KB more for the others).
        'src/views/dashboard/DashboardPage.tsx',
        'src/layout/FeedbackHolders.tsx',
      ],
      // Any other path of a logged-in user: the session info's call (stores/user.ts getInfo) and
      // antd's toasts and dialogs, which the logged-in screens wait for (layout/FeedbackProvider.tsx).
      '*': ['src/stores/userCalls.ts', 'src/layout/FeedbackHolders.tsx'],
    }),
    // The console's core in a task of its own, after React's and antd's (build/yieldBefore.ts).
    yieldBefore(['core']),
    // Brotli and gzip siblings written at build time: the server sends them as they are (no work per request).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // Each module's share of each chunk (gzip too) for bench/bundle.bench.ts: dist/.vite/stats.json.
    visualizer({ filename: 'dist/.vite/stats.json', template: 'raw-data', gzipSize: true }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: {
      experimental: { lazyBarrel: true },
      // `z` builds the contract's schemas. `genVirtualTable` and `responseImmutable` wrap
      // @rc-component/table's components at their modules' top level; called there unmarked, they kept
      // its virtual grid in every list though no Table draws it (see src/antdLight/NoVirtualTable.tsx).
      treeshake: { manualPureFunctions: ['z', 'genVirtualTable', 'responseImmutable'] },
      output: {
        codeSplitting: {
          // Everything the entry loads before the first screen (every route needs it) in three chunks
          // of about the same size (React, antd, the rest): left to itself the bundler cuts it into ~35
          // files, each gzipped alone and fetched apart; in one file it came on one of HTTP/1.1's six
          // connections, sharing the line with the route's chunks, last. The entry module stays its
          // own small file so the manifest still names it.
          groups: [
            {
              name: 'core-react',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'core-antd',
              tags: ['$initial'],
              test: /node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/,
              priority: 1,
            },
            {
              name: 'core',
              tags: ['$initial'],
              test: (id) => !/(src\/main\.tsx|index\.html)$/.test(id),
              priority: 1,
            },
            ...firstScreen.groups,
          ],
        },
      },
    },
  },
});
