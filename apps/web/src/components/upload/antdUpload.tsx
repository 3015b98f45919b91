import { Upload, type UploadProps } from 'antd';
import { IGNORE, type LazyUploadProps } from './LazyUpload';

type Answer = Awaited<ReturnType<NonNullable<UploadProps['beforeUpload']>>>;

/** antd's Upload, in a chunk of its own (see LazyUpload.tsx); IGNORE becomes antd's LIST_IGNORE here. */
export default function UploadField({ beforeUpload, dragger, ...props }: LazyUploadProps) {
  const before: UploadProps['beforeUpload'] = beforeUpload
    ? (file, list) => {
        const answer = beforeUpload(file, list);
        const ignored = (a: unknown) => (a === IGNORE ? Upload.LIST_IGNORE : a) as Answer;
        return answer instanceof Promise ? answer.then(ignored) : ignored(answer);
      }
    : undefined;
  const Field = dragger ? Upload.Dragger : Upload;
  return <Field {...props} beforeUpload={before} />;
}
