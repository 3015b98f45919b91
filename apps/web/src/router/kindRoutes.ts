import {
  type KindMenu,
  kindMenuLabel,
  MENU_SUBTYPES,
  type MenuSubtype,
  TASK_KINDS,
} from '@reelfleet/contract';
import type { AppRoute } from './types';

/** The route of a kind's screen, derived from its contract entry: the kind page (its list and its wizard). */
function kindRoute(subtype: MenuSubtype): AppRoute {
  const { screen } = TASK_KINDS[subtype];
  const menu: KindMenu = TASK_KINDS[subtype].menu;
  return {
    path: screen,
    meta: { title: kindMenuLabel(subtype), ...(menu.badge ? { badge: menu.badge } : {}) },
    page: () => import('../components/tasks/KindPage').then((m) => ({ default: m.kindPage(subtype) })),
  };
}

const areaOf = (screen: string) => screen.slice(0, screen.lastIndexOf('/'));

/**
 * The route table with each task kind's screen (contract entries with `menu`) placed in its area
 * (the top route its path is under) at its `menu.order`: a new kind adds no line to the table.
 */
export function withKindRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => {
    const kinds = MENU_SUBTYPES.filter((s) => areaOf(TASK_KINDS[s].screen) === route.path).sort(
      (a, b) => TASK_KINDS[a].menu.order - TASK_KINDS[b].menu.order,
    );
    if (kinds.length === 0) return route;
    const children = [...(route.children ?? [])];
    for (const s of kinds) children.splice(TASK_KINDS[s].menu.order, 0, kindRoute(s));
    return { ...route, children };
  });
}
