// Stands in for the Skeleton antd's Modal and Drawer draw in place of their body while `loading`
// (antd/es/modal/Modal.js, antd/es/drawer/DrawerPanel.js): the console's dialogs show their own
// spinner until their code and data land (lazyDialog) and never set `loading`, so Skeleton stays
// out of every dialog (build/lightImports.ts). A Modal or Drawer that sets it fails loudly here.
export default function NoLoadingSkeleton(): never {
  throw new Error("a loading Modal's or Drawer's skeleton is left out of the build (build/lightImports.ts)");
}
