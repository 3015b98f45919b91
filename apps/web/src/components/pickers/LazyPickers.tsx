import type { DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import Input from 'antd/es/input/Input';
import { type ComponentType, type CSSProperties, lazy, Suspense } from 'react';

/**
 * antd's DatePicker and RangePicker, fetched when a screen first shows one instead of with the
 * screen's code: they weigh ~35 KB gzip, more than most screens around them. The fetch starts as
 * soon as this module runs (with the screen's code); until it lands a read-only box of the picker's
 * size holds its place, hidden from assistive technology and from the tab order.
 */
const pickers = () => import('./antdPickers');
const LazyDate = lazy(() =>
  pickers().then((m) => ({ default: m.DateField as ComponentType<DatePickerProps> })),
);
const LazyRange = lazy(() =>
  pickers().then((m) => ({ default: m.RangeField as ComponentType<RangePickerProps> })),
);
void pickers();

function Placeholder({ width, style }: { width: number; style?: CSSProperties }) {
  return <Input readOnly tabIndex={-1} aria-hidden style={{ width, ...style }} />;
}

export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<Placeholder width={props.showTime ? 200 : 150} style={props.style} />}>
      <LazyDate {...props} />
    </Suspense>
  );
}

export function RangePicker(props: RangePickerProps) {
  return (
    <Suspense fallback={<Placeholder width={260} style={props.style} />}>
      <LazyRange {...props} />
    </Suspense>
  );
}
