import { Upload, type UploadProps } from 'antd';
import { IGNORE, type LazyUploadProps } from './LazyUpload';

/** antd's Upload, in a chunk of its own (see LazyUpload.tsx); IGNORE becomes antd's LIST_IGNORE here. */
export default function UploadField({ beforeUpload, ...props }: LazyUploadProps) {
  const before: UploadProps['beforeUpload'] = beforeUpload
    ? (file, list) => {
        const answer = beforeUpload(file, list);
        return answer === IGNORE ? Upload.LIST_IGNORE : answer;
      }
    : undefined;
  return <Upload {...props} beforeUpload={before} />;
}
