import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { toThousands } from '../../utils/number';

/** Columns both points records share (recharges and consumption). */
export const recordColumns = {
  /** When, and (for the admin, who sees every workspace) whose. */
  head: <R,>(t: TFunction, isAdmin: boolean): ColumnType<R>[] => [
    {
      key: 'time',
      title: t('finance.time'),
      dataIndex: 'time',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
      width: 170,
    },
    ...(isAdmin ? [{ key: 'username', title: t('finance.user'), dataIndex: 'username' }] : []),
  ],
  /** A number of points, right-aligned with thousands separators. */
  points: <R,>(key: string, title: string): ColumnType<R> => ({
    key,
    title,
    dataIndex: key,
    align: 'right',
    render: (v: number) => toThousands(v),
  }),
  remark: <R,>(t: TFunction): ColumnType<R> => ({
    key: 'remark',
    title: t('finance.remark'),
    dataIndex: 'remark',
    ellipsis: true,
    render: (v: string) => v || '—',
  }),
};
