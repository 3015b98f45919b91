import { PAGE_SIZES } from '@reelfleet/contract';
import { Flex, Pagination, theme } from 'antd';
// The plain Input as a number box: antd's InputNumber (7 KB gzip) would load with every list.
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { PageState } from './list/pageState';
import NativeSelect from './nativeSelect/NativeSelect';

interface Props extends PageState {
  total: number;
  /** The total is where the server stopped counting (TOTAL_CAP): more rows match. */
  totalCapped?: boolean;
  /** Number of selected rows, shown when given. */
  selected?: number;
  onChange: (next: PageState) => void;
}

/**
 * The list pager of spec 9, in its order: total, sizes, prev, pager, next, jumper.
 * 20 per page by default; sizes 10/20/50/100/200; 5 pager buttons (first, current ±1, last).
 */
export default function ListPagination({ pageNo, pageSize, total, totalCapped, selected, onChange }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [jump, setJump] = useState('');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const goTo = (typed: string) => {
    const page = Number(typed);
    if (!typed || !Number.isFinite(page) || page < 1) return;
    onChange({ pageNo: Math.min(Math.trunc(page), pages), pageSize });
    setJump('');
  };
  return (
    <Flex align="center" justify="flex-end" gap={8} wrap style={{ marginTop: 16 }}>
      <span>
        {totalCapped
          ? t('pagination.totalMore', { total: total.toLocaleString('en') })
          : t('pagination.total', { total })}
      </span>
      {selected !== undefined && (
        <span style={{ color: token.colorTextSecondary }}>
          {t('pagination.selected', { count: selected })}
        </span>
      )}
      <NativeSelect
        aria-label={t('pagination.pageSize')}
        value={pageSize}
        style={{ width: 110 }}
        options={PAGE_SIZES.map((n) => ({ value: n, label: t('pagination.perPage', { n }) }))}
        onChange={(size) => size && onChange({ pageNo: 1, pageSize: size })}
      />
      <Pagination
        current={pageNo}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showLessItems
        onChange={(page) => onChange({ pageNo: page, pageSize })}
      />
      <span>{t('pagination.goto')}</span>
      <Input
        type="number"
        aria-label={t('pagination.goto')}
        min={1}
        value={jump}
        style={{ width: 64 }}
        onChange={(event) => setJump(event.target.value)}
        onPressEnter={() => goTo(jump)}
        onBlur={() => goTo(jump)}
      />
    </Flex>
  );
}
