import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { describe, expect, it } from 'vitest';
import NoColumnFilter, { flattenKeys } from './NoColumnFilter';

describe('NoColumnFilter (the build stand-in for the table column filter menu)', () => {
  it('flattens filter options as antd does, children after their parent', () => {
    const samples = [
      undefined,
      [],
      [{ value: 'a' }],
      [
        { value: 'a', children: [{ value: 'a1' }, { value: 'a2', children: [{ value: 'a2x' }] }] },
        { value: 2 },
      ],
    ];
    for (const filters of samples) {
      expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters as never));
    }
  });

  it('fails loudly when a column asks for a filter menu', () => {
    expect(() => NoColumnFilter()).toThrow(/column filters are left out of the build/);
  });
});
