import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useSettingsStore } from '../../stores/settings';

// The parts every chart uses (a plain legend: none scrolls); each chart's module registers its own series types (echarts.use).
use([GridComponent, LegendPlainComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = EChartsCoreOption;

/** One ECharts canvas that follows its option, the theme and its box's width. */
export function Chart({
  option,
  label,
  style,
}: {
  option: ChartOption;
  label: string;
  style?: CSSProperties;
}) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useSettingsStore((s) => s.darkMode);
  // Options are rebuilt on every render: the chart is redrawn only when what they say changes.
  const key = JSON.stringify(option);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for option
  useEffect(() => {
    if (!box.current) return;
    const chart = init(box.current, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.setOption({ backgroundColor: 'transparent', ...option });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [key, dark]);
  return <div ref={box} role="img" aria-label={label} style={{ height: 280, width: '100%', ...style }} />;
}
