// antd's plain Input as a number box (as the pager's jumper): antd's InputNumber (7 KB gzip) would
// load with every list that has a count filter and with every task wizard's first step.
import Input from 'antd/es/input/Input';
import type { CSSProperties } from 'react';

/**
 * A number box (a number, or null while empty), typed in the browser's own number box. It gives the
 * form what was typed, decimals and values outside `min`..`max` included: the field's rules
 * (wholeNumberRule) say what is wrong. Until 29 Nov 2026 it brought such a value inside the range
 * when the box was left, as antd's InputNumber does, so a recharge of -100 was sent as 1 point.
 */
export default function NumberInput(p: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  placeholder?: string;
  'aria-label'?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <Input
      id={p.id}
      type="number"
      min={p.min}
      max={p.max}
      step={1}
      inputMode="numeric"
      placeholder={p.placeholder}
      aria-label={p['aria-label']}
      disabled={p.disabled}
      style={p.style}
      data-testid={p['data-testid']}
      value={p.value ?? ''}
      onChange={({ target }) => p.onChange?.(numberOf(target.value))}
    />
  );
}

/** What a number box holds: null while empty (or not a number), else the number typed. */
export function numberOf(text: string): number | null {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? null : n;
}
