import type { MaterialItem, MaterialListBody, MaterialType } from '@reelfleet/contract';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../../api/material';
import { FLEET_KEY } from '../../components/fleet/queries';
import { useFleetList } from '../../components/fleet/useFleetList';

type Filter = Omit<MaterialListBody, 'type'>;

/** One material library's list (of one type): filters, delete with a question, refresh of every list. */
export function useMaterialList(type: MaterialType) {
  const { t } = useTranslation();
  return useFleetList<Filter, MaterialItem>({
    key: [FLEET_KEY, 'materials', type],
    api: {
      list: (filter, page) => materialsApi.list({ ...filter, type }, page),
      remove: materialsApi.remove,
      removeMany: materialsApi.removeMany,
    },
    deleteTitle: t('material.deleteTitle'),
    deleteContent: (ids, name) =>
      name ? t('material.deleteOne', { name }) : t('material.deleteMany', { count: ids.length }),
  });
}
