import type { PriceItem } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { fetchPrices } from '../api/help';
import { useTranslation } from '../i18n/useTranslation';
import EmptyState from './EmptyState';
import Table from './list/LazyTable';
import { PRICES_KEY, priceName, priceText } from './priceText';

/**
 * The server's price table: each item and its price, then the `more` columns; an honest empty
 * state when it cannot be read (or, with `emptyIsUnavailable`, when it has no rows).
 */
export default function PriceTable({
  more = [],
  emptyIsUnavailable = false,
}: {
  more?: ColumnsType<PriceItem>;
  emptyIsUnavailable?: boolean;
}) {
  const { t } = useTranslation();
  const prices = useQuery({ queryKey: PRICES_KEY, queryFn: fetchPrices });
  if (prices.isError || (emptyIsUnavailable && prices.isSuccess && prices.data.length === 0))
    return <EmptyState description={t('price.unavailable')} />;
  return (
    <Table<PriceItem>
      rowKey="name"
      loading={prices.isPending}
      dataSource={prices.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', title: t('price.item'), render: (_, row) => priceName(row) },
        { key: 'price', title: t('price.price'), render: (_, row) => priceText(t, row) },
        ...more,
      ]}
    />
  );
}
