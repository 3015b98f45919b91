import type { GlobalToken } from 'antd';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  type ChartConfiguration,
  Chart as ChartJS,
  type ChartType,
  DoughnutController,
  Legend,
  type LegendItem,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import type { ChartAxis, SeriesChartData, SliceChartData } from './types';

// Chart.js, tree-shaken: only the controllers, elements, scales and plugins the console's charts use.
ChartJS.register(
  BarController,
  LineController,
  DoughnutController,
  BarElement,
  LineElement,
  PointElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export { ChartJS };

/** Text, lines and tooltips in the antd theme's colours (light or dark) and font. */
function look(token: GlobalToken, locale: string) {
  const font = { family: token.fontFamily, size: token.fontSizeSM };
  return {
    font,
    options: {
      locale,
      responsive: true,
      maintainAspectRatio: false,
      // No growing bars or lines for users who asked the system for less motion.
      animation: matchMedia('(prefers-reduced-motion: reduce)').matches ? (false as const) : undefined,
      color: token.colorTextSecondary,
      borderColor: token.colorBorderSecondary,
    },
    legend: {
      labels: { color: token.colorTextSecondary, font, boxWidth: 12, boxHeight: 12 },
    },
    tooltip: {
      backgroundColor: token.colorBgSpotlight,
      titleColor: token.colorTextLightSolid,
      bodyColor: token.colorTextLightSolid,
      titleFont: font,
      bodyFont: font,
      cornerRadius: token.borderRadius,
      boxPadding: 4,
    },
  };
}

function valueAxis(axis: ChartAxis | undefined, token: GlobalToken, font: object, right: boolean) {
  return {
    type: 'linear' as const,
    position: right ? ('right' as const) : ('left' as const),
    beginAtZero: axis?.fromZero ?? true,
    title: { display: !!axis?.title, text: axis?.title ?? '', color: token.colorTextSecondary, font },
    ticks: { color: token.colorTextSecondary, font, precision: (axis?.integer ?? true) ? 0 : undefined },
    // The right axis keeps its ticks only: one grid is enough to read both.
    grid: { color: token.colorSplit, drawOnChartArea: !right },
    border: { color: token.colorBorderSecondary },
  };
}

/** Bars and lines over categories, with a second value axis on the right when a series asks for it. */
export function seriesConfig(data: SeriesChartData, token: GlobalToken, locale: string): ChartConfiguration {
  const { font, options, legend, tooltip } = look(token, locale);
  const stacked = data.series.some((s) => s.stack);
  const onlyLines = data.series.every((s) => s.type === 'line');
  return {
    type: onlyLines ? 'line' : 'bar',
    data: {
      labels: data.categories,
      datasets: data.series.map((s) => ({
        type: s.type,
        label: s.name,
        data: s.data,
        yAxisID: s.right ? 'y1' : 'y',
        backgroundColor: s.color,
        borderColor: s.color,
        stack: s.stack ?? s.name,
        ...(s.type === 'line'
          ? { tension: s.smooth ? 0.35 : 0, spanGaps: !!s.spanGaps, pointRadius: 3, borderWidth: 2, order: 0 }
          : { maxBarThickness: 28, borderRadius: 2, order: 1 }),
      })),
    } as ChartConfiguration['data'],
    options: {
      ...options,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          stacked,
          ticks: { color: token.colorTextSecondary, font },
          grid: { display: false },
          border: { color: token.colorBorderSecondary },
        },
        y: { ...valueAxis(data.left, token, font, false), stacked },
        ...(data.series.some((s) => s.right) ? { y1: valueAxis(data.right, token, font, true) } : {}),
      },
      plugins: {
        legend: {
          ...legend,
          display: data.legend ?? true,
          // In the order the series are given (`order` above only puts the lines over the bars).
          labels: {
            ...legend.labels,
            sort: (a: LegendItem, b: LegendItem) => a.datasetIndex! - b.datasetIndex!,
          },
        },
        tooltip: {
          ...tooltip,
          itemSort: (a: TooltipItem<ChartType>, b: TooltipItem<ChartType>) => a.datasetIndex - b.datasetIndex,
        },
      },
    },
  };
}

/** A doughnut of the slices; the legend below says each slice's value as well as its name. */
export function slicesConfig(data: SliceChartData, token: GlobalToken, locale: string): ChartConfiguration {
  const { options, legend, tooltip } = look(token, locale);
  const number = new Intl.NumberFormat(locale);
  return {
    type: 'doughnut',
    data: {
      labels: data.slices.map((s) => s.name),
      datasets: [
        {
          data: data.slices.map((s) => s.value),
          backgroundColor: data.slices.map((s) => s.color),
          borderColor: token.colorBgContainer,
          // A gap between slices; a single slice has none (it would show as a seam).
          borderWidth: data.slices.length > 1 ? 2 : 0,
        },
      ],
    },
    options: {
      ...options,
      cutout: '58%',
      plugins: {
        legend: {
          ...legend,
          position: 'bottom',
          labels: {
            ...legend.labels,
            // One item a slice (clicking one hides it, as Chart.js's own doughnut legend does).
            generateLabels: (chart: ChartJS): LegendItem[] =>
              data.slices.map((s, index) => ({
                text: `${s.name}: ${number.format(s.value)}`,
                fillStyle: s.color,
                strokeStyle: s.color,
                lineWidth: 0,
                fontColor: token.colorTextSecondary,
                hidden: !chart.getDataVisibility(index),
                index,
              })),
          },
        },
        tooltip,
      },
    },
  } as ChartConfiguration;
}
