import { describe, expect, it } from 'vitest';
import NoLoadingSkeleton from './NoLoadingSkeleton';
import NoTypographyEditing from './NoTypographyEditing';
import noTableStyle from './noTableStyle';

describe('the build stand-ins for parts no console screen draws', () => {
  it('fail loudly when a Modal or Drawer is loading, or a Typography is editable', () => {
    expect(() => NoLoadingSkeleton()).toThrow(/skeleton is left out of the build/);
    expect(() => NoTypographyEditing()).toThrow(/editable is left out of the build/);
  });

  it('add no table style rules for filters, sorters, virtual, sticky, expand and RTL', () => {
    expect(noTableStyle()).toEqual({});
  });
});
