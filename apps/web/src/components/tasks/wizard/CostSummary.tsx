import { PRICE_LABELS, type QuoteLine } from '@reelfleet/contract';
import { Flex, Table, theme } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { toThousands } from '../../../utils/number';
import { label } from '../../fleet/format';
import QuotePending from './QuotePending';
import type { QuoteState } from './useTaskQuote';

/**
 * The server's quote of the task (POST /task/info/quote): actions by price,
 * the points held on submission against the balance (docs/architecture.md "Points ledger": held
 * now, charged per success, the rest released at the end). Nothing is
 * computed here; a short balance is one of the quote's problems.
 */
export default function CostSummary({ quote }: { quote: QuoteState }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const q = quote.data;
  if (!q) return <QuotePending loading={quote.loading} />;
  return (
    <div data-testid="task-cost" aria-busy={quote.loading}>
      <Table<QuoteLine>
        size="small"
        rowKey="price"
        pagination={false}
        dataSource={q.lines}
        columns={[
          { key: 'action', title: t('tasks.cost.item'), render: (_v, l) => label(PRICE_LABELS[l.price]) },
          {
            key: 'quantity',
            title: t('tasks.cost.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: toThousands,
          },
          {
            key: 'unit',
            title: t('tasks.cost.unit'),
            dataIndex: 'unit',
            align: 'right',
            render: toThousands,
          },
          {
            key: 'points',
            title: t('tasks.cost.points'),
            dataIndex: 'points',
            align: 'right',
            render: toThousands,
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('tasks.cost.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {toThousands(q.actions)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
            <Table.Summary.Cell index={3} align="right">
              <strong data-testid="task-cost-points">{toThousands(q.points)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8, color: token.colorTextSecondary }}>
        <span>{t('tasks.cost.howCharged')}</span>
        <span data-testid="task-cost-balance">
          {t('tasks.cost.plan', { accounts: q.accounts, devices: q.devices })} · {t('tasks.cost.balance')}:{' '}
          <strong>{toThousands(q.balance)}</strong> → <strong>{toThousands(q.balanceAfter)}</strong>
        </span>
      </Flex>
    </div>
  );
}
