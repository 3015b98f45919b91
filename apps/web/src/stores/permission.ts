import { create } from 'zustand';
import { filterRoutes, isPathPermitted } from '../router/permission';
import type { AppRoute } from '../router/types';

interface PermissionState {
  /** The routes the user's roles may see (the sidebar is drawn from these). */
  routes: AppRoute[];
  generated: boolean;
  /** Whether the user's roles may open `path` (every path until the routes are generated). */
  permits: (path: string) => boolean;
  /**
   * Filters the route table for the roles. The route guard hands the table in: this store is read by
   * pages, which may not import the table that loads them.
   */
  generateRoutes: (table: readonly AppRoute[], roles: readonly string[]) => AppRoute[];
  reset: () => void;
}

const permitsAll = () => true;

export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  generated: false,
  permits: permitsAll,
  generateRoutes: (table, roles) => {
    const routes = filterRoutes(table, roles);
    set({ routes, generated: true, permits: (path) => isPathPermitted(table, path, roles) });
    return routes;
  },
  reset: () => set({ routes: [], generated: false, permits: permitsAll }),
}));
