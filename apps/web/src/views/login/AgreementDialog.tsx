import { Button, theme } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  open: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** The service agreement a new user must accept before registering (spec 2). */
export default function AgreementDialog({ open, onAccept, onClose }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const sections = t('register.agreement.sections', { returnObjects: true }) as unknown;
  const paragraphs = Array.isArray(sections) ? (sections as string[]) : [];
  return (
    <Modal
      open={open}
      title={t('register.agreement.title')}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="decline" onClick={onClose}>
          {t('register.agreement.decline')}
        </Button>,
        <Button key="accept" type="primary" onClick={onAccept}>
          {t('register.agreement.accept')}
        </Button>,
      ]}
    >
      <div data-testid="agreement-text">
        <p style={{ color: token.colorTextSecondary, marginTop: 0 }}>{t('register.agreement.intro')}</p>
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {paragraphs.map((text) => (
            <li key={text} style={{ marginBottom: 8 }}>
              {text}
            </li>
          ))}
        </ol>
      </div>
    </Modal>
  );
}
