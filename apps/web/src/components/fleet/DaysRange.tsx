import { useTranslation } from '../../i18n/useTranslation';
import { RangePicker } from '../pickers/LazyPickers';
import { FilterItem } from './FilterBar';

/** A FilterBar's range of days, either end open (DaysFilter loads it when first drawn). */
export default function DaysRange(p: { name: string; label: string; from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <FilterItem name={p.name}>
      <RangePicker allowEmpty={[true, true]} aria-label={t(p.label)} placeholder={[t(p.from), t(p.to)]} />
    </FilterItem>
  );
}
