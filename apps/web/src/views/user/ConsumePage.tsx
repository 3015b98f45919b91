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
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { financeApi } from '../../api/finance';
import ListPagination from '../../components/ListPagination';
import PageContainer from '../../components/PageContainer';
import { priceText } from '../../components/priceText';
import { currentLang } from '../../i18n';
import { useUserStore } from '../../stores/user';
import { toThousands } from '../../utils/number';
import RecordFilters from './RecordFilters';
import { useRecords } from './useRecords';

const typeLabel = (type: ConsumeType) => translate(CONSUME_TYPE_LABELS[type], currentLang());

/** Consumption details (/user/consume): what the points were spent on, with the price table for reference. */
export default function ConsumePage() {
  const { t } = useTranslation();
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  const prices = useQuery({
    queryKey: ['finance', 'prices'],
    queryFn: financeApi.prices,
    staleTime: 300_000,
  });
  const { query, page, setPage, search } = useRecords<ConsumeQueryBody, ConsumeRecord>(
    'consumption',
    financeApi.consumption,
    {},
  );

  const columns: ColumnsType<ConsumeRecord> = [
    {
      key: 'time',
      title: t('finance.time'),
      dataIndex: 'time',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
      width: 170,
    },
    ...(isAdmin ? [{ key: 'username', title: t('finance.user'), dataIndex: 'username' }] : []),
    {
      key: 'type',
      title: t('finance.type'),
      dataIndex: 'type',
      render: (v: ConsumeType) => <Tag>{typeLabel(v)}</Tag>,
    },
    {
      key: 'quantity',
      title: t('finance.quantity'),
      dataIndex: 'quantity',
      align: 'right',
      render: (v: number) => toThousands(v),
    },
    {
      key: 'unitPrice',
      title: t('finance.unitPrice'),
      dataIndex: 'unitPrice',
      align: 'right',
      render: (v: number) => toThousands(v),
    },
    {
      key: 'total',
      title: t('finance.total'),
      dataIndex: 'total',
      align: 'right',
      render: (v: number) => toThousands(v),
    },
    {
      key: 'balance',
      title: t('finance.balanceAfter'),
      dataIndex: 'balance',
      align: 'right',
      render: (v: number) => toThousands(v),
    },
    {
      key: 'remark',
      title: t('finance.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (v: string) => v || '—',
    },
  ];

  return (
    <PageContainer title={t('finance.consumeTitle')}>
      {prices.data && prices.data.length > 0 && (
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
      )}
      <RecordFilters types={CONSUME_TYPES} typeLabel={typeLabel} onSearch={search} />
      <Table<ConsumeRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('finance.emptyConsume') }}
      />
      <ListPagination {...page} total={query.data?.total ?? 0} onChange={setPage} />
    </PageContainer>
  );
}
