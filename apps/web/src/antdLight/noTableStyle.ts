import type { CSSObject } from '@ant-design/cssinjs';

/**
 * Stands in for the parts of antd's Table style (antd/es/table/style/index.js) for what no console
 * table draws: column filter menus and sort headers (the lists filter and sort on the server; see
 * NoColumnFilter.tsx, noSorter.ts), virtual and sticky bodies, expandable rows, right-to-left
 * layout. Their rules would be generated and injected with every list (vite.config.ts, LIGHT_IMPORTS).
 */
export default function noTableStyle(): CSSObject {
  return {};
}
