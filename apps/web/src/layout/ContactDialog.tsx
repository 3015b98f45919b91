import { CONTACT_KEYS } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Spin, Typography } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { helpApi } from '../api/help';
import { useTranslation } from '../i18n/useTranslation';

export const CONTACT_QUERY_KEY = ['help', 'contact'] as const;

/** Who to contact (set by the admin), the support hours, and the warning that staff never ask for passwords (spec 1). */
export default function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const contact = useQuery({ queryKey: CONTACT_QUERY_KEY, queryFn: helpApi.contact, enabled: open });
  const data = contact.data;
  return (
    <Modal title={t('contact.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert type="warning" showIcon title={t('contact.passwordWarning')} style={{ marginBottom: 16 }} />
      {contact.isPending ? (
        <Spin />
      ) : contact.isError || !data ? (
        <Typography.Text type="secondary">{t('contact.unavailable')}</Typography.Text>
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          data-testid="contact-list"
          items={[
            ...CONTACT_KEYS.filter((key) => data[key]).map((key) => ({
              key,
              label: t(`contact.${key}`),
              children: <Typography.Text copyable>{data[key]}</Typography.Text>,
            })),
            { key: 'hours', label: t('contact.hours'), children: `${data.hoursStart}-${data.hoursEnd}` },
          ]}
        />
      )}
      {data && CONTACT_KEYS.every((key) => !data[key]) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('contact.noneSet')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
