import { Role } from '@reelfleet/contract';
import { routeChain } from './lookup';
import type { AppRoute } from './types';

/** A route without roles is open to everyone; otherwise one of the user's roles must be listed. */
export function hasPermission(roles: readonly string[], route: AppRoute): boolean {
  const allowed = route.meta?.roles;
  if (!allowed?.length) return true;
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/**
 * The routes the roles may see (the menu), filtered recursively through children. The admin sees
 * every route but the workspace screens (`meta.workspace`, children included): the admin has no
 * workspace, and each of them only says so (NoWorkspace; a link to one still opens that notice).
 */
export function filterRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  if (roles.includes(Role.admin)) return withoutWorkspace(routes);
  const kept: AppRoute[] = [];
  for (const route of routes) {
    if (!hasPermission(roles, route)) continue;
    kept.push(route.children ? { ...route, children: filterRoutes(route.children, roles) } : route);
  }
  return kept;
}

function withoutWorkspace(routes: readonly AppRoute[]): AppRoute[] {
  return routes
    .filter((route) => !route.meta?.workspace)
    .map((route) => (route.children ? { ...route, children: withoutWorkspace(route.children) } : route));
}

/** Whether every route on the way to `pathname` lets the roles in. Unknown paths answer true (they 404). */
export function isPathPermitted(
  routes: readonly AppRoute[],
  pathname: string,
  roles: readonly string[],
): boolean {
  if (roles.includes(Role.admin)) return true;
  return routeChain(routes, pathname).every((route) => hasPermission(roles, route));
}

/**
 * Whether the roles can use the screen at `pathname`: permitted, and for the admin not a workspace
 * screen (it would only say the admin has no workspace). What links to a screen outside the menu
 * (the workbench, the avatar menu) asks this.
 */
export function canUse(routes: readonly AppRoute[], pathname: string, roles: readonly string[]): boolean {
  if (roles.length === 0) return false;
  const chain = routeChain(routes, pathname);
  if (roles.includes(Role.admin)) return !chain.some((route) => route.meta?.workspace);
  return chain.every((route) => hasPermission(roles, route));
}
