import type { ServiceStats } from '@reelfleet/contract';
import { theme } from 'antd';
import { Chart } from '../../components/charts/Chart';
import { useTranslation } from '../../i18n/useTranslation';

/** Received and replied per day (bars) and the mean response time in minutes (a line, right axis). */
export default function ServiceChart({ days }: { days: ServiceStats['days'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Chart
      label={t('service.perDay')}
      data={{
        categories: days.map((d) => d.date.slice(5)),
        right: { title: t('service.minutes'), integer: false },
        series: [
          {
            name: t('service.received'),
            type: 'bar',
            data: days.map((d) => d.received),
            color: token.colorPrimary,
          },
          {
            name: t('service.replied'),
            type: 'bar',
            data: days.map((d) => d.replied),
            color: token.colorSuccess,
          },
          {
            name: t('service.avgResponse'),
            type: 'line',
            right: true,
            spanGaps: true,
            color: token.colorWarning,
            data: days.map((d) =>
              d.avgResponseMs === null ? null : Math.round(d.avgResponseMs / 6_000) / 10,
            ),
          },
        ],
      }}
    />
  );
}
