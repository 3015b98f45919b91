// The plain Input: antd's index Input brings Search, Password, TextArea and OTP along.
import Input from 'antd/es/input/Input';
import { useTranslation } from '../../i18n/useTranslation';
import { FilterItem } from './FilterBar';

// Apart from filterFields.tsx, whose pickers bring antd's Select: a list filtered by text alone
// (the tag pages) paints its first screen without the Select.

/** Free text (matched by part on the server); `hint` shown in the box instead of the label. */
export function TextFilter(p: {
  name: string;
  label: string;
  width?: number;
  hint?: string;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  return (
    <FilterItem name={p.name}>
      <Input
        allowClear
        maxLength={p.maxLength}
        placeholder={t(p.hint ?? p.label)}
        aria-label={t(p.label)}
        style={p.width ? { width: p.width } : undefined}
      />
    </FilterItem>
  );
}

/** Free text as a list body wants it: trimmed, and unset when blank. */
export const textOrUnset = (text: string | undefined) => text?.trim() || undefined;
