import { useTranslation } from '../../i18n/useTranslation';
import NumberInput from '../NumberInput';
import { FilterItem } from './FilterBar';

// Apart from filterFields.tsx: a module's imports load with any of its exports, and most lists have no count filter.
/** A whole number of at least 0 (one end of a min..max pair). */
export function CountFilter(p: { name: string; label: string; width: number }) {
  const { t } = useTranslation();
  return (
    <FilterItem name={p.name}>
      <NumberInput min={0} placeholder={t(p.label)} aria-label={t(p.label)} style={{ width: p.width }} />
    </FilterItem>
  );
}
