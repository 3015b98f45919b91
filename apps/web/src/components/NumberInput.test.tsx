import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { CountFilter } from './fleet/CountFilter';
import FilterBar from './fleet/FilterBar';
import NumberInput, { numberOf } from './NumberInput';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('NumberInput and CountFilter (a whole number, in a form or a filter bar)', () => {
  it('reads the number typed, null while empty', () => {
    expect(numberOf('')).toBeNull();
    expect(numberOf(' ')).toBeNull();
    expect(numberOf('12')).toBe(12);
    expect(numberOf('12.7')).toBe(12.7);
    expect(numberOf('-3')).toBe(-3);
    expect(numberOf('1e3')).toBe(1000);
  });

  it('gives a form the number as typed, out of range or not whole, and leaves it so when the box is left', () => {
    const onChange = vi.fn();
    const view = render(
      <NumberInput aria-label="Count" min={10} max={100} value={null} onChange={onChange} />,
    );
    const box = screen.getByRole('spinbutton', { name: 'Count' });
    expect(box).toHaveProperty('value', '');
    fireEvent.change(box, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.change(box, { target: { value: '1.5' } });
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    onChange.mockClear();
    view.rerender(<NumberInput aria-label="Count" min={10} max={100} value={-100} onChange={onChange} />);
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
    // A count bound is whole and not under 0: at least -5 or 1.5 selects what at least 0 or 1 does.
    fireEvent.change(box, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ fansMin: 0 });
    fireEvent.change(box, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ fansMin: 1 });
  });
});
