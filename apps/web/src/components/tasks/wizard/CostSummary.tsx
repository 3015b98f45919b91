import { PRICE_LABELS, PRICE_OF_ACTION } from '@reelfleet/contract';
import { Alert, Flex, Spin, Table, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { toThousands } from '../../../utils/number';
import { label } from '../../fleet/format';
import type { CostLine, TaskCost } from './cost';
import { useBalance } from './usePricing';

/**
 * The points a task holds when submitted, from the price table, against the
 * balance (spec 9 prices; DESIGN.md ledger: held now, charged per success,
 * the rest released at the end). A short balance is said here; the server
 * refuses such a task and its answer is shown on submit.
 */
export default function CostSummary({ cost, loading }: { cost: TaskCost | null; loading?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const balance = useBalance(true);
  if (loading) return <Spin />;
  if (!cost) return <Alert type="warning" showIcon title={t('tasks.cost.unavailable')} />;
  const short = balance.data !== undefined && cost.points > balance.data;
  return (
    <div data-testid="task-cost">
      <Table<CostLine>
        size="small"
        rowKey="action"
        pagination={false}
        dataSource={cost.lines}
        columns={[
          {
            key: 'action',
            title: t('tasks.cost.item'),
            render: (_v, l) => label(PRICE_LABELS[PRICE_OF_ACTION[l.action]]),
          },
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
              {toThousands(cost.actions)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
            <Table.Summary.Cell index={3} align="right">
              <strong data-testid="task-cost-points">{toThousands(cost.points)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8, color: token.colorTextSecondary }}>
        <span>{t('tasks.cost.howCharged')}</span>
        <span>
          {t('tasks.cost.balance')}:{' '}
          <strong>{balance.data === undefined ? '…' : toThousands(balance.data)}</strong>
        </span>
      </Flex>
      {short && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('tasks.cost.short', {
            n: toThousands(cost.points - (balance.data ?? 0)),
            count: cost.points - (balance.data ?? 0),
          })}
        />
      )}
    </div>
  );
}
