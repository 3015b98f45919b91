import { create } from 'zustand';
import { filterRoutes } from '../router/permission';
import { appRoutes } from '../router/routes';
import type { AppRoute } from '../router/types';

interface PermissionState {
  /** The routes the user's roles may see (the sidebar is drawn from these). */
  routes: AppRoute[];
  generated: boolean;
  generateRoutes: (roles: readonly string[]) => AppRoute[];
  reset: () => void;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  generated: false,
  generateRoutes: (roles) => {
    const routes = filterRoutes(appRoutes, roles);
    set({ routes, generated: true });
    return routes;
  },
  reset: () => set({ routes: [], generated: false }),
}));
