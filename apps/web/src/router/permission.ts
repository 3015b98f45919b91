import { Role } from '@reelfleet/contract';
import { routeChain } from './lookup';
import type { AppRoute } from './types';

/** A route without roles is open to everyone; otherwise one of the user's roles must be listed. */
export function hasPermission(roles: readonly string[], route: AppRoute): boolean {
  const allowed = route.meta?.roles;
  if (!allowed?.length) return true;
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/** The routes the roles may see, filtered recursively through children; admin sees everything. */
export function filterRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  if (roles.includes(Role.admin)) return [...routes];
  const kept: AppRoute[] = [];
  for (const route of routes) {
    if (!hasPermission(roles, route)) continue;
    kept.push(route.children ? { ...route, children: filterRoutes(route.children, roles) } : route);
  }
  return kept;
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
