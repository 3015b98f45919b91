import { PlusOutlined } from '@ant-design/icons';
import type { TagItem } from '@reelfleet/contract';
import { Flex, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { type FleetTagKind, tagsApi } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import { lazyDialog } from '../lazyDialog';
import ListPage from '../list/ListPage';
import { deleteAction, deleteSelectedAction, editAction, RowActions } from '../list/RowActions';
import PageContainer from '../PageContainer';
import FilterBar from './FilterBar';
import { formatDateTime, label } from './format';
import { FLEET_KEY } from './queries';
import type { TagEditing } from './TagFormDialog';
import { TextFilter, textOrUnset } from './textFilter';
import { useFleetList } from './useFleetList';

// The add and rename dialog (a form, the tag name's rule) is fetched when first opened.
const TagFormDialog = lazyDialog(() => import('./TagFormDialog'), 'editing');

/**
 * Tag management of one kind (spec 3 "Tags"): list with the number of rows
 * carrying each tag, add, rename, delete. System labels are shared, shown in
 * the caller's language, and offer neither rename nor delete (the server
 * refuses both anyway).
 */
export default function TagManager({ kind }: { kind: FleetTagKind }) {
  const { t } = useTranslation();
  const api = tagsApi(kind);
  const { list, refresh, remove } = useFleetList<{ name?: string }, TagItem>({
    key: [FLEET_KEY, `tags-${kind}`],
    api,
    deleteTitle: t('tags.deleteTitle'),
    deleteContent: (ids, name) =>
      name ? t('tags.deleteOne', { name }) : t('tags.deleteMany', { count: ids.length }),
  });
  const [editing, setEditing] = useState<TagEditing>(null);

  const columns: ColumnsType<TagItem> = [
    {
      key: 'name',
      title: t('tags.name'),
      dataIndex: 'name',
      render: (name: string, tag) => (
        <Flex gap={6} align="center" wrap>
          <span>{name}</span>
          {tag.isSystem && <Tag color="blue">{t('tags.system')}</Tag>}
        </Flex>
      ),
    },
    { key: 'count', title: t(`tags.count.${kind}`), dataIndex: 'count', align: 'right', width: 140 },
    {
      key: 'createTime',
      title: t('tags.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
      width: 170,
    },
    {
      key: 'actions',
      title: t('fleet.actions'),
      width: 200,
      render: (_, tag) =>
        tag.isSystem ? (
          <Tooltip title={label('tag.systemUndeletable')}>
            <span style={{ opacity: 0.65 }}>{t('tags.systemReadonly')}</span>
          </Tooltip>
        ) : (
          <RowActions
            actions={[
              editAction(t, () => setEditing({ mode: 'rename', tag }), t('tags.rename')),
              deleteAction(t, () => remove([tag.id], tag.name)),
            ]}
          />
        ),
    },
  ];

  return (
    <ListPage
      list={list}
      columns={columns}
      emptyText={t('tags.empty')}
      filters={
        <FilterBar<{ text?: string }> onSearch={(v) => list.search({ name: textOrUnset(v.text) })}>
          <TextFilter name="text" label="tags.name" width={200} />
        </FilterBar>
      }
      actions={[
        {
          key: 'add',
          primary: true,
          icon: <PlusOutlined />,
          label: t('tags.add'),
          onClick: () => setEditing({ mode: 'add' }),
        },
        deleteSelectedAction(t, 'selection.tags', (ids) => remove(ids)),
      ]}
      getCheckboxProps={(tag) => ({ disabled: tag.isSystem, 'aria-label': tag.name })}
    >
      <TagFormDialog
        kind={kind}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </ListPage>
  );
}

/** A tags screen (/account/tags, /material/tags...): the kind's tag management under its route's title. */
export function TagsPage({ kind, title }: { kind: FleetTagKind; title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer title={t(title)}>
      <TagManager kind={kind} />
    </PageContainer>
  );
}
