import { cleanup, render, screen, within } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import ChartTable from './ChartTable';
import { seriesConfig, slicesConfig } from './chartConfig';
import type { SeriesChartData } from './types';

afterEach(cleanup);

const token = theme.getDesignToken();
const perDay: SeriesChartData = {
  categories: ['11-24', '11-25'],
  right: { title: 'min', integer: false },
  series: [
    { name: 'Received', type: 'bar', data: [3, 5], color: token.colorPrimary, stack: 'n' },
    { name: 'Replied', type: 'bar', data: [1, null], color: token.colorSuccess, stack: 'n' },
    { name: 'Mean', type: 'line', data: [null, 2.5], color: token.colorWarning, right: true, spanGaps: true },
  ],
};

describe('charts', () => {
  it('draws bars and a line on two axes, stacked, in the theme colours', () => {
    const config = seriesConfig(perDay, token, 'en');
    expect(config.type).toBe('bar');
    const sets = config.data.datasets;
    expect(sets).toMatchObject([
      { type: 'bar', label: 'Received', yAxisID: 'y' },
      { type: 'bar', label: 'Replied', yAxisID: 'y' },
      { type: 'line', label: 'Mean', yAxisID: 'y1' },
    ]);
    expect(sets[2]).toMatchObject({ spanGaps: true, borderColor: token.colorWarning });
    const scales = config.options?.scales as Record<string, Record<string, unknown>>;
    expect(scales.y).toMatchObject({ stacked: true, beginAtZero: true, position: 'left' });
    expect(scales.y1).toMatchObject({ position: 'right', title: { display: true, text: 'min' } });
  });

  it('says each slice of a doughnut with its value in the legend', () => {
    const config = slicesConfig(
      { slices: [{ name: 'Online', value: 1200, color: token.colorSuccess }] },
      token,
      'en',
    );
    expect(config.type).toBe('doughnut');
    expect(config.data.datasets[0]?.data).toEqual([1200]);
    const labels = config.options?.plugins?.legend?.labels?.generateLabels;
    const chart = { getDataVisibility: () => true } as never;
    expect(labels?.(chart).map((l) => l.text)).toEqual(['Online: 1,200']);
  });

  it('gives screen readers the same figures as a table named after the chart', () => {
    render(<ChartTable data={perDay} label="Per day" />);
    const table = screen.getByRole('table', { name: 'Per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Received', 'Replied', 'Mean']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['11-2431—', '11-255—2.5']);
  });
});
