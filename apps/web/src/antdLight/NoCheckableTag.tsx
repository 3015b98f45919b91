// Stands in for antd Tag's checkable tags (antd/es/tag/CheckableTag.js, CheckableTagGroup.js), which
// Tag's index attaches as statics: the console's tags are labels (the sidebar's hot and new badges,
// the lists' tags), none is checkable, and they came with the layout (build/lightImports.ts).
// A `Tag.CheckableTag` or `Tag.CheckableTagGroup` fails loudly here.
export default function NoCheckableTag(): never {
  throw new Error('checkable tags are left out of the build (build/lightImports.ts)');
}
