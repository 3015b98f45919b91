import {
  MATERIAL_SUBTYPE_LABELS,
  type MaterialItem,
  type MaterialListBody,
  type MaterialType,
} from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import { materialsApi } from '../../api/material';
import { tagColumn } from '../../components/fleet/columns';
import { label } from '../../components/fleet/format';
import { FLEET_KEY } from '../../components/fleet/queries';
import TextTagFilters from '../../components/fleet/TextTagFilters';
import { useFleetList } from '../../components/fleet/useFleetList';
import { materialPollMs } from '../../components/list/livePolls';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/useTranslation';

type Filter = Omit<MaterialListBody, 'type'>;

/**
 * One material library's list (of one type): filters, delete with a question, refresh of every
 * list; while an upload of the page is processing it reads itself again (materialPollMs).
 */
export function useMaterialList(type: MaterialType) {
  const { t } = useTranslation();
  return useFleetList<Filter, MaterialItem>({
    key: [FLEET_KEY, 'materials', type],
    api: {
      list: (filter, page) => materialsApi.list({ ...filter, type }, page),
      remove: materialsApi.remove,
      removeMany: materialsApi.removeMany,
    },
    pollMs: materialPollMs,
    pushed: true,
    deleteTitle: t('material.deleteTitle'),
    deleteContent: (ids, name) =>
      name ? t('material.deleteOne', { name }) : t('material.deleteMany', { count: ids.length }),
  });
}

/** What every material list shows of a material: its name, subtype and tag. */
export function materialColumns(t: TFunction): ColumnsType<MaterialItem> {
  return [
    { key: 'name', title: t('material.name'), dataIndex: 'name' },
    {
      key: 'subtype',
      title: t('material.subtype'),
      dataIndex: 'subtype',
      render: (v: MaterialItem['subtype']) => label(MATERIAL_SUBTYPE_LABELS[v]),
    },
    tagColumn(t('material.label'), 'label'),
  ];
}

/** A material list's filters: its text (`textKey` labels it) matched against the name, and its tag. */
export function MaterialFilters({ search, textKey }: { search: (filter: Filter) => void; textKey: string }) {
  return <TextTagFilters search={search} text={['name', textKey]} tag={['material', 'material.label']} />;
}
