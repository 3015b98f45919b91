import { FilterOutlined, MinusSquareOutlined, PlusSquareOutlined, ReloadOutlined } from '@ant-design/icons';
import type { SelectionWhat } from '@reelfleet/contract';
import { Badge, Button, Flex, Grid, type TableProps, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../../layout/useIsMobile';
import { useSelectionGuard } from '../fleet/useSelectionGuard';
import { lazyPart } from '../lazyPart';
import PageContainer from '../PageContainer';
import { FoldedCells, foldColumns } from './foldColumns';
import Table from './LazyTable';
import { type SelectionBlock, SelectionFirst } from './SelectionFirst';
import type { PagedList } from './usePagedList';
import '../fleet/fleet.css';
import './table.css';

// Below 992 px only: the sheet that holds the filters and batch actions.
const FoldedTools = lazyPart(() => import('./FoldedTools'));

// The pager (with its size select and page jumper) is drawn under the table, which lands with it.
const ListPagination = lazyPart(() => import('../ListPagination'), {
  eager: true,
  fallback: () => <div style={{ height: 48 }} />,
});

/**
 * A toolbar button; with `selection` it works on the selected rows and is disabled, saying what to
 * select, while none is.
 */
export interface ListAction {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  primary?: boolean;
  selection?: SelectionWhat;
  onClick: (selected: number[]) => void;
}

interface Props<F, R extends { id: number }> {
  list: PagedList<F, R>;
  columns: ColumnsType<R>;
  emptyText: ReactNode;
  /** The screen's title: given, the list is framed as a page (PageContainer). */
  title?: ReactNode;
  /** Buttons beside the title (they work on no selection). */
  buttons?: ListAction[];
  /** Controls of their own beside the title, after the buttons. */
  extra?: ReactNode;
  /** The filters (a FilterBar). */
  filters?: ReactNode;
  actions?: ListAction[];
  /** Controls of their own after the batch buttons (e.g. a dropdown that checks the selection itself). */
  toolbar?: ReactNode;
  /** Without it the rows have no checkboxes (and there are no batch actions). */
  selectable?: boolean;
  getCheckboxProps?: NonNullable<TableProps<R>['rowSelection']>['getCheckboxProps'];
  /**
   * The table scrolls sideways in a box of its own, cells on one line, rather than by antd's scroll
   * (which adds a hidden measuring row with a focusable checkbox: axe aria-hidden-focus). Not with
   * fixed columns: they need antd's scroll.
   */
  scrollBox?: boolean;
  testId?: string;
  /** Dialogs and drawers of the screen. */
  children?: ReactNode;
}

/**
 * The one list screen: filters, a toolbar (batch actions, the selected count,
 * refresh), the table and the pager, all driven by usePagedList.
 */
export default function ListPage<F, R extends { id: number }>({
  list,
  columns,
  emptyText,
  title,
  buttons = [],
  extra,
  filters,
  actions = [],
  toolbar,
  selectable = true,
  getCheckboxProps,
  scrollBox = false,
  testId,
  children,
}: Props<F, R>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const requireSelection = useSelectionGuard();
  const isMobile = useIsMobile();
  const [toolsOpen, setToolsOpen] = useState(false);
  const { shown, folded } = foldColumns(columns, isMobile, Grid.useBreakpoint());
  // Below 992 px the filters and batch actions fold into one sheet (issue 38 "Tables that fit").
  const foldTools = isMobile;
  const click = (action: ListAction) => () => {
    setToolsOpen(false);
    if (!action.selection || requireSelection(list.selected, action.selection)) action.onClick(list.selected);
  };
  const buttonOf = (action: ListAction, block?: SelectionBlock) => (
    <Button
      key={action.key}
      type={action.primary ? 'primary' : 'default'}
      danger={action.danger}
      icon={action.icon}
      onClick={click(action)}
      {...block}
    >
      {action.label}
    </Button>
  );
  // A batch button is disabled, saying what to select, while nothing is (the guard stays for safety).
  const buttonsOf = (all: ListAction[]) =>
    all.map((action) =>
      action.selection ? (
        <SelectionFirst key={action.key} what={action.selection} count={list.selected.length}>
          {(block) => buttonOf(action, block)}
        </SelectionFirst>
      ) : (
        buttonOf(action)
      ),
    );

  const table = (
    <Table<R>
      rowKey="id"
      size="middle"
      columns={shown}
      expandable={
        folded.length > 0
          ? {
              expandedRowRender: (row, index) => <FoldedCells row={row} index={index} columns={folded} />,
              // Our own button: a 24 px target with a name in the console's language, where antd's is
              // a 16 px box with no name.
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button
                  type="text"
                  size="small"
                  aria-label={t(expanded ? 'fleet.collapseRow' : 'fleet.expandRow')}
                  aria-expanded={expanded}
                  icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
                  onClick={(event) => onExpand(record, event)}
                />
              ),
            }
          : undefined
      }
      dataSource={list.rows}
      loading={list.loading}
      pagination={false}
      // Columns share the box's width and wrap their text (auto layout, at least the box's width); the
      // table scrolls sideways only past what its words need, so on a desktop no cell hides under the
      // sticky actions column. (max-content kept every cell on one line, wider than 1440 px.)
      scroll={scrollBox ? undefined : { x: true }}
      tableLayout="auto"
      rowSelection={selectable ? { ...list.rowSelection, getCheckboxProps } : undefined}
      locale={{ emptyText }}
    />
  );
  const body = (
    <div data-testid={testId} className="rf-list">
      {!foldTools && filters}
      <Flex gap={8} wrap align="center" className="rf-fleet-actions">
        {foldTools
          ? (filters || actions.length > 0 || toolbar) && (
              <Badge dot={list.filtered}>
                <Button icon={<FilterOutlined />} onClick={() => setToolsOpen(true)} aria-haspopup="dialog">
                  {t('pagination.tools')}
                </Button>
              </Badge>
            )
          : [buttonsOf(actions), toolbar]}
        {selectable && (
          <span style={{ color: token.colorTextSecondary }} aria-live="polite">
            {t('pagination.selected', { count: list.selected.length })}
          </span>
        )}
        <Button
          type="text"
          icon={<ReloadOutlined />}
          aria-label={t('pagination.refresh')}
          title={t('pagination.refresh')}
          style={{ marginInlineStart: 'auto' }}
          loading={list.loading}
          onClick={() => void list.refetch()}
        />
      </Flex>
      {scrollBox ? <div className="rf-table-scroll rf-table-nowrap">{table}</div> : table}
      <ListPagination
        {...list.page}
        total={list.total}
        totalCapped={list.totalCapped}
        onChange={list.setPage}
      />
      {foldTools && (
        <FoldedTools
          open={toolsOpen}
          onClose={() => setToolsOpen(false)}
          filters={filters}
          actions={
            <>
              {buttonsOf(actions)}
              {toolbar}
            </>
          }
        />
      )}
      {children}
    </div>
  );

  return title === undefined ? (
    body
  ) : (
    <PageContainer
      title={title}
      extra={
        buttons.length > 0 ? (
          <Flex gap={8} wrap>
            {buttonsOf(buttons)}
            {extra}
          </Flex>
        ) : (
          extra
        )
      }
    >
      {body}
    </PageContainer>
  );
}
