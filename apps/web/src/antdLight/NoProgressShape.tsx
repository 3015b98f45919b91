// Stands in for antd Progress's circle (with dashboard) and steps shapes (antd/es/progress/Circle.js,
// Steps.js): the console draws only line bars (TaskProgressLine, the upload list), so the circle's SVG
// code and its Tooltip stay out of the screens that draw a bar (build/lightImports.ts). A
// Progress with `type="circle"`, `"dashboard"` or `steps` fails loudly here.
export default function NoProgressShape(): never {
  throw new Error('progress circles and steps are left out of the build (build/lightImports.ts)');
}
