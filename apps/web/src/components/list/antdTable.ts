import { Table } from 'antd';

/** antd's Table (rc-table, its selection, pager and filter menus), in a chunk of its own: see LazyTable.tsx. */
export default Table;
