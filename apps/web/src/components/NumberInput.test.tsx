import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { CountFilter } from './fleet/CountFilter';
import FilterBar from './fleet/FilterBar';
import NumberInput, { wholeNumberOf, within } from './NumberInput';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('NumberInput and CountFilter (a whole number, in a form or a filter bar)', () => {
  it('reads whole numbers, null while empty, and brings them inside a range', () => {
    expect(wholeNumberOf('')).toBeNull();
    expect(wholeNumberOf(' ')).toBeNull();
    expect(wholeNumberOf('12')).toBe(12);
    expect(wholeNumberOf('12.7')).toBe(12);
    expect(wholeNumberOf('-3')).toBe(-3);
    expect(wholeNumberOf('1e3')).toBe(1000);
    expect(within(-3, 0)).toBe(0);
    expect(within(5000, 1, 3600)).toBe(3600);
    expect(within(42, 1, 3600)).toBe(42);
    expect(within(7)).toBe(7);
  });

  it('gives a form the number as typed, brought inside its range when the box is left', () => {
    const onChange = vi.fn();
    const view = render(
      <NumberInput aria-label="Count" min={10} max={100} value={null} onChange={onChange} />,
    );
    const box = screen.getByRole('spinbutton', { name: 'Count' });
    expect(box).toHaveProperty('value', '');
    // Typing 50 passes through 5, under the minimum: not changed while typed.
    fireEvent.change(box, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    view.rerender(<NumberInput aria-label="Count" min={10} max={100} value={500} onChange={onChange} />);
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(100);
    onChange.mockClear();
    view.rerender(<NumberInput aria-label="Count" min={10} max={100} value={42} onChange={onChange} />);
    fireEvent.blur(box);
    expect(onChange).not.toHaveBeenCalled();
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
