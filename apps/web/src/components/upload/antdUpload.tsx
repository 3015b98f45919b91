import { Upload, type UploadProps } from 'antd';
import type { UploadRef } from 'antd/es/upload';
import { useEffect, useRef } from 'react';
import { type EarlyDrops, IGNORE, type LazyUploadProps } from './uploadProps';

type Answer = Awaited<ReturnType<NonNullable<UploadProps['beforeUpload']>>>;

/** antd's Upload, in a chunk of its own (see LazyUpload.tsx); IGNORE becomes antd's LIST_IGNORE here. */
export default function UploadField({
  beforeUpload,
  dragger,
  early,
  ...props
}: LazyUploadProps & { early?: EarlyDrops }) {
  const ref = useRef<UploadRef>(null);
  // What was dropped on the stand-in is dropped again here, so it goes through the same checks
  // (accept, beforeUpload, multiple) as a file dropped now.
  useEffect(() => {
    const files = early?.current.splice(0) ?? [];
    const target = ref.current?.nativeElement?.querySelector('[role="button"]');
    if (!files.length || !target) return;
    const dataTransfer = new DataTransfer();
    for (const file of files) dataTransfer.items.add(file);
    target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
  }, [early]);
  const before: UploadProps['beforeUpload'] = beforeUpload
    ? (file, list) => {
        const answer = beforeUpload(file, list);
        const ignored = (a: unknown) => (a === IGNORE ? Upload.LIST_IGNORE : a) as Answer;
        return answer instanceof Promise ? answer.then(ignored) : ignored(answer);
      }
    : undefined;
  const Field = dragger ? Upload.Dragger : Upload;
  return <Field {...props} ref={ref} beforeUpload={before} />;
}
