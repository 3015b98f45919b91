import { describe, expect, it } from 'vitest';
import { txtProblem } from './ImportDialog';

describe('TXT import check before sending (spec 5: TXT only, at most 1 MB)', () => {
  it('accepts a .txt of at most 1 MB, in any case of the extension', () => {
    expect(txtProblem({ name: 'accounts.txt', size: 1024 * 1024 })).toBeNull();
    expect(txtProblem({ name: 'ACCOUNTS.TXT', size: 10 })).toBeNull();
  });

  it('refuses another extension and a file over 1 MB, saying why', () => {
    expect(txtProblem({ name: 'accounts.csv', size: 10 })).toMatch(/Only TXT files are accepted/);
    expect(txtProblem({ name: 'accounts.txt.exe', size: 10 })).toMatch(/Only TXT files are accepted/);
    expect(txtProblem({ name: 'accounts.txt', size: 1024 * 1024 + 1 })).toBe(
      'The TXT file must be at most 1 MB',
    );
  });
});
