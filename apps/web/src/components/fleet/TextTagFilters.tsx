import { Form, Input } from 'antd';
import type { FleetTagKind } from '../../api/tags';
import FilterBar from './FilterBar';
import { noneToNull, type OrNone, TagSelect } from './pickers';

type Values = { text?: string; labelId?: OrNone<number> };

/** What the filters ask for: the trimmed text (unset when blank) and the tag (null: untagged). */
export interface TextTagFilter {
  text?: string;
  labelId?: number | null;
}

/** The filters of a simple list: one text field, and (given `tagKind`) its tag, "No tag" included. */
export default function TextTagFilters({
  textLabel,
  tagKind,
  tagLabel,
  onSearch,
}: {
  textLabel: string;
  tagKind?: FleetTagKind;
  tagLabel?: string;
  onSearch: (filter: TextTagFilter) => void;
}) {
  return (
    <FilterBar<Values>
      onSearch={(v) => onSearch({ text: v.text?.trim() || undefined, labelId: noneToNull(v.labelId) })}
    >
      <Form.Item name="text">
        <Input allowClear placeholder={textLabel} aria-label={textLabel} style={{ width: 200 }} />
      </Form.Item>
      {tagKind && (
        <Form.Item name="labelId">
          <TagSelect
            kind={tagKind}
            withNone
            placeholder={tagLabel}
            aria-label={tagLabel}
            style={{ width: 180 }}
          />
        </Form.Item>
      )}
    </FilterBar>
  );
}
