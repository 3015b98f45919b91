/**
 * Stands in for antd's tooltip UniqueProvider in the build (build/lightImports.ts): antd's
 * ConfigProvider renders it only with `tooltip.unique`, which the console does not set, and it would
 * bring all of @rc-component/trigger to every page's first load. Set that option, and this says so.
 */
export default function NoUniqueTooltip(): never {
  throw new Error(
    "ConfigProvider's tooltip.unique needs antd's UniqueProvider: take it out of LIGHT_IMPORTS in build/lightImports.ts",
  );
}
