import type { UploadProps } from 'antd';
import { lazy, Suspense } from 'react';

/** What beforeUpload returns to keep a file out of antd's list (its Upload.LIST_IGNORE, which lives in the chunk). */
export const IGNORE = Symbol('ignore');

export interface LazyUploadProps extends Omit<UploadProps, 'beforeUpload'> {
  beforeUpload?: (
    ...args: Parameters<NonNullable<UploadProps['beforeUpload']>>
  ) => ReturnType<NonNullable<UploadProps['beforeUpload']>> | typeof IGNORE;
}

/**
 * antd's Upload (with its file list and progress, ~15 KB gzip) fetched with the screen instead of in
 * its code: the fetch starts when this module runs, and until it lands the children (the button) are
 * shown as they will be, without the file input.
 */
const upload = () => import('./antdUpload');
const Real = lazy(upload);
void upload();

export function Upload(props: LazyUploadProps) {
  return (
    <Suspense fallback={props.children}>
      <Real {...props} />
    </Suspense>
  );
}
