import { EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { MATERIAL_STATUS_LABELS, type MaterialItem, type MediaType } from '@reelfleet/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, label } from '../../components/fleet/format';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { addAction, deleteSelectedAction, editDeleteColumn } from '../../components/list/RowActions';
import { useDialog } from '../../components/list/useDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { formatSize } from '../../utils/number';
import MediaThumb from './MediaThumb';
import { MaterialFilters, materialColumns, useMaterialList } from './useMaterialList';
import './material.css';

// The dialogs (upload, edit, preview) are fetched when first opened, not with the list.
const MediaPreview = lazyDialog(() => import('./MediaPreview'), 'material');
const UploadDialog = lazyDialog(() => import('./UploadDialog'), 'open');
const MaterialEditDialog = lazyDialog(() => import('./MaterialEditDialog'), 'material');

const STATUS_COLORS = { processing: 'processing', ready: 'success', failed: 'error' } as const;

function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** An uploaded library (/material/image, /material/video): thumbnails, batch upload with progress. */
export default function MediaMaterialPage({
  type,
  title,
}: {
  type: Extract<MediaType, 'image' | 'video'>;
  title: string;
}) {
  const { t } = useTranslation();
  const { list, remove, saved, refresh } = useMaterialList(type);
  const uploading = useDialog();
  const editing = useDialog<MaterialItem>();
  const viewing = useDialog<MaterialItem>();

  const columns: ColumnsType<MaterialItem> = [
    {
      key: 'thumb',
      title: t('material.preview'),
      render: (_v, m) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => viewing.open(m)}
          aria-label={t('material.open', { name: m.name })}
        >
          <MediaThumb material={m} />
        </Button>
      ),
    },
    ...materialColumns(t),
    {
      key: 'size',
      title: t('material.size'),
      dataIndex: 'size',
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : formatSize(v)),
    },
    type === 'video'
      ? {
          key: 'duration',
          title: t('material.duration'),
          dataIndex: 'durationMs',
          align: 'right',
          render: formatDuration,
        }
      : {
          key: 'dimensions',
          title: t('material.dimensions'),
          render: (_v, m) => (m.width ? `${m.width} × ${m.height}` : '—'),
        },
    {
      key: 'status',
      title: t('material.status'),
      dataIndex: 'status',
      render: (v: MaterialItem['status']) => (
        <Tag color={STATUS_COLORS[v]}>{label(MATERIAL_STATUS_LABELS[v])}</Tag>
      ),
    },
    { key: 'createTime', title: t('material.createTime'), dataIndex: 'createTime', render: formatDateTime },
    editDeleteColumn<MaterialItem>(t, {
      more: (m) => [
        { key: 'view', label: t('material.view'), icon: <EyeOutlined />, onClick: () => viewing.open(m) },
      ],
      edit: editing.open,
      remove: (m) => remove([m.id], m.name),
    }),
  ];

  return (
    <ListPage
      title={title}
      list={list}
      columns={columns}
      emptyText={t(type === 'video' ? 'material.emptyVideo' : 'material.emptyImage')}
      testId={`material-${type}-list`}
      filters={<MaterialFilters search={list.search} textKey="material.name" />}
      actions={[
        addAction(
          t(type === 'video' ? 'material.uploadVideos' : 'material.uploadImages'),
          () => uploading.open(true),
          { icon: <UploadOutlined /> },
        ),
        deleteSelectedAction(t, 'selection.materials', (ids) => remove(ids)),
      ]}
    >
      <UploadDialog
        type={type}
        open={uploading.isOpen}
        onClose={uploading.close}
        onUploaded={() => void refresh()}
      />
      <MaterialEditDialog material={editing.value} onClose={editing.close} onSaved={saved(editing.close)} />
      <MediaPreview material={viewing.value} onClose={viewing.close} />
    </ListPage>
  );
}
