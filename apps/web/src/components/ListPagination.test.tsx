import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLang } from '../i18n';
import ListPagination from './ListPagination';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(cleanup);

describe('ListPagination', () => {
  it('shows total, sizes, prev, 5 pager buttons, next and the jumper, in that order', () => {
    const { container } = render(<ListPagination pageNo={6} pageSize={20} total={400} onChange={() => {}} />);
    const text = container.textContent ?? '';
    expect(text.indexOf('Total 400')).toBeLessThan(text.indexOf('20 / page'));
    expect(text.indexOf('20 / page')).toBeLessThan(text.indexOf('Go to'));
    // first, current -1, current, current +1, last
    const pages = [...container.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent);
    expect(pages).toEqual(['1', '5', '6', '7', '20']);
  });

  it('goes back to page 1 when the page size changes, and jumps to a typed page', () => {
    const onChange = vi.fn();
    render(<ListPagination pageNo={3} pageSize={20} total={400} onChange={onChange} />);
    const sizes = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Page size' });
    expect(sizes.selectedOptions[0]?.textContent).toBe('20 / page');
    const hundred = screen.getByRole<HTMLOptionElement>('option', { name: '100 / page' });
    fireEvent.change(sizes, { target: { value: hundred.value } });
    expect(onChange).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 100 });
    const jumper = screen.getByRole('spinbutton', { name: 'Go to' });
    fireEvent.change(jumper, { target: { value: '99' } });
    fireEvent.keyDown(jumper, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ pageNo: 20, pageSize: 20 });
  });

  it('says "more than" when the server stopped counting, in English and Chinese', async () => {
    const { container, unmount } = render(
      <ListPagination pageNo={1} pageSize={20} total={10_000} totalCapped onChange={() => {}} />,
    );
    expect(container.textContent).toContain('More than 10,000');
    expect(container.textContent).not.toContain('Total');
    // 500 pages of 20 can be reached, no further
    const pages = [...container.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent);
    expect(pages.at(-1)).toBe('500');
    unmount();
    await setLang('zh');
    const zh = render(
      <ListPagination pageNo={1} pageSize={20} total={10_000} totalCapped onChange={() => {}} />,
    );
    expect(zh.container.textContent).toContain('超过 10,000 条');
    await setLang('en');
  });
});
