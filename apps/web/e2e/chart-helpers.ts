import { expect, type Locator } from '@playwright/test';

/**
 * The figures a chart draws (components/charts/Chart.tsx), read from the table it renders beside its
 * canvas for screen readers: the column headers (series, or the chart's name for a doughnut) and one
 * row a category or slice, with its values (null where the chart shows no figure).
 */
export async function chartFigures(scope: Locator, name: string) {
  const table = scope.getByRole('table', { name, exact: true });
  await expect(table).toHaveCount(1);
  const columns = await table.locator('thead th').allTextContents();
  const cells = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
  const rows = cells.map(([category = '', ...values]) => ({
    category,
    values: values.map((v) => (v === '—' ? null : Number(v))),
  }));
  /** One series' values, by its name in the legend. */
  const series = (seriesName: string) => {
    const index = columns.indexOf(seriesName);
    expect(index, `series ${seriesName} in ${columns.join(', ')}`).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r.values[index] ?? null);
  };
  return { columns, rows, series };
}
