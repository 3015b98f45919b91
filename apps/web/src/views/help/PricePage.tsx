import PageContainer from '../../components/PageContainer';
import PriceTable from '../../components/PriceTable';
import { useTranslation } from '../../i18n/useTranslation';

/** Product pricing: the server's price table, or an honest empty state when it cannot be read. */
export default function PricePage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.helpPrice')}>
      <PriceTable emptyIsUnavailable />
    </PageContainer>
  );
}
