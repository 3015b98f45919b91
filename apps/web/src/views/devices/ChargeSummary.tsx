import { Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import { rentalTotal, useAvailablePoints, useRentalPrice } from './points';

/**
 * What a rental or renewal will cost, before it is confirmed: the price table's
 * price, devices x months, the total and the balance it leaves.
 */
export default function ChargeSummary({
  open,
  months,
  count,
}: {
  open: boolean;
  months: number;
  count: number;
}) {
  const { t } = useTranslation();
  const price = useRentalPrice(open);
  const balance = useAvailablePoints(open);
  if (!price.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const valid = Number.isInteger(months) && months > 0 && Number.isInteger(count) && count > 0;
  const total = valid ? rentalTotal(price.data, months, count) : 0;
  const left = balance.data === undefined ? undefined : balance.data - total;
  const points = (n: number) => t('price.points', { n: toThousands(n), count: n });
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="charge-summary"
      items={[
        {
          key: 'price',
          label: t('devices.unitPrice'),
          children: t('devices.pricePerMonth', {
            points: toThousands(price.data.points),
            count: price.data.points,
          }),
        },
        {
          key: 'quantity',
          label: t('devices.quantity'),
          children: valid
            ? t('devices.quantityValue', {
                devices: t('devices.deviceCount', { count }),
                months: t('devices.monthCount', { count: months }),
              })
            : '—',
        },
        {
          key: 'total',
          label: t('devices.total'),
          children: (
            <Typography.Text strong data-testid="charge-total">
              {points(total)}
            </Typography.Text>
          ),
        },
        {
          key: 'balance',
          label: t('devices.balance'),
          children: balance.data === undefined ? '—' : points(balance.data),
        },
        {
          key: 'after',
          label: t('devices.balanceAfter'),
          children:
            left === undefined ? (
              '—'
            ) : left < 0 ? (
              <Typography.Text type="danger">
                {t('devices.notEnough', { missing: toThousands(-left) })}
              </Typography.Text>
            ) : (
              points(left)
            ),
        },
      ]}
    />
  );
}
