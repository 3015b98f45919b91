import { getSortData as antdGetSortData } from 'antd/es/table/hooks/useSorter';
import { describe, expect, it } from 'vitest';
import useNoSorter, { getSortData } from './noSorter';

describe('noSorter (the build stand-in for the table column sorting)', () => {
  it('leaves columns without sorters and rows as antd does', () => {
    const [transform, states, titleProps, sorters] = useNoSorter();
    const columns = [
      { title: 'a', dataIndex: 'a' },
      { title: 'b', children: [{ title: 'c' }] },
    ];
    expect(transform(columns)).toEqual(columns);
    expect(states).toEqual([]);
    expect(titleProps.sortColumns).toEqual([]);
    expect(sorters()).toEqual({});
    const rows = [{ a: 2 }, { a: 1 }];
    expect(getSortData(rows)).toEqual(antdGetSortData(rows, [], 'children'));
    expect(getSortData(rows)).not.toBe(rows);
  });

  it('fails loudly when a column, or a child column, asks for sorting', () => {
    const [transform] = useNoSorter();
    expect(() => transform([{ sorter: true }])).toThrow(/sorters are left out of the build/);
    expect(() => transform([{ children: [{ sorter: () => 0 }] }])).toThrow(/sorters are left out/);
  });
});
