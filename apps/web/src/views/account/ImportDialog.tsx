import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { acceptOf, type ImportReport, takesName, UPLOAD_LIMITS } from '@reelfleet/contract';
import { Alert, Button, Flex, Form, Spin, Upload } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { useState } from 'react';
import { accountsApi } from '../../api/account';
import { ApiError, type RequestOptions } from '../../api/request';
import type { FleetTagKind } from '../../api/tags';
import { label } from '../../components/fleet/format';
import { TagSelect } from '../../components/fleet/pickers';
import { lazyDialog } from '../../components/lazyDialog';
import type { DialogProps } from '../../components/list/FormDialog';
import Text from '../../components/Text';
import { saveFile } from '../../components/tasks/exportFile';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

// The report (its tabs, figures and line tables) is fetched when the server has answered an upload.
const ImportReportView = lazyDialog(
  () => import('./ImportReportView'),
  () => true,
);

/** Spec 5 "Login upload": a .txt name, at most 1 MB; checked here before anything is sent. */
export function txtProblem(file: { name: string; size: number }): string | null {
  if (!takesName('txt', file.name)) return label('account.fileNotTxt');
  if (file.size > UPLOAD_LIMITS.txtBytes) return label('account.fileTooLarge');
  return null;
}

/** Another import of `account|password` lines (the reserve accounts of /resource/account). */
export interface ImportOf {
  title?: string;
  tagKind?: FleetTagKind;
  send?: (file: Blob, labelId: number | null, options?: RequestOptions) => Promise<ImportReport>;
}

/**
 * Imports accounts from a TXT file, one `account|password` a line, optionally
 * tagging them; then shows the server's report (accepted, duplicates, rejected
 * lines with their numbers and reasons).
 */
export default function ImportDialog({
  open,
  onClose,
  onImported,
  title,
  tagKind = 'account',
  send,
}: DialogProps<'onImported'> & ImportOf) {
  // The simulator's sample file belongs to the account list's own import (a trial's accounts).
  const offersSample = !send;
  const sendFile = send ?? accountsApi.upload;
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [labelId, setLabelId] = useState<number | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    setFailure(null);
    setReport(null);
    try {
      const result = await sendFile(file, labelId ?? null, { silent: true });
      setReport(result);
      const counts = {
        accepted: t('accounts.importedCount', { count: result.accepted }),
        duplicates: t('accounts.duplicateLines', { count: result.duplicateCount }),
        rejected: t('accounts.rejectedLines', { count: result.rejectedCount }),
      };
      // Nothing imported is not a success, even when the upload itself went through.
      if (result.accepted > 0) void message.success(t('accounts.importSuccess', counts));
      else void message.warning(t('accounts.importNothing', counts));
      onImported();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') setFailure(error.message);
    } finally {
      setUploading(false);
    }
  };

  const close = () => {
    setReport(null);
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      title={title ?? t('accounts.importTitle')}
      open={open}
      onCancel={close}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Form name="accountImport" layout="vertical">
        <Form.Item label={t('accounts.importTag')}>
          <TagSelect
            kind={tagKind}
            value={labelId}
            onChange={(v) => setLabelId(v ?? undefined)}
            placeholder={t('accounts.tagOptional')}
            aria-label={t('accounts.importTag')}
          />
        </Form.Item>
      </Form>
      <Spin spinning={uploading}>
        <Upload.Dragger
          accept={acceptOf('txt')}
          multiple={false}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            const problem = txtProblem(file);
            if (problem) setFailure(problem);
            else void upload(file);
            // The file goes through the request layer, not antd's own uploader.
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('accounts.importDrop')}</p>
          <p className="ant-upload-hint">{t('accounts.importHint')}</p>
        </Upload.Dragger>
      </Spin>
      {offersSample && (
        <Flex align="center" wrap gap={4} style={{ marginTop: 8 }} data-testid="import-sample">
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void accountsApi.sample().then(saveFile, () => undefined)}
          >
            {t('accounts.sampleDownload')}
          </Button>
          <Text type="secondary">{t('accounts.sampleHint')}</Text>
        </Flex>
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 16 }} />}
      {report && (
        <div style={{ marginTop: 16 }}>
          <ImportReportView report={report} />
        </div>
      )}
    </Modal>
  );
}
