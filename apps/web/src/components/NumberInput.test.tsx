import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { CountFilter } from './fleet/CountFilter';
import FilterBar from './fleet/FilterBar';
import NumberInput, { wholeNumberOf } from './NumberInput';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('NumberInput and CountFilter (a whole number, in a form or a filter bar)', () => {
  it('reads whole numbers, null while empty, the minimum at least', () => {
    expect(wholeNumberOf('')).toBeNull();
    expect(wholeNumberOf(' ')).toBeNull();
    expect(wholeNumberOf('12')).toBe(12);
    expect(wholeNumberOf('12.7')).toBe(12);
    expect(wholeNumberOf('-3')).toBe(-3);
    expect(wholeNumberOf('-3', 0)).toBe(0);
    expect(wholeNumberOf('1e3')).toBe(1000);
  });

  it('gives a form a number as typed', () => {
    const onChange = vi.fn();
    render(<NumberInput aria-label="Count" min={1} value={null} onChange={onChange} />);
    const box = screen.getByRole('spinbutton', { name: 'Count' });
    expect(box).toHaveProperty('value', '');
    fireEvent.change(box, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.change(box, { target: { value: '42' } });
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('searches with the number typed, and with none once cleared', () => {
    const onSearch = vi.fn();
    render(
      <FilterBar onSearch={onSearch}>
        <CountFilter name="fansMin" label="accounts.fansMin" width={130} />
      </FilterBar>,
    );
    const box = screen.getByRole('spinbutton', { name: 'Fans from' });
    fireEvent.change(box, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ fansMin: 150 });
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ fansMin: null });
  });
});
