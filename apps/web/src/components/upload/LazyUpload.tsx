import { theme } from 'antd';
import { type ReactNode, useRef } from 'react';
import { lazyPart } from '../lazyPart';
import type { EarlyDrops, LazyUploadProps } from './uploadProps';

/**
 * antd's Upload (with its file list and progress, ~15 KB gzip) fetched with the screen instead of in
 * its code: the fetch starts when this module runs, and until it lands the children (the button) are
 * shown as they will be, without the file input.
 */
const Real = lazyPart<LazyUploadProps & { early: EarlyDrops }>(() => import('./antdUpload'), {
  eager: true,
  fallback: ({ dragger, early, children }) =>
    dragger ? <DropZone early={early}>{children}</DropZone> : children,
});

/**
 * The drop zone's frame until the code lands (its look comes with antd's Upload). A file dropped on
 * it is kept for the real one: without this the browser would open the file in place of the console.
 */
function DropZone({ children, early }: { children: ReactNode; early: EarlyDrops }) {
  const { token } = theme.useToken();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only a drop target for a moment; the real zone (a keyboard-operable button) replaces it when its code lands.
    <div
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        early.current.push(...Array.from(e.dataTransfer.files));
      }}
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
  const early = useRef<File[]>([]);
  return <Real {...props} early={early} />;
}
