// antd's plain Input as a number box (as the pager's jumper): antd's InputNumber (7 KB gzip) would
// load with every list that has a count filter and with every task wizard's first step.
import Input from 'antd/es/input/Input';
import type { CSSProperties } from 'react';

/**
 * A whole number (as antd's InputNumber with `precision={0}` gives a form: a number, or null while
 * empty), typed in the browser's own number box. As in antd's, a value outside `min`..`max` is
 * brought inside when the box is left (while it is typed, the form's rules may say why).
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
      onChange={({ target }) => p.onChange?.(wholeNumberOf(target.value))}
      onBlur={() => {
        if (p.value === null || p.value === undefined) return;
        const inside = within(p.value, p.min, p.max);
        if (inside !== p.value) p.onChange?.(inside);
      }}
    />
  );
}

/** What a number box holds: null while empty (or not a number), else the whole number typed. */
export function wholeNumberOf(text: string): number | null {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? null : Math.trunc(n);
}

/** `n` brought inside `min`..`max` (either may be unset). */
export function within(n: number, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): number {
  return Math.min(max, Math.max(min, n));
}
