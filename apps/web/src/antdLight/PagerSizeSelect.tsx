import NativeSelect from '../components/nativeSelect/NativeSelect';
import i18n from '../i18n';

interface Props {
  value?: number | string;
  options: { value: number | string; label: string }[];
  onChange: (size: number) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * Stands in for the Select antd's Pagination draws as its page-size changer (antd/es/pagination/
 * Pagination.js imports it whether shown or not): the sizes in the browser's own select, as the
 * console's pager draws them (NativeSelect), so antd's Select stays out of every list that has no
 * select of its own (build/lightImports.ts). The small tables' pagers (list/pageState.ts
 * tablePagination) show it.
 */
export default function PagerSizeSelect(p: Props) {
  return (
    <NativeSelect<number>
      aria-label={p['aria-label'] ?? i18n.t('pagination.pageSize')}
      value={Number(p.value)}
      options={p.options.map((o) => ({ value: Number(o.value), label: String(o.label) }))}
      onChange={(size) => size !== undefined && p.onChange(size)}
      disabled={p.disabled}
      style={{ width: 110 }}
    />
  );
}
