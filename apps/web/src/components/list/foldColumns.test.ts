import type { ColumnsType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { foldColumns } from './foldColumns';

type Row = { id: number };
const columns: ColumnsType<Row> = [
  { key: 'name', title: 'Name', fixed: 'left' },
  { key: 'group', title: 'Group' },
  { key: 'created', title: 'Created', responsive: ['xxl'] },
  { key: 'status', title: 'Status' },
  { key: 'actions', title: 'Actions', fixed: 'right' },
];
const keys = (c: ColumnsType<Row>) => c.map((x) => x.key);

describe('foldColumns', () => {
  it('keeps the key column, the status and the buttons on a phone, nothing sticky, the rest folded', () => {
    const { shown, folded } = foldColumns(columns, true, { xs: true });
    expect(keys(shown)).toEqual(['name', 'status', 'actions']);
    expect(shown.every((c) => !c.fixed)).toBe(true);
    expect(keys(folded)).toEqual(['group', 'created']);
  });

  it("folds a wide screen's column below its breakpoint on a desktop, and shows it from there", () => {
    const desktop = { xs: true, sm: true, md: true, lg: true, xl: true };
    expect(keys(foldColumns(columns, false, desktop).folded)).toEqual(['created']);
    expect(foldColumns(columns, false, desktop).shown[0]!.fixed).toBe('left');
    const wide = foldColumns(columns, false, { ...desktop, xxl: true });
    expect(keys(wide.shown)).toEqual(keys(columns));
    expect(wide.folded).toEqual([]);
  });
});
