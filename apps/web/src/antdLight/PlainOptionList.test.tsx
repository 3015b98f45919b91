import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PagerSizeSelect from './PagerSizeSelect';
import PlainOptionList, { type ListRef, scrollIntoBox } from './PlainOptionList';

afterEach(cleanup);

const data = ['a', 'b', 'c'].map((key) => ({ key, label: `Option ${key}` }));

describe('PlainOptionList (the build stand-in for the Select option list)', () => {
  it('draws every option in the list markup, the listbox props on its inner box', () => {
    render(
      <PlainOptionList
        prefixCls="x-list"
        data={data}
        itemKey="key"
        height={256}
        innerProps={{ role: 'listbox', id: 'sel_list' }}
      >
        {(item, index) => (
          <div role="option" tabIndex={-1} aria-selected={index === 1}>
            {item.label}
          </div>
        )}
      </PlainOptionList>,
    );
    const listbox = screen.getByRole('listbox');
    expect(listbox.id).toBe('sel_list');
    expect(listbox.className).toBe('x-list-holder-inner');
    expect(listbox.parentElement?.style.maxHeight).toBe('256px');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Option a',
      'Option b',
      'Option c',
    ]);
  });

  it('scrolls to an offset, and leaves the box alone for an undefined target', () => {
    const ref = createRef<ListRef>();
    render(
      <PlainOptionList ref={ref} prefixCls="x-list" data={data} itemKey="key" height={40}>
        {(item) => <div>{item.label}</div>}
      </PlainOptionList>,
    );
    const holder = document.querySelector<HTMLElement>('.x-list-holder')!;
    ref.current!.scrollTo(30);
    expect(holder.scrollTop).toBe(30);
    ref.current!.scrollTo(undefined);
    expect(holder.scrollTop).toBe(30);
  });

  it('brings a row into view with the least scroll, or to the top or bottom', () => {
    const box = { scrollTop: 0, clientHeight: 100 } as HTMLElement;
    const row = (top: number) => ({ offsetTop: top, offsetHeight: 30 }) as HTMLElement;
    scrollIntoBox(box, row(50), 'auto');
    expect(box.scrollTop).toBe(0); // already shown
    scrollIntoBox(box, row(120), 'auto');
    expect(box.scrollTop).toBe(50); // its bottom at the box's bottom
    scrollIntoBox(box, row(20), 'auto');
    expect(box.scrollTop).toBe(20); // its top at the box's top
    scrollIntoBox(box, row(60), 'top');
    expect(box.scrollTop).toBe(60);
    scrollIntoBox(box, row(60), 'bottom');
    expect(box.scrollTop).toBe(-10);
  });
});

describe('PagerSizeSelect (the build stand-in for the pager size changer)', () => {
  it('offers the sizes antd builds and answers with a number', () => {
    const onChange = vi.fn();
    render(
      <PagerSizeSelect
        value={20}
        aria-label="Page Size"
        options={[10, 20, 50].map((n) => ({ value: n, label: `${n} / page` }))}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Page Size' });
    expect(select.selectedOptions[0]?.textContent).toBe('20 / page');
    fireEvent.change(select, {
      target: { value: screen.getByRole<HTMLOptionElement>('option', { name: '50 / page' }).value },
    });
    expect(onChange).toHaveBeenCalledWith(50);
  });
});
