import type { ServiceStats } from '@reelfleet/contract';
import { BarChart, LineChart } from 'echarts/charts';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/charts/Chart';

use([BarChart, LineChart]);

/** Received and replied per day (bars) and the mean response time in minutes (a line). */
export default function ServiceChart({ days }: { days: ServiceStats['days'] }) {
  const { t } = useTranslation();
  return (
    <Chart
      label={t('service.perDay')}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 48, right: 56, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
        yAxis: [
          { type: 'value', minInterval: 1 },
          { type: 'value', name: t('service.minutes'), splitLine: { show: false } },
        ],
        series: [
          { name: t('service.received'), type: 'bar', data: days.map((d) => d.received) },
          { name: t('service.replied'), type: 'bar', data: days.map((d) => d.replied) },
          {
            name: t('service.avgResponse'),
            type: 'line',
            yAxisIndex: 1,
            connectNulls: true,
            data: days.map((d) =>
              d.avgResponseMs === null ? null : Math.round(d.avgResponseMs / 6_000) / 10,
            ),
          },
        ],
      }}
    />
  );
}
