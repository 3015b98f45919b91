import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { bootShell } from './build/bootShell.ts';
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

/**
 * Imports inside antd that bring far more than they use to every page's first load (the entry, through
 * ConfigProvider, Button and Input), each sent to a module holding only what is used. The build fails
 * when antd no longer makes one of them, so the list cannot go stale unnoticed (docs/decisions.md).
 */
const LIGHT_IMPORTS = [
  // FormProvider from rc-form's index, whose default export's statics keep all of rc-form and
  // async-validator; every Input reads antd's form context.
  {
    importer: 'antd/es/form/context.js',
    source: '@rc-component/form',
    to: '@rc-component/form/es/FormContext.js',
  },
  // rc-input's Input from its index, which also brings TextArea and its autosize code.
  {
    importer: 'antd/es/input/Input.js',
    source: '@rc-component/input',
    to: '@rc-component/input/es/Input.js',
  },
  // isBright from the colour picker's presets, which also bring Collapse and its styles.
  {
    importer: 'antd/es/button/style/token.js',
    source: '../../color-picker/components/ColorPresets',
    to: './src/antdLight/isBright.ts',
  },
  // The same in Tag's styles (the sidebar's hot and new badges are Tags).
  {
    importer: 'antd/es/tag/style/index.js',
    source: '../../color-picker/components/ColorPresets',
    to: './src/antdLight/isBright.ts',
  },
  // toNamePathStr from antd's useForm, which brings rc-form and its validator; Radio.Group names
  // itself with it (the table's selection).
  {
    importer: 'antd/es/radio/group.js',
    source: '../form/hooks/useForm',
    to: './src/antdLight/toNamePathStr.ts',
  },
  // The tree helpers of the table's selection from @rc-component/tree's index (the whole Tree).
  {
    importer: 'antd/es/table/hooks/useSelection.js',
    source: '@rc-component/tree',
    to: './src/antdLight/treeSelection.ts',
  },
  // The column filter menu (Dropdown, Menu, Tree, the search box), drawn only for a column with
  // `filters`; the lists filter in their filter bar.
  {
    importer: 'antd/es/table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    to: './src/antdLight/NoColumnFilter.tsx',
  },
  // Column sorting (sort headers, their icons and tooltips); the lists sort on the server.
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './hooks/useSorter',
    to: './src/antdLight/noSorter.ts',
  },
  // The virtual body (@rc-component/table's grid), drawn only for a Table with `virtual`.
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './RcTable/VirtualTable',
    to: './src/antdLight/NoVirtualTable.tsx',
  },
  // The virtual grid's list, which its top-level `List.displayName = …` kept in every table (and
  // with it the Select's chunk, where the list lived).
  {
    importer: '@rc-component/table/es/VirtualTable/BodyGrid.js',
    source: '@rc-component/virtual-list',
    to: './src/antdLight/NoVirtualTable.tsx',
  },
  // The Select's virtual option list: its options drawn in one plain scrolling box.
  {
    importer: '@rc-component/select/es/OptionList.js',
    source: '@rc-component/virtual-list',
    to: './src/antdLight/PlainOptionList.tsx',
  },
  // The pager's size changer: the browser's own select instead of antd's Select.
  {
    importer: 'antd/es/pagination/Pagination.js',
    source: '../select',
    to: './src/antdLight/PagerSizeSelect.tsx',
  },
  // The table's sticky scroll bar, drawn only for a Table with `sticky` (none is).
  {
    importer: '@rc-component/table/es/Table.js',
    source: './stickyScrollBar',
    to: './src/antdLight/NoVirtualTable.tsx',
  },
  // The table style's rules for what no console table draws (src/antdLight/noTableStyle.ts).
  ...['./filter', './sorter', './virtual', './sticky', './expand', './rtl'].map((source) => ({
    importer: 'antd/es/table/style/index.js',
    source,
    to: './src/antdLight/noTableStyle.ts',
  })),
  // Typography's in-place editing (with antd's TextArea); no console text is edited in place.
  {
    importer: 'antd/es/typography/Base/index.js',
    source: '../Editable',
    to: './src/antdLight/NoTypographyEditing.tsx',
  },
  // The Skeleton a Modal or Drawer draws while `loading`; no console dialog sets it.
  ...['antd/es/modal/Modal.js', 'antd/es/drawer/DrawerPanel.js'].map((importer) => ({
    importer,
    source: '../skeleton',
    to: './src/antdLight/NoLoadingSkeleton.tsx',
  })),
  // The pager of a List with `pagination`; no console List pages.
  {
    importer: 'antd/es/list/index.js',
    source: '../pagination',
    to: './src/antdLight/NoListPagination.tsx',
  },
  // Space's index in the float button group, which uses only Space.Compact.
  {
    importer: 'antd/es/float-button/FloatButtonGroup.js',
    source: '../space',
    to: './src/antdLight/spaceCompactOnly.ts',
  },
  // Tag's checkable tags, statics of its index; no console tag is checkable.
  ...['./CheckableTag', './CheckableTagGroup'].map((source) => ({
    importer: 'antd/es/tag/index.js',
    source,
    to: './src/antdLight/NoCheckableTag.tsx',
  })),
  // Progress's circle and steps shapes; the console draws line bars only.
  {
    importer: 'antd/es/progress/progress.js',
    source: './Circle',
    to: './src/antdLight/NoProgressShape.tsx',
  },
  {
    importer: 'antd/es/progress/progress.js',
    source: './Steps',
    to: './src/antdLight/NoProgressShape.tsx',
  },
  // The badge of a float button from Badge's index, whose Ribbon comes along (the layout's
  // back-to-top and help buttons).
  {
    importer: 'antd/es/float-button/FloatButton.js',
    source: '../badge',
    to: 'antd/es/badge/Badge.js',
  },
  // The tooltip UniqueProvider (all of @rc-component/trigger), rendered only with `tooltip.unique`.
  {
    importer: 'antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    to: './src/antdLight/NoUniqueTooltip.tsx',
  },
];

function lightImports(): Plugin {
  const made = new Set<(typeof LIGHT_IMPORTS)[number]>();
  return {
    name: 'reelfleet-light-antd-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const light = LIGHT_IMPORTS.find(
        (l) => l.source === source && importer?.endsWith(`node_modules/${l.importer}`),
      );
      if (!light) return;
      made.add(light);
      if (light.to.startsWith('.')) return fileURLToPath(new URL(light.to, import.meta.url));
      return this.resolve(light.to, importer, { skipSelf: true });
    },
    buildEnd(error) {
      const stale = LIGHT_IMPORTS.filter((l) => !made.has(l));
      if (!error && stale.length)
        this.error(`antd no longer imports these; update LIGHT_IMPORTS: ${JSON.stringify(stale)}`);
    },
  };
}

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
