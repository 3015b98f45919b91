import type { FleetTagKind } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import { FilterItem } from './FilterBar';
import { GroupSelect, TagSelect } from './pickers';

/**
 * The fields of a FilterBar: each a named Form.Item whose control is labelled by its
 * placeholder (the bar has no visible labels). Labels are console catalogue keys.
 */

/** A picker's clear button, placeholder and accessible name (GroupSelect, TagSelect, a Select). */
export const pickerProps = (label: string) => ({ allowClear: true, placeholder: label, 'aria-label': label });

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
