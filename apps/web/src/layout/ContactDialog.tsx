import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_HANDLES, CONTACT_KEYS, SUPPORT_HOURS } from '../config/contact';

/** Who to contact, the support hours, and the warning that staff never ask for passwords (spec 1). */
export default function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('contact.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert type="warning" showIcon title={t('contact.passwordWarning')} style={{ marginBottom: 16 }} />
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          ...CONTACT_KEYS.map((key) => ({
            key,
            label: t(`contact.${key}`),
            children: CONTACT_HANDLES[key] ? (
              <Typography.Text copyable>{CONTACT_HANDLES[key]}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('contact.notConfigured')}</Typography.Text>
            ),
          })),
          { key: 'hours', label: t('contact.hours'), children: SUPPORT_HOURS },
        ]}
      />
    </Modal>
  );
}
