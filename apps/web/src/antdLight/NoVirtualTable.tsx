// Stands in for antd's virtual Table body (antd/es/table/RcTable/VirtualTable.js), drawn only for a
// Table with `virtual`. The console's lists page on the server (at most 200 rows) and none sets it,
// so @rc-component/table's virtual grid stays out of every list (vite.config.ts, LIGHT_IMPORTS). A
// Table that sets it fails loudly here.
export default function NoVirtualTable(): never {
  throw new Error('virtual tables are left out of the build (vite.config.ts LIGHT_IMPORTS)');
}
