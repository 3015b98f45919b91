import { describe, expect, it } from 'vitest';
import NoCheckableTag from './NoCheckableTag';
import NoListPagination from './NoListPagination';
import NoLoadingSkeleton from './NoLoadingSkeleton';
import NoTypographyEditing from './NoTypographyEditing';
import NoVirtualTable from './NoVirtualTable';
import noTableStyle from './noTableStyle';

describe('the build stand-ins for parts no console screen draws', () => {
  it('fail loudly when a Modal or Drawer is loading, a Typography editable, a List paged, a Table virtual or sticky, a Tag checkable', () => {
    expect(() => NoLoadingSkeleton()).toThrow(/skeleton is left out of the build/);
    expect(() => NoTypographyEditing()).toThrow(/editable is left out of the build/);
    expect(() => NoListPagination()).toThrow(/pagination is left out of the build/);
    expect(() => NoCheckableTag()).toThrow(/checkable tags are left out of the build/);
    expect(() => NoVirtualTable()).toThrow(/virtual and sticky tables are left out of the build/);
  });

  it('add no table style rules for filters, sorters, virtual, sticky, expand and RTL', () => {
    expect(noTableStyle()).toEqual({});
  });
});
