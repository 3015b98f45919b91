import { useTranslation } from '../../i18n/useTranslation';
import NumberInput from '../NumberInput';
import { FilterItem } from './FilterBar';

// Apart from filterFields.tsx: a module's imports load with any of its exports, and most lists have no count filter.
/** A whole number of at least 0 (one end of a min..max pair). */
export function CountFilter(p: { name: string; label: string; width: number }) {
  const { t } = useTranslation();
  return (
    <FilterItem name={p.name}>
      <CountBox placeholder={t(p.label)} aria-label={t(p.label)} style={{ width: p.width }} />
    </FilterItem>
  );
}

/**
 * A count bound as typed, kept whole and not under 0: a filter has no form rules to refuse -5 or
 * 1.5, and a count of at least -5 (or 1.5) selects the same rows as at least 0 (or 1).
 */
function CountBox(p: Parameters<typeof NumberInput>[0]) {
  return (
    <NumberInput
      {...p}
      min={0}
      onChange={(n) => p.onChange?.(n === null ? null : Math.max(0, Math.trunc(n)))}
    />
  );
}
