import {
  CONSUME_TYPE_LABELS,
  CONSUME_TYPES,
  type ConsumeRecord,
  type ConsumeType,
  PRICE_LABELS,
  translate,
} from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { financeApi } from '../../api/finance';
import { countColumn } from '../../components/fleet/columns';
import { PRICES_KEY, priceText } from '../../components/priceText';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import PointsRecordPage from './PointsRecordPage';

const typeLabel = (type: ConsumeType) => translate(CONSUME_TYPE_LABELS[type], currentLang());

/** Consumption details (/user/consume): what the points were spent on, with the price table for reference. */
export default function ConsumePage() {
  const { t } = useTranslation();
  const prices = useQuery({
    queryKey: PRICES_KEY,
    queryFn: financeApi.prices,
    staleTime: 300_000,
  });

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
    <PointsRecordPage<ConsumeType, ConsumeRecord>
      title={t('finance.consumeTitle')}
      emptyText={t('finance.emptyConsume')}
      name="consumption"
      fetch={financeApi.consumption}
      types={CONSUME_TYPES}
      typeLabel={typeLabel}
      intro={priceList}
      columns={[
        {
          key: 'type',
          title: t('finance.type'),
          dataIndex: 'type',
          render: (v: ConsumeType) => <Tag>{typeLabel(v)}</Tag>,
        },
        countColumn('quantity', t('finance.quantity')),
        countColumn('unitPrice', t('finance.unitPrice')),
        countColumn('total', t('finance.total')),
      ]}
    />
  );
}
