// What antd's table selection (antd/es/table/hooks/useSelection.js) takes from @rc-component/tree, from
// the files that hold it: the package's index also brings the Tree component (18 KB gzip with antd's
// tree), which every list's table would carry for these helpers (build/lightImports.ts).
// treeSelection.test.ts holds arrAdd and arrDel to the package's own.
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';

export function arrDel<T>(list: T[] | undefined, value: T): T[] {
  return (list ?? []).filter((item, index, all) => index !== all.indexOf(value) || item !== value);
}

export function arrAdd<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list ?? []).slice();
  if (!clone.includes(value)) clone.push(value);
  return clone;
}
