import type { DashboardTaskCount } from '@reelfleet/contract';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

echarts.use([PieChart, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Tasks by status as a ring; loaded on demand, only when there are tasks to draw. */
export default function TaskStatusChart({ counts, dark }: { counts: DashboardTaskCount; dark: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = echarts.init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.setOption({
      backgroundColor: 'transparent',
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          label: { show: false },
          data: (['queue', 'running', 'success', 'failed'] as const).map((status) => ({
            name: t(`dashboard.taskStatus.${status}`),
            value: counts[status],
          })),
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [counts, dark, t]);

  return <div ref={ref} style={{ height: 220 }} role="img" aria-label={t('dashboard.taskChartLabel')} />;
}
