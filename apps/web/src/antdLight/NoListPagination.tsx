// Stands in for the pager antd's List draws under its items with `pagination` (antd/es/list/index.js): the
// console's Lists (the upload queue, the conversation, the message box) show what they hold without one,
// and it brought antd's Pagination to dialogs and drawers with no table (build/lightImports.ts). A List
// that sets `pagination` fails loudly here.
export default function NoListPagination(): never {
  throw new Error("List's pagination is left out of the build (build/lightImports.ts)");
}
