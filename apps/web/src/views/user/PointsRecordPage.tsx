import type { Page } from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { countColumn } from '../../components/fleet/columns';
import ListPage from '../../components/list/ListPage';
import type { PageState } from '../../components/list/pageState';
import { usePagedList } from '../../components/list/usePagedList';
import { useTranslation } from '../../i18n/useTranslation';
import { useUserStore } from '../../stores/user';
import RecordFilters, { type RecordFilter } from './RecordFilters';

interface Props<T extends string, R> {
  title: string;
  emptyText: string;
  /** The records' query key, after 'finance'. */
  name: string;
  fetch: (filter: RecordFilter<T>, page: PageState) => Promise<Page<R>>;
  /** The record types the filter offers. */
  types: readonly T[];
  typeLabel: (type: T) => string;
  /** The columns between the time (and user) and the balance after. */
  columns: ColumnsType<R>;
  /** Shown above the filters. */
  intro?: ReactNode;
}

/**
 * A points record list (recharges, consumption): newest first, filtered by time and type; the
 * admin, who sees every workspace, also sees whose each record is.
 */
export default function PointsRecordPage<T extends string, R extends { id: number }>({
  title,
  emptyText,
  name,
  fetch,
  types,
  typeLabel,
  columns,
  intro,
}: Props<T, R>) {
  const { t } = useTranslation();
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  const list = usePagedList<RecordFilter<T>, R>({ key: ['finance', name], fetch });
  const head: ColumnsType<R> = [
    {
      key: 'time',
      title: t('finance.time'),
      dataIndex: 'time',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
      width: 170,
    },
    ...(isAdmin ? [{ key: 'username', title: t('finance.user'), dataIndex: 'username' }] : []),
  ];
  const tail: ColumnsType<R> = [
    countColumn('balance', t('finance.balanceAfter')),
    {
      key: 'remark',
      title: t('finance.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (v: string) => v || '—',
    },
  ];

  return (
    <ListPage
      title={title}
      list={list}
      columns={[...head, ...columns, ...tail]}
      emptyText={emptyText}
      selectable={false}
      filters={
        <>
          {intro}
          <RecordFilters types={types} typeLabel={typeLabel} onSearch={list.search} />
        </>
      }
    />
  );
}
