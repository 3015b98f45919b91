import { InboxOutlined } from '@ant-design/icons';
import {
  acceptOf,
  MATERIAL_FILE_KIND,
  MATERIAL_MAX_BYTES,
  MATERIAL_STATUS_POLL_MS,
  MATERIAL_UPLOAD_BATCH_MAX,
  type MediaType,
  takesMime,
  takesName,
} from '@reelfleet/contract';
import { Alert, Button, Form, List, Progress } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { useRef, useState } from 'react';
import { materialsApi, UploadError, uploadMaterial } from '../../api/material';
import { label } from '../../components/fleet/format';
import type { DialogProps } from '../../components/list/FormDialog';
import Text from '../../components/Text';
import { Upload } from '../../components/upload/LazyUpload';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { formatSize } from '../../utils/number';
import MaterialFields, { labelOf, type MaterialFieldValues } from './MaterialFields';
import { capturePoster } from './poster';

type Values = MaterialFieldValues;
type State = 'waiting' | 'uploading' | 'processing' | 'ready' | 'failed';
interface Row {
  uid: string;
  file: File;
  state: State;
  percent: number;
  message?: string;
}

const TOO_LARGE = {
  avatar: 'material.imageTooLarge',
  image: 'material.imageTooLarge',
  video: 'material.videoTooLarge',
} as const;
const WRONG_TYPE = { image: 'material.notImage', video: 'material.notVideo' } as const;

/**
 * Batch upload of images or videos: files of a type the server refuses (a
 * dropped one; the picker offers only its types) or over the limit (2 MB,
 * 100 MB) are filtered out on selection with a message naming each; the rest are sent
 * one after another, each with its progress bar, then their processing
 * status is polled (`uploadStatus`) until ready. A video's poster frame is
 * captured here, where the browser decodes it.
 */
export default function UploadDialog({
  type,
  open,
  onClose,
  onUploaded,
}: DialogProps<'onUploaded'> & { type: MediaType }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [rows, setRows] = useState<Row[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const aborts = useRef<Array<() => void>>([]);
  const max = MATERIAL_MAX_BYTES[type];

  const patch = (uid: string, change: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.uid === uid ? { ...r, ...change } : r)));

  const pick = (file: File, batch: File[]) => {
    // Called once per file; the whole batch is handled at its first file.
    if (batch[0] !== file) return false;
    const kind = MATERIAL_FILE_KIND[type];
    const typed = (f: File) => takesMime(kind, f.type) || takesName(kind, f.name);
    const wrongType = batch.filter((f) => !typed(f)).map((f) => f.name);
    const tooLarge = batch.filter((f) => typed(f) && f.size > max).map((f) => f.name);
    const fits = batch.filter((f) => typed(f) && f.size <= max);
    for (const name of wrongType) void message.error(label(WRONG_TYPE[kind], { file: name }), 6);
    for (const name of tooLarge) void message.error(label(TOO_LARGE[type], { file: name }), 6);
    setRefused((r) => [...r, ...wrongType, ...tooLarge]);
    setRows((current) =>
      [
        ...current,
        ...fits.map((f, i) => ({
          uid: `${Date.now()}-${i}-${f.name}`,
          file: f,
          state: 'waiting' as const,
          percent: 0,
        })),
      ].slice(0, MATERIAL_UPLOAD_BATCH_MAX),
    );
    return false;
  };

  const waitReady = async (row: Row, id: number) => {
    for (;;) {
      const status = await materialsApi.status(id);
      if (status.status !== 'processing') {
        patch(row.uid, { state: status.status, message: status.message ?? undefined });
        return status.status === 'ready';
      }
      await new Promise((r) => setTimeout(r, MATERIAL_STATUS_POLL_MS));
    }
  };

  const start = async () => {
    const values = await form.validateFields();
    const waiting = rows.filter((r) => r.state === 'waiting');
    if (waiting.length === 0) {
      void message.warning(t('material.chooseFiles'));
      return;
    }
    setBusy(true);
    let ok = 0;
    for (const row of waiting) {
      patch(row.uid, { state: 'uploading', percent: 0 });
      try {
        const poster = type === 'video' ? await capturePoster(row.file) : null;
        const job = uploadMaterial(
          {
            type,
            name: waiting.length === 1 && values.name?.trim() ? values.name.trim() : undefined,
            subtype: values.subtype!,
            description: values.description || undefined,
            ...labelOf(values),
          },
          row.file,
          poster,
          (percent) => patch(row.uid, { percent }),
        );
        aborts.current.push(job.abort);
        const material = await job.done;
        patch(row.uid, { state: 'processing', percent: 100 });
        if (await waitReady(row, material.id)) ok++;
      } catch (error) {
        patch(row.uid, {
          state: 'failed',
          message: error instanceof UploadError ? error.message : String(error),
        });
      }
    }
    aborts.current = [];
    setBusy(false);
    if (ok > 0) {
      void message.success(t('material.uploaded', { count: ok }));
      onUploaded();
    }
  };

  const close = () => {
    for (const abort of aborts.current) abort();
    aborts.current = [];
    setRows([]);
    setRefused([]);
    setBusy(false);
    onClose();
  };

  const stateText = (row: Row) =>
    row.state === 'failed' && row.message ? row.message : t(`material.uploadState.${row.state}`);

  return (
    <Modal
      open={open}
      title={t(type === 'video' ? 'material.uploadVideos' : 'material.uploadImages')}
      onCancel={close}
      width={680}
      destroyOnHidden={false}
      footer={[
        <Button key="close" onClick={close}>
          {t('material.close')}
        </Button>,
        <Button key="start" type="primary" loading={busy} onClick={() => void start().catch(() => {})}>
          {t('material.startUpload')}
        </Button>,
      ]}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ tagMode: 'id', subtype: 'original' }}>
        <MaterialFields form={form} nameOptional />
        <Form.Item label={t('material.files')} required>
          <Upload
            dragger
            multiple
            accept={acceptOf(MATERIAL_FILE_KIND[type])}
            showUploadList={false}
            beforeUpload={pick}
            disabled={busy}
            data-testid="material-dropzone"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('material.dropHint')}</p>
            <p className="ant-upload-hint">
              {t(type === 'video' ? 'material.videoLimit' : 'material.imageLimit', {
                max: MATERIAL_UPLOAD_BATCH_MAX,
              })}
            </p>
          </Upload>
        </Form.Item>
      </Form>
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="material-refused"
          style={{ marginBottom: 12 }}
          title={t('material.filteredOut', { count: refused.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {[...new Set(refused)].map((name) => (
                <li key={name}>{label(TOO_LARGE[type], { file: name })}</li>
              ))}
            </ul>
          }
        />
      )}
      {rows.length > 0 && (
        <List
          size="small"
          data-testid="material-upload-list"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item data-testid="material-upload-row" data-state={row.state}>
              <div style={{ width: '100%' }}>
                <Text ellipsis title={row.file.name} style={{ maxWidth: '60%' }}>
                  {row.file.name}
                </Text>{' '}
                <Text type="secondary">{formatSize(row.file.size)}</Text>
                <Progress
                  percent={row.percent}
                  size="small"
                  status={row.state === 'failed' ? 'exception' : row.state === 'ready' ? 'success' : 'active'}
                />
                <Text type={row.state === 'failed' ? 'danger' : 'secondary'}>{stateText(row)}</Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
