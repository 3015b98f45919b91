import { Descriptions, theme } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { toThousands } from '../../../../utils/number';
import QuotePending from '../QuotePending';
import type { QuoteState } from '../useTaskQuote';

/**
 * The quote of a fan collection: the points held for the target (every
 * started hundred of fans), charged for what is collected, the rest released.
 */
export default function GatherCost({ quote }: { quote: QuoteState }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const q = quote.data;
  if (!q) return <QuotePending loading={quote.loading} />;
  const line = q.lines[0];
  return (
    <div data-testid="task-cost" aria-busy={quote.loading}>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          {
            key: 'held',
            label: t('resources.gather.held'),
            children: <strong data-testid="task-cost-points">{toThousands(q.points)}</strong>,
          },
          {
            key: 'price',
            label: t('resources.gather.price'),
            children: t('resources.gather.pricePer', { points: line?.unit ?? 0 }),
          },
          {
            key: 'balance',
            label: t('tasks.cost.balance'),
            children: (
              <span data-testid="task-cost-balance">
                {toThousands(q.balance)} → {toThousands(q.balanceAfter)}
              </span>
            ),
          },
        ]}
      />
      <div style={{ marginTop: 8, color: token.colorTextSecondary }}>{t('resources.gather.targetHint')}</div>
    </div>
  );
}
