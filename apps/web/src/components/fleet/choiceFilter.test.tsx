import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { SelectFilter } from './choiceFilter';
import FilterBar from './FilterBar';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('SelectFilter (a fixed list of choices in a filter bar)', () => {
  it('shows its label greyed until a choice is made, and searches with the choice or none', () => {
    const onSearch = vi.fn();
    render(
      <FilterBar onSearch={onSearch}>
        <SelectFilter
          name="status"
          label="tasks.field.status"
          width={150}
          options={[
            { value: 'running', label: 'Running' },
            { value: 'success', label: 'Completed' },
          ]}
        />
      </FilterBar>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(select.selectedOptions[0]?.textContent).toBe('Status');
    expect(select.style.color).not.toBe(''); // greyed as a placeholder

    const completed = screen.getByRole<HTMLOptionElement>('option', { name: 'Completed' });
    fireEvent.change(select, { target: { value: completed.value } });
    expect(select.selectedOptions[0]?.textContent).toBe('Completed');
    expect(select.style.color).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'success' });

    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: undefined });
  });
});
