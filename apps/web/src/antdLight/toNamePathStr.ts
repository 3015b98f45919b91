// antd's toNamePathStr (antd/es/form/hooks/useForm.js), for Radio.Group's default name: that module
// also brings rc-form's useForm and its validator (14.5 KB gzip), which every list's table (its
// selection uses Radio) would carry for this one function (build/lightImports.ts).
// toNamePathStr.test.ts holds it to antd's own.
import { toArray } from 'antd/es/form/util';

export const toNamePathStr = (name: Parameters<typeof toArray>[0]): string => toArray(name).join('_');
