// Stands in for antd Typography's in-place editing (antd/es/typography/Editable.js), drawn only for a
// Typography with `editable`: no console text is edited in place (forms edit), and it brought antd's
// TextArea to every screen with a Typography (build/lightImports.ts). A Typography that sets
// `editable` fails loudly here.
export default function NoTypographyEditing(): never {
  throw new Error("Typography's editable is left out of the build (build/lightImports.ts)");
}
