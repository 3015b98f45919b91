import { InboxOutlined } from '@ant-design/icons';
import { acceptOf, takesMime, takesName, translate, UPLOAD_LIMITS } from '@reelfleet/contract';
import { Alert } from 'antd';
import { Upload } from '../../components/upload/LazyUpload';
import { IGNORE } from '../../components/upload/uploadProps';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { type LoginFile, parseLoginText } from './loginAccounts';

const SHOWN_REJECTED = 5;

/** A login TXT (spec 5: TXT only, 1 MB, account|password lines), checked in the browser, and what it holds. */
export default function LoginFileField({
  file,
  onChange,
}: {
  file: LoginFile | null;
  onChange: (file: LoginFile | null) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = useFeedback();

  const pickFile = async (picked: File) => {
    if (!takesName('txt', picked.name) || (picked.type && !takesMime('txt', picked.type))) {
      void message.error(t('tasks.upload.txtOnly'));
      return IGNORE;
    }
    if (picked.size > UPLOAD_LIMITS.txtBytes) {
      void message.error(t('tasks.upload.tooLarge', { mb: UPLOAD_LIMITS.txtBytes / 1024 / 1024 }));
      return IGNORE;
    }
    onChange({ file: picked, ...parseLoginText(await picked.text()) });
    return false;
  };

  return (
    <>
      <Upload
        dragger
        accept={acceptOf('txt')}
        maxCount={1}
        beforeUpload={pickFile}
        onRemove={() => onChange(null)}
        fileList={file ? [{ uid: 'txt', name: file.file.name, status: 'done' }] : []}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('tasks.upload.drop')}</p>
        <p className="ant-upload-hint">
          {t('tasks.upload.hint', { mb: UPLOAD_LIMITS.txtBytes / 1024 / 1024 })}
        </p>
      </Upload>
      {file && (
        <Alert
          style={{ marginTop: 12 }}
          type={file.accounts.length ? (file.rejected.length ? 'warning' : 'info') : 'error'}
          showIcon
          data-testid="login-file"
          title={t('tasks.upload.summary', {
            accounts: t('tasks.upload.accountsToLogIn', { count: file.accounts.length }),
            rejected: t('tasks.upload.linesRejected', { count: file.rejected.length }),
          })}
          description={
            file.rejected.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {file.rejected.slice(0, SHOWN_REJECTED).map((r) => (
                  <li key={r.line}>
                    {t('tasks.line', { n: r.line })}: {translate(r.reason, lang, { max: r.max })}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
    </>
  );
}
