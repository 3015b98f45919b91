import type { CSSObject } from '@ant-design/cssinjs';

/**
 * Stands in for the parts of antd's Table style (antd/es/table/style/index.js) for what no console
 * table draws: column filter menus and sort headers (the lists filter and sort on the server; see
 * NoColumnFilter.tsx, noSorter.ts), virtual and sticky bodies, right-to-left layout (expandable
 * rows keep antd's rules: the lists fold their columns into a row's expansion on a phone). Their
 * rules would be generated and injected with every list (build/lightImports.ts).
 */
export default function noTableStyle(): CSSObject {
  return {};
}
