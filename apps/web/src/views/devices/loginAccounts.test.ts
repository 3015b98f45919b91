import { describe, expect, it } from 'vitest';
import { parseLoginText } from './loginAccounts';

describe('parseLoginText', () => {
  it('keeps distinct valid accounts and names the bad lines', () => {
    const parsed = parseLoginText(
      '\uFEFFalice|pw1\r\n\nbob|pw|with|bars\nALICE|again\nno-separator\n|nopass\n',
    );
    expect(parsed.accounts).toEqual(['alice', 'bob']);
    expect(parsed.rejected).toEqual([
      { line: 5, reason: 'account.line.noSeparator', max: undefined },
      { line: 6, reason: 'account.line.accountEmpty', max: undefined },
    ]);
  });
});
