import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLang } from '../../../i18n';
import AccountTagsField from './AccountTagsField';
import type { QuoteState } from './useTaskQuote';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(cleanup);

/**
 * The quote of a batch login on chosen accounts none of which is logged in: it works on all of
 * them. Only what the field reads (the quote state has more, which it does not use).
 */
const quote = (accounts: number) =>
  ({
    data: { accounts, devices: 2, actions: accounts, lines: [], points: 0, tags: [], problems: [], ok: true },
    loading: false,
    problemsOf: () => [],
  }) as unknown as QuoteState;

describe('AccountTagsField on accounts chosen in the account list', () => {
  it('says how many of them the task works on, not that they are logged in (en, zh)', async () => {
    const ids = [1, 2, 3, 4, 5, 6];
    const { unmount } = render(<AccountTagsField quote={quote(6)} accountIds={ids} />);
    const box = screen.getByTestId('chosen-accounts');
    expect(box.textContent).toContain('The task runs on 6 accounts chosen in the account list.');
    expect(box.textContent).toContain('This task works on 6 of them.');
    expect(box.textContent).not.toMatch(/logged in/);
    unmount();
    await setLang('zh');
    try {
      render(<AccountTagsField quote={quote(4)} accountIds={ids} />);
      const zh = screen.getByTestId('chosen-accounts');
      expect(zh.textContent).toContain('本任务处理其中 4 个账号。');
      expect(zh.textContent).not.toContain('已登录');
    } finally {
      await setLang('en');
    }
  });
});
