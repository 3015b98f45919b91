import type { AppRoute } from './types';

/** Every route of the table, parents before their children. */
export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

function matches(route: AppRoute, pathname: string): boolean {
  if (route.path === pathname) return true;
  return Boolean(route.splat) && pathname.startsWith(`${route.path}/`);
}

/** The chain of routes from the top of the table down to the one matching `pathname`; empty when none does. */
export function routeChain(routes: readonly AppRoute[], pathname: string): AppRoute[] {
  for (const route of routes) {
    if (matches(route, pathname)) return [route];
    const below = routeChain(route.children ?? [], pathname);
    if (below.length) return [route, ...below];
  }
  return [];
}

export function findRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return routeChain(routes, pathname).at(-1);
}

/** Normalises a pathname: no trailing slash except for `/` itself. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
