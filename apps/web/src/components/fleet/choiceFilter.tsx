import { useTranslation } from '../../i18n/useTranslation';
import NativeSelect, { type NativeOption } from '../nativeSelect/NativeSelect';
import { FilterItem } from './FilterBar';
import { label as labelOf } from './format';

// Apart from filterFields.tsx, whose pickers bring antd's Select: a fixed list of choices is the
// browser's own select, so a list filtered by text and choices paints without antd's Select.

/** One of the given options (their labels already in the console's language), or any. */
export function SelectFilter<T extends string | number>(p: {
  name: string;
  label: string;
  width: number;
  options: readonly NativeOption<T>[];
}) {
  const { t } = useTranslation();
  return (
    <FilterItem name={p.name}>
      <NativeSelect<T>
        aria-label={t(p.label)}
        emptyLabel={t(p.label)}
        options={p.options}
        style={{ width: p.width }}
      />
    </FilterItem>
  );
}

/** One value of a contract enum, each shown by its label (the enum's labels, in its order). */
export function ChoiceFilter<T extends string>(p: {
  name: string;
  label: string;
  width: number;
  labels: Readonly<Record<T, Parameters<typeof labelOf>[0]>>;
}) {
  const values = Object.keys(p.labels) as T[];
  const options = values.map((value) => ({ value, label: labelOf(p.labels[value]) }));
  return <SelectFilter name={p.name} label={p.label} width={p.width} options={options} />;
}
