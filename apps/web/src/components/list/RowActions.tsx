import { DeleteOutlined, EditOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import type { SelectionWhat } from '@reelfleet/contract';
import { Button, Flex, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { TFunction } from '../../i18n/translate';
import { useIsMobile } from '../../layout/useIsMobile';
import type { ListAction } from './ListPage';

/** One button of a row. */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

/**
 * A row's buttons: labelled links, or (`compact`, for wide tables, and always below 992 px) icons
 * with the label as tooltip.
 */
export function RowActions({ actions, compact: wide = false }: { actions: RowAction[]; compact?: boolean }) {
  const phone = useIsMobile();
  const compact = phone || wide;
  // On a phone the icons may wrap: a row of four kept the column too wide for 390 px, and the
  // table scrolled sideways with the column cut off at the box's edge ("Act").
  return (
    <Flex gap={compact ? 0 : 4} wrap={phone}>
      {actions.map((a) =>
        compact ? (
          <Tooltip key={a.key} title={a.label}>
            <Button
              type="text"
              size="small"
              danger={a.danger}
              icon={a.icon}
              aria-label={a.label}
              onClick={a.onClick}
            />
          </Tooltip>
        ) : (
          <Button key={a.key} type="link" size="small" danger={a.danger} icon={a.icon} onClick={a.onClick}>
            {a.label}
          </Button>
        ),
      )}
    </Flex>
  );
}

/** The last column of a list: the row's buttons, kept in view at the right. */
export function actionsColumn<R>(
  t: TFunction,
  actions: (row: R) => RowAction[],
  compact = false,
): ColumnType<R> {
  return {
    key: 'actions',
    title: t('fleet.actions'),
    fixed: 'right',
    render: (_: unknown, row: R) => <RowActions actions={actions(row)} compact={compact} />,
  };
}

export const editAction = (t: TFunction, onClick: () => void, label = t('fleet.edit')): RowAction => ({
  key: 'edit',
  label,
  icon: <EditOutlined />,
  onClick,
});

export const deleteAction = (t: TFunction, onClick: () => void): RowAction => ({
  key: 'delete',
  label: t('fleet.delete'),
  icon: <DeleteOutlined />,
  danger: true,
  onClick,
});

/** A toolbar button that works on the selected rows (it asks for a selection first). */
function selectionAction(key: string, icon: ReactNode, labelKey: string, danger = false) {
  return (t: TFunction, selection: SelectionWhat, onClick: (ids: number[]) => void): ListAction => ({
    key,
    icon,
    danger,
    label: t(labelKey),
    selection,
    onClick,
  });
}

/** The toolbar's "Tag selected". */
export const tagSelectedAction = selectionAction('tag', <TagsOutlined />, 'fleet.tagSelected');

/** The toolbar's "Delete selected". */
export const deleteSelectedAction = selectionAction(
  'delete',
  <DeleteOutlined />,
  'fleet.deleteSelected',
  true,
);

/**
 * The last column of a list whose rows are edited and deleted: the row's `more` buttons (e.g.
 * View), then Edit (`editLabel`: Rename...) and Delete.
 */
export function editDeleteColumn<R>(
  t: TFunction,
  {
    edit,
    remove,
    editLabel,
    more,
    compact,
  }: {
    edit: (row: R) => void;
    remove: (row: R) => void;
    editLabel?: string;
    more?: (row: R) => RowAction[];
    compact?: boolean;
  },
): ColumnType<R> {
  return actionsColumn(
    t,
    (row) => [
      ...(more?.(row) ?? []),
      editAction(t, () => edit(row), editLabel),
      deleteAction(t, () => remove(row)),
    ],
    compact,
  );
}

/**
 * The button that adds rows (a dialog of its own): the main one of its bar, unless `primary` is
 * false (beside another as important, e.g. Import).
 */
export const addAction = (
  label: string,
  onClick: () => void,
  { icon = <PlusOutlined />, primary = true }: { icon?: ReactNode; primary?: boolean } = {},
): ListAction => ({
  key: 'add',
  primary,
  icon,
  label,
  onClick,
});
