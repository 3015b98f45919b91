// Stands in for the column filter menu of antd's Table (antd/es/table/hooks/useFilter/FilterDropdown.js),
// drawn only for a column with `filters` or `filterDropdown`. The console's lists filter in their filter
// bar and no column sets either, so the menu stays out of every list (build/lightImports.ts). A column
// that sets one fails loudly here.
export default function NoColumnFilter(): never {
  throw new Error('table column filters are left out of the build (build/lightImports.ts)');
}

interface FilterOption {
  value: unknown;
  children?: FilterOption[];
}

/** The values of a column's filter options and of their children, depth first (antd's own helper). */
export function flattenKeys(filters: readonly FilterOption[] | undefined): unknown[] {
  return (filters ?? []).flatMap((f) => [f.value, ...flattenKeys(f.children)]);
}
