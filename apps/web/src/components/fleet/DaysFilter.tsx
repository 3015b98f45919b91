// The plain Input: antd's index Input brings Search, Password, TextArea and OTP along.
import Input from 'antd/es/input/Input';
import { lazyPart } from '../lazyPart';
import { FilterCell } from './FilterBar';

// Apart from filterFields.tsx: a module's imports load with any of its exports, and most lists have no date filter.
/**
 * A range of days, either end open (read it with dayRange). Its code (and antd's pickers, which
 * LazyPickers starts fetching as soon as it loads) comes when the field is first drawn: most lists
 * keep their date filters under "More filters". A box of the picker's size holds its place.
 */
export const DaysFilter = lazyPart(() => import('./DaysRange'), {
  fallback: () => (
    <FilterCell>
      <Input readOnly tabIndex={-1} aria-hidden style={{ width: 260 }} />
    </FilterCell>
  ),
});
