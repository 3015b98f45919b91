import { PRODUCT_TITLE } from '@reelfleet/contract';
import { Typography } from 'antd';
import PageContainer from '../../components/PageContainer';
import { useTranslation } from '../../i18n/useTranslation';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.helpAbout')}>
      <Typography.Title level={5}>{PRODUCT_TITLE}</Typography.Title>
      <Typography.Paragraph>{t('about.description')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('about.scope')}</Typography.Paragraph>
    </PageContainer>
  );
}
