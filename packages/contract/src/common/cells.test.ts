import { describe, expect, it } from 'vitest';
import { exportCell, exportLine } from './cells.ts';

describe('exportCell', () => {
  it('quotes a cell a spreadsheet would run as a formula', () => {
    expect(exportCell('=HYPERLINK("//e.x/a","z")')).toBe(`'=HYPERLINK("//e.x/a","z")`);
    expect(exportCell('+cmd|" /C calc"!A0')).toBe(`'+cmd|" /C calc"!A0`);
    expect(exportCell('-2+3+cmd|" /C calc"!A0')).toBe(`'-2+3+cmd|" /C calc"!A0`);
    expect(exportCell('@SUM(1+1)*cmd|" /C calc"!A0')).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0`);
  });

  it('turns tabs and line breaks into spaces, so no value starts a cell or a row of its own', () => {
    expect(exportCell('\t=1+1')).toBe(' =1+1');
    expect(exportCell('\r=1+1')).toBe(' =1+1');
    expect(exportLine(['a\nb', 'c\t=d'])).toBe('a b\tc =d');
  });

  it('keeps plain numbers, negative ones included, and ordinary text as they are', () => {
    expect(exportCell(-5)).toBe('-5');
    expect(exportCell('-5')).toBe('-5');
    expect(exportCell('+3.25')).toBe('+3.25');
    expect(exportCell('user_1')).toBe('user_1');
    expect(exportCell('a=b')).toBe('a=b');
    expect(exportCell(null)).toBe('');
  });
});
