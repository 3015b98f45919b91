import { DatePicker } from 'antd';

/** antd's date pickers (rc-picker, ~35 KB gzip), in a chunk of their own: see LazyPickers.tsx. */
export const DateField = DatePicker;
export const RangeField = DatePicker.RangePicker;
