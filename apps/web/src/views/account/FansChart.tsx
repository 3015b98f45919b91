import type { AccountFans } from '@reelfleet/contract';
import { theme } from 'antd';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../stores/settings';

// Only the parts this chart uses; the module loads with /account/fans alone (its route is lazy).
echarts.use([LineChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

/** Followers and following of one account over time (ECharts), in the console's theme. */
export default function FansChart({ history }: { history: AccountFans['history'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const dark = useSettingsStore((s) => s.darkMode);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const c = echarts.init(box.current, dark ? 'dark' : undefined, { renderer: 'svg' });
    chart.current = c;
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [dark]);

  // `dark`: a theme change makes a new chart (the effect above), which needs the option again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: dark is the trigger, not read
  useEffect(() => {
    chart.current?.setOption(
      {
        backgroundColor: 'transparent',
        tooltip: { trigger: 'axis' },
        legend: { data: [t('lifecycle.fans.followers'), t('lifecycle.fans.following')], top: 0 },
        grid: { left: 48, right: 48, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: history.map((p) => p.at.slice(5, 10)), boundaryGap: false },
        yAxis: [
          { type: 'value', name: t('lifecycle.fans.followers'), minInterval: 1 },
          { type: 'value', name: t('lifecycle.fans.following'), minInterval: 1 },
        ],
        series: [
          {
            name: t('lifecycle.fans.followers'),
            type: 'line',
            smooth: true,
            data: history.map((p) => p.followers),
            itemStyle: { color: token.colorPrimary },
          },
          {
            name: t('lifecycle.fans.following'),
            type: 'line',
            smooth: true,
            yAxisIndex: 1,
            data: history.map((p) => p.following),
            itemStyle: { color: token.colorWarning },
          },
        ],
      },
      true,
    );
  }, [history, t, token.colorPrimary, token.colorWarning, dark]);

  return <div ref={box} style={{ width: '100%', height: 300 }} data-testid="fans-chart" />;
}
