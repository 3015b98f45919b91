import { kindMenuLabel, type MenuSubtype, TASK_KINDS } from '@reelfleet/contract';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import TaskScreen from './TaskScreen';

const pages = new Map<MenuSubtype, ComponentType>();

/**
 * The screen of a kind whose contract entry has `menu` (router/kindRoutes.ts): its tasks, the
 * button that opens its wizard, and its recurring jobs when the kind is `scheduled`.
 */
export function kindPage(subtype: MenuSubtype): ComponentType {
  let page = pages.get(subtype);
  if (!page) {
    const scheduled = 'scheduled' in TASK_KINDS[subtype];
    page = function KindPage() {
      const { t } = useTranslation();
      return <TaskScreen title={t(kindMenuLabel(subtype))} subtype={subtype} scheduled={scheduled} />;
    };
    pages.set(subtype, page);
  }
  return page;
}
