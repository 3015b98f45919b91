// Stands in for antd's Tree in the table's column filter menu (antd/es/table/hooks/useFilter/
// FilterDropdown.js), drawn only for a column with `filterMode: 'tree'`. The console's lists filter
// in their filter bar and no column sets that mode, so the Tree and @rc-component/tree (25 KB gzip)
// stay out of every list (vite.config.ts, LIGHT_IMPORTS). A column that sets it fails loudly here.
export default function NoTreeFilter(): never {
  throw new Error("table column filterMode 'tree' is left out of the build (vite.config.ts LIGHT_IMPORTS)");
}
