import type { MaterialItem } from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../components/fleet/format';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { addAction, deleteSelectedAction, editDeleteColumn } from '../../components/list/RowActions';
import { useDialog } from '../../components/list/useDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { MaterialFilters, materialColumns, useMaterialList } from './useMaterialList';
import './material.css';

// The dialogs are fetched when first opened, not with the list.
const TextAddDialog = lazyDialog(() => import('./TextAddDialog'), 'open');
const MaterialEditDialog = lazyDialog(() => import('./MaterialEditDialog'), 'material');

/** Text materials (/material/text): signatures, comments, messages, title templates, one text each. */
export default function TextMaterialPage() {
  const { t } = useTranslation();
  const { list, remove, saved } = useMaterialList('text');
  const adding = useDialog();
  const editing = useDialog<MaterialItem>();

  const columns: ColumnsType<MaterialItem> = [
    {
      key: 'text',
      title: t('material.text'),
      dataIndex: 'text',
      render: (v: string) => <span className="rf-material-text">{v}</span>,
    },
    ...materialColumns(t),
    { key: 'createTime', title: t('material.createTime'), dataIndex: 'createTime', render: formatDateTime },
    editDeleteColumn<MaterialItem>(t, {
      edit: editing.open,
      remove: (m) => remove([m.id], m.text ?? m.name),
    }),
  ];

  return (
    <ListPage
      title={t('route.materialText')}
      list={list}
      columns={columns}
      emptyText={t('material.emptyText')}
      testId="material-text-list"
      filters={<MaterialFilters search={list.search} textKey="material.search" />}
      actions={[
        addAction(t('material.addText'), () => adding.open(true)),
        deleteSelectedAction(t, 'selection.materials', (ids) => remove(ids)),
      ]}
    >
      <TextAddDialog open={adding.isOpen} onClose={adding.close} onAdded={saved(adding.close)} />
      <MaterialEditDialog material={editing.value} onClose={editing.close} onSaved={saved(editing.close)} />
    </ListPage>
  );
}
