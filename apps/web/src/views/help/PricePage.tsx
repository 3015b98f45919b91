import { PRICE_LABELS, type PriceItem, translate } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPrices } from '../../api/help';
import EmptyState from '../../components/EmptyState';
import PageContainer from '../../components/PageContainer';
import { priceText } from '../../components/priceText';
import { currentLang } from '../../i18n';

/** Product pricing: the server's price table, or an honest empty state when it cannot be read. */
export default function PricePage() {
  const { t } = useTranslation();
  const prices = useQuery({ queryKey: ['finance', 'prices'], queryFn: fetchPrices });
  const lang = currentLang();
  return (
    <PageContainer title={t('route.helpPrice')}>
      {prices.isError || (prices.isSuccess && prices.data.length === 0) ? (
        <EmptyState description={t('price.unavailable')} />
      ) : (
        <Table<PriceItem>
          rowKey="name"
          loading={prices.isPending}
          dataSource={prices.data ?? []}
          pagination={false}
          columns={[
            {
              title: t('price.item'),
              dataIndex: 'name',
              render: (name: PriceItem['name']) => translate(PRICE_LABELS[name] ?? name, lang),
            },
            {
              title: t('price.price'),
              key: 'price',
              render: (_, row) => priceText(t, row),
            },
          ]}
        />
      )}
    </PageContainer>
  );
}
