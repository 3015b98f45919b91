import { DeleteOutlined, EditOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import type { SelectionWhat } from '@reelfleet/contract';
import { Button, Flex, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ListAction } from './ListPage';

/** One button of a row. */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

/** A row's buttons: labelled links, or (`compact`, for wide tables) icons with the label as tooltip. */
export function RowActions({ actions, compact = false }: { actions: RowAction[]; compact?: boolean }) {
  return (
    <Flex gap={compact ? 0 : 4} wrap={false}>
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

/** The toolbar's "Tag selected" (asks for a selection first). */
export const tagSelectedAction = (
  t: TFunction,
  selection: SelectionWhat,
  onClick: (ids: number[]) => void,
): ListAction => ({
  key: 'tag',
  icon: <TagsOutlined />,
  label: t('fleet.tagSelected'),
  selection,
  onClick,
});

/** The toolbar's "Delete selected" (asks for a selection first). */
export const deleteSelectedAction = (
  t: TFunction,
  selection: SelectionWhat,
  onClick: (ids: number[]) => void,
): ListAction => ({
  key: 'delete',
  danger: true,
  icon: <DeleteOutlined />,
  label: t('fleet.deleteSelected'),
  selection,
  onClick,
});

/** The toolbar's main button that adds rows (a dialog of its own). */
export const addAction = (
  label: string,
  onClick: () => void,
  icon: ReactNode = <PlusOutlined />,
): ListAction => ({
  key: 'add',
  primary: true,
  icon,
  label,
  onClick,
});
