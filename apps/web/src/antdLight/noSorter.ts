// Stands in for the column sorting of antd's Table (antd/es/table/hooks/useSorter.js): the console's
// lists are sorted on the server and no column sets `sorter`, so the sort headers, their icons and
// tooltips stay out of every list (build/lightImports.ts). A column that sets one fails
// loudly here. The hook answers as antd's does for columns without sorters: the columns as they
// are, no sort state, the rows in their order.

interface Column {
  [prop: string]: unknown;
  sorter?: unknown;
  children?: Column[];
}

function refuseSorters(columns: readonly Column[] | undefined): void {
  for (const column of columns ?? []) {
    if (column.sorter)
      throw new Error('table column sorters are left out of the build (build/lightImports.ts)');
    refuseSorters(column.children);
  }
}

const transformColumns = <C extends Column>(columns: C[]): C[] => {
  refuseSorters(columns);
  return columns;
};
const NO_STATES: never[] = [];
const TITLE_PROPS = { sortColumns: [], sortColumn: undefined, sortOrder: undefined };
const noSorters = () => ({});

export default function useNoSorter() {
  return [transformColumns, NO_STATES, TITLE_PROPS, noSorters] as const;
}

export const getSortData = <R>(data: readonly R[]): R[] => data.slice();
