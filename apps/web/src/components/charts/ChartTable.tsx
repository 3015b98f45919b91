import { type ChartData, isSlices } from './types';

/**
 * Read by screen readers, not drawn: the chart's own figures stay reachable without the canvas. On a
 * box around the table: a table ignores a height under its rows' and `overflow`, so styled itself it
 * kept its full height (830 px for 30 days) and lengthened the page below the charts.
 */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The figures a chart draws, as a table named after the chart (one row a category or a slice). */
export default function ChartTable({ data, label }: { data: ChartData; label: string }) {
  const columns = isSlices(data) ? [label] : data.series.map((s) => s.name);
  const rows: [string, (number | null)[]][] = isSlices(data)
    ? data.slices.map((s) => [s.name, [s.value]])
    : data.categories.map((c, i) => [c, data.series.map((s) => s.data[i] ?? null)]);
  return (
    <div style={HIDDEN}>
      <table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, values]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {values.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in order
                <td key={i}>{v ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
