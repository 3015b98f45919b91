import { theme, type UploadProps } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';

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

/**
 * antd's Upload (with its file list and progress, ~15 KB gzip) fetched with the screen instead of in
 * its code: the fetch starts when this module runs, and until it lands the children (the button) are
 * shown as they will be, without the file input.
 */
const upload = () => import('./antdUpload');
const Real = lazy(upload);
void upload();

/** The drop zone's frame until the code lands (its look comes with antd's Upload). */
function DropZone({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        border: `${token.lineWidth}px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillAlter,
        padding: token.padding,
        textAlign: 'center',
      }}
    >
      {children}
    </div>
  );
}

export function Upload(props: LazyUploadProps) {
  return (
    <Suspense fallback={props.dragger ? <DropZone>{props.children}</DropZone> : props.children}>
      <Real {...props} />
    </Suspense>
  );
}
