import {
  CONSUME_TYPE_LABELS,
  CONSUME_TYPES,
  type ConsumeQueryBody,
  type ConsumeRecord,
  type ConsumeType,
  PRICE_LABELS,
  translate,
} from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { financeApi } from '../../api/finance';
import ListPage from '../../components/list/ListPage';
import { usePagedList } from '../../components/list/usePagedList';
import { PRICES_KEY } from '../../components/PriceTable';
import { priceText } from '../../components/priceText';
import { currentLang } from '../../i18n';
import { useUserStore } from '../../stores/user';
import RecordFilters from './RecordFilters';
import { recordColumns } from './recordColumns';

const typeLabel = (type: ConsumeType) => translate(CONSUME_TYPE_LABELS[type], currentLang());

/** Consumption details (/user/consume): what the points were spent on, with the price table for reference. */
export default function ConsumePage() {
  const { t } = useTranslation();
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  const prices = useQuery({
    queryKey: PRICES_KEY,
    queryFn: financeApi.prices,
    staleTime: 300_000,
  });
  const list = usePagedList<ConsumeQueryBody, ConsumeRecord>({
    key: ['finance', 'consumption'],
    fetch: financeApi.consumption,
  });

  const columns: ColumnsType<ConsumeRecord> = [
    ...recordColumns.head<ConsumeRecord>(t, isAdmin),
    {
      key: 'type',
      title: t('finance.type'),
      dataIndex: 'type',
      render: (v: ConsumeType) => <Tag>{typeLabel(v)}</Tag>,
    },
    recordColumns.points<ConsumeRecord>('quantity', t('finance.quantity')),
    recordColumns.points<ConsumeRecord>('unitPrice', t('finance.unitPrice')),
    recordColumns.points<ConsumeRecord>('total', t('finance.total')),
    recordColumns.points<ConsumeRecord>('balance', t('finance.balanceAfter')),
    recordColumns.remark<ConsumeRecord>(t),
  ];

  const priceList = prices.data && prices.data.length > 0 && (
    <Typography.Paragraph type="secondary" data-testid="price-list">
      {t('finance.currentPrices')}{' '}
      {prices.data
        .map((p) =>
          t('finance.priceItem', {
            name: translate(PRICE_LABELS[p.name], currentLang()),
            price: priceText(t, p),
          }),
        )
        .join(t('finance.listSeparator'))}
    </Typography.Paragraph>
  );

  return (
    <ListPage
      title={t('finance.consumeTitle')}
      list={list}
      columns={columns}
      emptyText={t('finance.emptyConsume')}
      selectable={false}
      filters={
        <>
          {priceList}
          <RecordFilters types={CONSUME_TYPES} typeLabel={typeLabel} onSearch={list.search} />
        </>
      }
    />
  );
}
