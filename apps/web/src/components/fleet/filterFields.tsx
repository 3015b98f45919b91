import { Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { FleetTagKind } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import { FilterItem } from './FilterBar';
import { label as labelOf } from './format';
import { GroupSelect, TagSelect } from './pickers';

/**
 * The fields of a FilterBar: each a named Form.Item whose control is labelled by its
 * placeholder (the bar has no visible labels). Labels are console catalogue keys.
 */

/** What a day-range filter holds. */
export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** Whole local days: the range's first day from 00:00, its last day to 23:59:59. */
export function dayRange(range: DayRange): [string | undefined, string | undefined] {
  return [range?.[0]?.startOf('day').toISOString(), range?.[1]?.endOf('day').toISOString()];
}

/** A day range as a list body's `<name>From` and `<name>To` (whole days, as dayRange). */
export function dayBounds<N extends string>(
  name: N,
  range: DayRange,
): Record<`${N}From` | `${N}To`, string | undefined> {
  const [from, to] = dayRange(range);
  return { [`${name}From`]: from, [`${name}To`]: to } as Record<`${N}From` | `${N}To`, string | undefined>;
}

/** A picker's clear button, placeholder and accessible name (GroupSelect, TagSelect, a Select). */
export const pickerProps = (label: string) => ({ allowClear: true, placeholder: label, 'aria-label': label });

/** One of the given options (their labels already in the console's language). */
export function SelectFilter(p: {
  name: string;
  label: string;
  width: number;
  options: ReadonlyArray<{ value: string | number; label: ReactNode }>;
}) {
  const { t } = useTranslation();
  return (
    <FilterItem name={p.name}>
      <Select {...pickerProps(t(p.label))} style={{ width: p.width }} options={[...p.options]} />
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

/** A device group, or "none" (`groupId`). */
export function GroupFilter(p: { label: string; width: number }) {
  const { t } = useTranslation();
  return (
    <FilterItem name="groupId">
      <GroupSelect withNone {...pickerProps(t(p.label))} style={{ width: p.width }} />
    </FilterItem>
  );
}

/** A tag of the list's kind, or "none" (`labelId`). */
export function TagFilter(p: { kind: FleetTagKind; label: string; width: number }) {
  const { t } = useTranslation();
  return (
    <FilterItem name="labelId">
      <TagSelect kind={p.kind} withNone {...pickerProps(t(p.label))} style={{ width: p.width }} />
    </FilterItem>
  );
}
