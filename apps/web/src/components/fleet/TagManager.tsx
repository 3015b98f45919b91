import { PlusOutlined } from '@ant-design/icons';
import { type TagItem, tagName } from '@reelfleet/contract';
import { Flex, Form, Input, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FleetTagKind, tagsApi } from '../../api/tags';
import { currentLang } from '../../i18n';
import { useFeedback } from '../../utils/feedback';
import { zodRule } from '../../utils/formRules';
import FormDialog, { type DialogProps } from '../list/FormDialog';
import ListPage from '../list/ListPage';
import { deleteAction, deleteSelectedAction, editAction, RowActions } from '../list/RowActions';
import PageContainer from '../PageContainer';
import { formatDateTime, label } from './format';
import { FLEET_KEY } from './queries';
import TextTagFilters from './TextTagFilters';
import { useFleetList } from './useFleetList';

type Editing = { mode: 'add' } | { mode: 'rename'; tag: TagItem } | null;

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
  const [editing, setEditing] = useState<Editing>(null);

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
      filters={<TextTagFilters search={list.search} text={['name', 'tags.name']} />}
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

function TagFormDialog({
  kind,
  editing,
  onClose,
  onSaved,
}: DialogProps<'onSaved', { editing: Editing }> & { kind: FleetTagKind }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const api = tagsApi(kind);

  const save = async ({ name }: { name: string }) => {
    if (!editing) return;
    if (editing.mode === 'add') await api.add(name.trim(), { silent: true });
    else await api.rename(editing.tag.id, name.trim(), { silent: true });
    void message.success(label(editing.mode === 'add' ? 'common.addSuccess' : 'common.updateSuccess'));
    onSaved();
  };

  return (
    <FormDialog<{ name: string }>
      open={editing !== null}
      title={editing?.mode === 'rename' ? t('tags.renameTitle') : t('tags.addTitle')}
      submit={save}
      onClose={onClose}
      fields={['name']}
      initialValues={{ name: editing?.mode === 'rename' ? editing.tag.name : '' }}
    >
      <Form.Item name="name" label={t('tags.name')} rules={[zodRule('name', tagName, currentLang())]}>
        <Input autoFocus maxLength={30} showCount />
      </Form.Item>
    </FormDialog>
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
