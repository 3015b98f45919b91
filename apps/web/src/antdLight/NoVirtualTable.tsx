// Stands in for antd's virtual Table body (antd/es/table/RcTable/VirtualTable.js), for the virtual
// list of @rc-component/table's grid (VirtualTable/BodyGrid.js, whose List a top-level `displayName`
// kept in every table though nothing draws it), both drawn only for a Table with `virtual`, and for
// the sticky scroll bar (stickyScrollBar.js), drawn only for a Table with `sticky`. The console's
// lists page on the server (at most 200 rows) and none sets either, so that code stays out of every
// list (build/lightImports.ts). A Table that sets one fails loudly here.
export default function NoVirtualTable(): never {
  throw new Error('virtual and sticky tables are left out of the build (build/lightImports.ts)');
}
