import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { currentLang } from '../../i18n';
import ChartTable from './ChartTable';
import { ChartJS, seriesConfig, slicesConfig } from './chartConfig';
import { type ChartData, isSlices } from './types';

export type { ChartData, ChartSeries, SeriesChartData, SliceChartData } from './types';

/**
 * One chart (Chart.js on a canvas) in the antd theme's colours, as wide as its box and `height` tall,
 * named by `label`; the same figures are in a table for screen readers (and tests) beside it.
 */
export function Chart({
  data,
  label,
  height = 280,
  testId,
}: {
  data: ChartData;
  label: string;
  height?: number;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();
  const locale = currentLang() === 'zh' ? 'zh-CN' : 'en';
  // The data is rebuilt on every render: the chart is redrawn only when what it says, or the theme, changes.
  const key = JSON.stringify([data, locale, token.colorText, token.colorBgContainer, token.colorPrimary]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for data, locale and token
  useEffect(() => {
    if (!canvas.current) return;
    const config = isSlices(data) ? slicesConfig(data, token, locale) : seriesConfig(data, token, locale);
    const chart = new ChartJS(canvas.current, config);
    return () => chart.destroy();
  }, [key]);
  return (
    <div data-testid={testId} style={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} />
      <ChartTable data={data} label={label} />
    </div>
  );
}
