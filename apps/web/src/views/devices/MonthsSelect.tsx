import { RENEWAL_MONTHS } from '@reelfleet/contract';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';

const MONTHS = Array.from(
  { length: RENEWAL_MONTHS.max - RENEWAL_MONTHS.min + 1 },
  (_, i) => RENEWAL_MONTHS.min + i,
);

/** 1 to 12 months (spec 9 "Renewal 1 to 12 months"). */
export default function MonthsSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation();
  return (
    <Select<number>
      listHeight={12 * 32 + 8}
      options={MONTHS.map((n) => ({ value: n, label: t('devices.monthCount', { count: n }) }))}
      {...props}
    />
  );
}
