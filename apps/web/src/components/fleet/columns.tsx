import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** A row's tag (`labelName`), or '—' when it has none. */
export function tagColumn<R>(title: string, key = 'tag'): ColumnType<R> {
  return { key, title, dataIndex: 'labelName', render: (v: string | null) => (v ? <Tag>{v}</Tag> : '—') };
}
