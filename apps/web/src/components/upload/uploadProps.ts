import type { UploadProps } from 'antd';
import type { RefObject } from 'react';

/* Shared by the stand-in (LazyUpload.tsx) and the chunk it loads (antdUpload.tsx), which imports no stand-in. */

/** What beforeUpload returns to keep a file out of antd's list (its Upload.LIST_IGNORE, which lives in the chunk). */
export const IGNORE = Symbol('ignore');

export interface LazyUploadProps extends Omit<UploadProps, 'beforeUpload'> {
  beforeUpload?: (
    ...args: Parameters<NonNullable<UploadProps['beforeUpload']>>
  ) =>
    | ReturnType<NonNullable<UploadProps['beforeUpload']>>
    | typeof IGNORE
    | Promise<Awaited<ReturnType<NonNullable<UploadProps['beforeUpload']>>> | typeof IGNORE>;
  /** antd's Upload.Dragger: a drop zone around the children. */
  dragger?: boolean;
}

/** Files dropped on the stand-in, for the real drop zone to take once it is there. */
export type EarlyDrops = RefObject<File[]>;
