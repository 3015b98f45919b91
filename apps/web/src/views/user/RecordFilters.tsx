import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import NativeSelect from '../../components/nativeSelect/NativeSelect';
import { RangePicker } from '../../components/pickers/LazyPickers';
import { useTranslation } from '../../i18n/useTranslation';

export interface RecordFilter<T extends string> {
  startTime?: string;
  endTime?: string;
  type?: T;
}

type Range = [Dayjs | null, Dayjs | null] | null;

interface Props<T extends string> {
  types: readonly T[];
  typeLabel: (type: T) => string;
  onSearch: (filter: RecordFilter<T>) => void;
}

/** Time range (whole local days) and type, applied with Search; Reset clears both. */
export default function RecordFilters<T extends string>({ types, typeLabel, onSearch }: Props<T>) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(null);
  const [type, setType] = useState<T | undefined>(undefined);

  const search = (nextRange: Range, nextType: T | undefined) =>
    onSearch({
      startTime: nextRange?.[0]?.startOf('day').toISOString(),
      endTime: nextRange?.[1]?.endOf('day').toISOString(),
      type: nextType,
    });

  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <RangePicker
        value={range}
        onChange={(value) => setRange(value)}
        allowEmpty={[true, true]}
        aria-label={t('finance.timeRange')}
        placeholder={[t('finance.startDate'), t('finance.endDate')]}
      />
      <NativeSelect<T>
        value={type}
        onChange={setType}
        emptyLabel={t('finance.type')}
        aria-label={t('finance.type')}
        style={{ width: 180 }}
        options={types.map((value) => ({ value, label: typeLabel(value) }))}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => search(range, type)}>
        {t('finance.search')}
      </Button>
      <Button
        icon={<ReloadOutlined />}
        onClick={() => {
          setRange(null);
          setType(undefined);
          search(null, undefined);
        }}
      >
        {t('finance.reset')}
      </Button>
    </Flex>
  );
}
