import { PlusOutlined } from '@ant-design/icons';
import type { MaterialItem } from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/fleet/format';
import TextTagFilters from '../../components/fleet/TextTagFilters';
import ListPage from '../../components/list/ListPage';
import {
  actionsColumn,
  deleteAction,
  deleteSelectedAction,
  editAction,
} from '../../components/list/RowActions';
import MaterialEditDialog from './MaterialEditDialog';
import TextAddDialog from './TextAddDialog';
import { materialColumns, useMaterialList } from './useMaterialList';
import './material.css';

/** Text materials (/material/text): signatures, comments, messages, title templates, one text each. */
export default function TextMaterialPage() {
  const { t } = useTranslation();
  const { list, remove, saved } = useMaterialList('text');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MaterialItem | null>(null);

  const columns: ColumnsType<MaterialItem> = [
    {
      key: 'text',
      title: t('material.text'),
      dataIndex: 'text',
      render: (v: string) => <span className="rf-material-text">{v}</span>,
    },
    ...materialColumns(t),
    { key: 'createTime', title: t('material.createTime'), dataIndex: 'createTime', render: formatDateTime },
    actionsColumn<MaterialItem>(t, (m) => [
      editAction(t, () => setEditing(m)),
      deleteAction(t, () => remove([m.id], m.text ?? m.name)),
    ]),
  ];

  return (
    <ListPage
      title={t('route.materialText')}
      list={list}
      columns={columns}
      emptyText={t('material.emptyText')}
      testId="material-text-list"
      filters={
        <TextTagFilters
          textLabel={t('material.search')}
          tagKind="material"
          tagLabel={t('material.label')}
          onSearch={({ text, labelId }) => list.search({ name: text, labelId })}
        />
      }
      actions={[
        {
          key: 'add',
          primary: true,
          icon: <PlusOutlined />,
          label: t('material.addText'),
          onClick: () => setAdding(true),
        },
        deleteSelectedAction(t, 'selection.materials', (ids) => remove(ids)),
      ]}
    >
      <TextAddDialog open={adding} onClose={() => setAdding(false)} onAdded={saved(() => setAdding(false))} />
      <MaterialEditDialog
        material={editing}
        onClose={() => setEditing(null)}
        onSaved={saved(() => setEditing(null))}
      />
    </ListPage>
  );
}
