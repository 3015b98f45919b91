import type { FleetTagKind } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import FilterBar, { FilterItem } from './FilterBar';
import { noneToNull, type OrNone, TagSelect } from './pickers';
import { TextFilter, textOrUnset } from './textFilter';

type Values = { text?: string; labelId?: OrNone<number> };
type Filter<N extends string> = { [K in N]?: string } & { labelId?: number | null };

/**
 * The filters of a simple list: one text field, sent as the body field `text[0]` (trimmed, unset
 * when blank), and a tag of the list's kind, "No tag" (null) included. A list filtered by text
 * alone composes FilterBar and TextFilter (textFilter.tsx), without the tag picker's Select.
 */
export default function TextTagFilters<N extends string>({
  search,
  text: [name, textKey],
  tag,
}: {
  search: (filter: Filter<N>) => void;
  /** The body field and the catalogue key of the text's label. */
  text: readonly [N, string];
  /** The kind of tag and the catalogue key of its label. */
  tag: readonly [FleetTagKind, string];
}) {
  const { t } = useTranslation();
  const tagLabel = t(tag[1]);
  const filterOf = (v: Values) =>
    ({ [name]: textOrUnset(v.text), labelId: noneToNull(v.labelId) }) as Filter<N>;
  return (
    <FilterBar<Values> onSearch={(v) => search(filterOf(v))}>
      <TextFilter name="text" label={textKey} width={200} />
      <FilterItem name="labelId">
        <TagSelect
          kind={tag[0]}
          withNone
          placeholder={tagLabel}
          aria-label={tagLabel}
          style={{ width: 180 }}
        />
      </FilterItem>
    </FilterBar>
  );
}
