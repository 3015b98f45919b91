import type { Breakpoint } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/**
 * Which columns a list shows and which it folds into the row's expansion ("Tables that fit",
 * docs/console-shell.md). Below 992 px the table keeps its key column (the first), the status and
 * the row's buttons; on a desktop a column the screen marks `responsive` (antd's breakpoints, e.g.
 * `['xxl']` for a wide screen's extra) folds where it would not show. Nothing folded is lost: the
 * row's expansion lists it. Nothing is sticky on a phone (a sticky column took half of 390 px).
 */
export function foldColumns<R>(
  columns: ColumnsType<R>,
  phone: boolean,
  screens: Partial<Record<Breakpoint, boolean>>,
): { shown: ColumnsType<R>; folded: ColumnsType<R> } {
  const kept = (c: ColumnsType<R>[number], i: number) =>
    phone
      ? i === 0 || c.key === 'status' || c.key === 'actions'
      : !c.responsive || c.responsive.some((b) => screens[b]);
  const shown = columns
    .filter(kept)
    .map((c) =>
      phone ? { ...c, fixed: undefined, responsive: undefined } : { ...c, responsive: undefined },
    );
  return { shown, folded: columns.filter((c, i) => !kept(c, i)) };
}

/** A row's folded columns, label and value, as the table would have drawn them. */
export function FoldedCells<R extends object>({
  row,
  index,
  columns,
}: {
  row: R;
  index: number;
  columns: ColumnsType<R>;
}) {
  return (
    <dl className="rf-row-more">
      {columns.map((c) => {
        const column = c as ColumnType<R>;
        const field = typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
        const value = field ? (row as Record<string, unknown>)[field] : undefined;
        const cell = column.render ? column.render(value, row, index) : (value as ReactNode);
        return (
          <div key={String(c.key)}>
            <dt>{column.title as ReactNode}</dt>
            <dd>{(cell as ReactNode) ?? '—'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
