import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import type { TableProps } from 'antd/es/table';
import theme from 'antd/es/theme';
import type { ComponentType } from 'react';
import { lazyPart } from '../lazyPart';

/**
 * antd's Table, fetched while the screen's frame (title, filters, toolbar) is drawn instead of
 * before it: with its selection, pager and filter menus it weighs more than most screens around it
 * (~75 KB gzip), and every list shares the one chunk. The fetch starts as soon as this module runs
 * (with the screen's code, alongside the screen's first data request); until it lands a box of an
 * empty table's height holds its place with the spinner the table shows while loading.
 */
const Real = lazyPart(
  () => import('./antdTable') as Promise<{ default: ComponentType<TableProps<object>> }>,
  {
    eager: true,
    fallback: () => (
      <Flex align="center" justify="center" style={{ minHeight: 180 }} aria-busy>
        <Spin />
      </Flex>
    ),
  },
);

export default function Table<R extends object>(props: TableProps<R>) {
  const { token } = theme.useToken();
  const emptyText = props.locale?.emptyText;
  // antd draws an empty table's text in its disabled grey (1.8:1 on white); the secondary text reads.
  const locale =
    emptyText !== undefined && typeof emptyText !== 'function'
      ? { ...props.locale, emptyText: <div style={{ color: token.colorTextSecondary }}>{emptyText}</div> }
      : props.locale;
  return <Real {...(props as unknown as TableProps<object>)} locale={locale} />;
}
