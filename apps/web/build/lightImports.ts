import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What a stand-in leaves out, as the console's code would ask for it: a prop on a component (by its
 * JSX name; `except` is the one literal value still drawn), a key of a table column object, or a name
 * no code may use at all.
 */
export type Dropped =
  | { prop: string; on: readonly string[]; except?: string }
  | { column: readonly string[] }
  | { name: readonly string[] };

export interface LightImport {
  /** The module inside node_modules that imports `source`. */
  importer: string;
  source: string;
  /** What it gets instead: a package path, or a file of this app (`./src/…`). */
  to: string;
  drops?: Dropped;
}

/**
 * Imports inside antd that bring far more than they use to every page's first load (the entry, through
 * ConfigProvider, Button and Input), each sent to a module holding only what is used. The build fails
 * when antd no longer makes one of them, so the list cannot go stale unnoticed (docs/decisions.md).
 * A stand-in that leaves a feature out says which (`drops`), and `droppedUses.test.ts` fails when the
 * console's code asks for it: dev and the tests run antd whole, so that check is what keeps the built
 * console the same program as theirs.
 */
export const LIGHT_IMPORTS: readonly LightImport[] = [
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
    drops: { column: ['filters', 'filterDropdown', 'filteredValue', 'defaultFilteredValue', 'onFilter'] },
  },
  // Column sorting (sort headers, their icons and tooltips); the lists sort on the server.
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './hooks/useSorter',
    to: './src/antdLight/noSorter.ts',
    drops: { column: ['sorter', 'sortOrder', 'defaultSortOrder', 'sortDirections'] },
  },
  // The virtual body (@rc-component/table's grid), drawn only for a Table with `virtual`.
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './RcTable/VirtualTable',
    to: './src/antdLight/NoVirtualTable.tsx',
    drops: { prop: 'virtual', on: ['Table', 'LazyTable'] },
  },
  // The virtual grid's list, which its top-level `List.displayName = …` kept in every table (and
  // with it the Select's chunk, where the list lived).
  {
    importer: '@rc-component/table/es/VirtualTable/BodyGrid.js',
    source: '@rc-component/virtual-list',
    to: './src/antdLight/NoVirtualTable.tsx',
    drops: { prop: 'virtual', on: ['Table', 'LazyTable'] },
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
    drops: { prop: 'sticky', on: ['Table', 'LazyTable'] },
  },
  // The table style's rules for what no console table draws (src/antdLight/noTableStyle.ts). The
  // expandable rows' rules stay: the lists fold columns into a row's expansion below 992 px.
  ...(
    [
      ['./filter', { column: ['filters', 'filterDropdown'] }],
      ['./sorter', { column: ['sorter'] }],
      ['./virtual', { prop: 'virtual', on: ['Table', 'LazyTable'] }],
      ['./sticky', { prop: 'sticky', on: ['Table', 'LazyTable'] }],
      ['./rtl', { prop: 'direction', on: ['ConfigProvider'] }],
    ] as const
  ).map(([source, drops]) => ({
    importer: 'antd/es/table/style/index.js',
    source,
    to: './src/antdLight/noTableStyle.ts',
    drops,
  })),
  // Typography's in-place editing (with antd's TextArea); no console text is edited in place.
  {
    importer: 'antd/es/typography/Base/index.js',
    source: '../Editable',
    to: './src/antdLight/NoTypographyEditing.tsx',
    drops: {
      prop: 'editable',
      on: ['Text', 'Paragraph', 'Title', 'Typography.Text', 'Typography.Paragraph', 'Typography.Title'],
    },
  },
  // The Skeleton a Modal or Drawer draws while `loading`; no console dialog sets it.
  ...['antd/es/modal/Modal.js', 'antd/es/drawer/DrawerPanel.js'].map((importer) => ({
    importer,
    source: '../skeleton',
    to: './src/antdLight/NoLoadingSkeleton.tsx',
    drops: { prop: 'loading', on: ['Modal', 'Drawer'] },
  })),
  // The pager of a List with `pagination`; no console List pages.
  {
    importer: 'antd/es/list/index.js',
    source: '../pagination',
    to: './src/antdLight/NoListPagination.tsx',
    drops: { prop: 'pagination', on: ['List'] },
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
    drops: { name: ['CheckableTag', 'CheckableTagGroup'] },
  })),
  // Progress's circle and steps shapes; the console draws line bars only.
  {
    importer: 'antd/es/progress/progress.js',
    source: './Circle',
    to: './src/antdLight/NoProgressShape.tsx',
    drops: { prop: 'type', on: ['Progress'], except: 'line' },
  },
  {
    importer: 'antd/es/progress/progress.js',
    source: './Steps',
    to: './src/antdLight/NoProgressShape.tsx',
    drops: { prop: 'steps', on: ['Progress'] },
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
    drops: { prop: 'tooltip', on: ['ConfigProvider'] },
  },
];

/** Sends each of LIGHT_IMPORTS to its stand-in in the build; fails the build when one no longer applies. */
export function lightImports(): Plugin {
  const made = new Set<LightImport>();
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
      if (light.to.startsWith('.')) return resolve(import.meta.dirname, '..', light.to);
      return this.resolve(light.to, importer, { skipSelf: true });
    },
    buildEnd(error) {
      const stale = LIGHT_IMPORTS.filter((l) => !made.has(l));
      if (!error && stale.length)
        this.error(`antd no longer imports these; update LIGHT_IMPORTS: ${JSON.stringify(stale)}`);
    },
  };
}
