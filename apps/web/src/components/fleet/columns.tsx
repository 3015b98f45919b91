import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from '../../i18n/translate';
import { toThousands } from '../../utils/number';
import { formatDateTime } from './format';

/** A whole number (points, a count), right-aligned with thousands separators. */
export function countColumn<R>(key: string, title: string, dataIndex = key): ColumnType<R> {
  return { key, title, dataIndex, align: 'right', render: (v: number) => toThousands(v) };
}

/** A row's tag (`labelName`), or '—' when it has none. */
export function tagColumn<R>(title: string, key = 'tag'): ColumnType<R> {
  return { key, title, dataIndex: 'labelName', render: (v: string | null) => (v ? <Tag>{v}</Tag> : '—') };
}

/** A login's status (active or disabled) and its last sign-in. */
export function loginColumns<R>(t: TFunction): ColumnType<R>[] {
  return [
    {
      key: 'status',
      title: t('admin.status'),
      dataIndex: 'status',
      render: (v: string) => (
        <Tag color={v === 'active' ? 'success' : 'default'}>{t(`agent.statusValue.${v}`)}</Tag>
      ),
    },
    { key: 'lastLogin', title: t('admin.lastLogin'), dataIndex: 'lastLogin', render: formatDateTime },
  ];
}
