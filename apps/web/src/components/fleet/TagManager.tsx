import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type TagItem, tagName } from '@reelfleet/contract';
import { App, Button, Flex, Form, Input, Modal, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FleetTagKind, tagsApi } from '../../api/tags';
import { currentLang } from '../../i18n';
import { zodRule } from '../../views/login/formRules';
import ListPagination from '../ListPagination';
import FilterBar from './FilterBar';
import { formatDateTime, label } from './format';
import { reportFormError } from './formErrors';
import { useFleetRefresh } from './queries';
import { useFleetList } from './useFleetList';
import { useSelectionGuard } from './useSelectionGuard';

type Editing = { mode: 'add' } | { mode: 'rename'; tag: TagItem } | null;

/**
 * Tag management of one kind (spec 3 "Tags"): list with the number of rows
 * carrying each tag, add, rename, delete. System labels are shared, shown in
 * the caller's language, and offer neither rename nor delete (the server
 * refuses both anyway).
 */
export default function TagManager({ kind }: { kind: FleetTagKind }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const api = tagsApi(kind);
  const list = useFleetList<{ name?: string }, TagItem>(`tags-${kind}`, api.list, {});
  const refresh = useFleetRefresh();
  const requireSelection = useSelectionGuard();
  const [editing, setEditing] = useState<Editing>(null);

  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('tags.deleteTitle'),
      content: name ? t('tags.deleteOne', { name }) : t('tags.deleteMany', { count: ids.length }),
      okText: t('fleet.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await (ids.length === 1 ? api.remove(ids[0]!) : api.removeMany(ids));
        void message.success(label('common.deleteSuccess'));
        list.clearSelection();
        await refresh();
      },
    });

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
          <Flex gap={4} wrap>
            <Button
              size="small"
              type="link"
              icon={<EditOutlined />}
              onClick={() => setEditing({ mode: 'rename', tag })}
            >
              {t('tags.rename')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              icon={<DeleteOutlined />}
              onClick={() => remove([tag.id], tag.name)}
            >
              {t('fleet.delete')}
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <>
      <FilterBar<{ name?: string }> onSearch={(v) => list.search({ name: v.name?.trim() || undefined })}>
        <Form.Item name="name">
          <Input allowClear placeholder={t('tags.name')} aria-label={t('tags.name')} style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <Flex gap={8} wrap className="rf-fleet-actions">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
          {t('tags.add')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => requireSelection(list.selected, 'selection.tags') && remove(list.selected)}
        >
          {t('fleet.deleteSelected')}
        </Button>
      </Flex>
      <Table<TagItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          ...list.rowSelection,
          getCheckboxProps: (tag) => ({ disabled: tag.isSystem, 'aria-label': tag.name }),
        }}
        locale={{ emptyText: t('tags.empty') }}
      />
      <ListPagination
        {...list.page}
        total={list.total}
        selected={list.selected.length}
        onChange={list.setPage}
      />
      <TagFormDialog
        kind={kind}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}

function TagFormDialog({
  kind,
  editing,
  onClose,
  onSaved,
}: {
  kind: FleetTagKind;
  editing: Editing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const api = tagsApi(kind);

  const save = async ({ name }: { name: string }) => {
    if (!editing) return;
    setSaving(true);
    try {
      if (editing.mode === 'add') await api.add(name.trim(), { silent: true });
      else await api.rename(editing.tag.id, name.trim(), { silent: true });
      void message.success(label(editing.mode === 'add' ? 'common.addSuccess' : 'common.updateSuccess'));
      onSaved();
    } catch (error) {
      reportFormError(form, error, ['name']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing?.mode === 'rename' ? t('tags.renameTitle') : t('tags.addTitle')}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        name="tagForm"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: editing?.mode === 'rename' ? editing.tag.name : '' }}
        onFinish={save}
      >
        <Form.Item name="name" label={t('tags.name')} rules={[zodRule('name', tagName, currentLang())]}>
          <Input autoFocus maxLength={30} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
