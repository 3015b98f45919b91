import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { fixedT, i18n } from '../i18n/translate';
import { flattenRoutes } from './lookup';
import { canUse, filterRoutes, hasPermission, isPathPermitted } from './permission';
import { appRoutes } from './routes';
import type { AppRoute } from './types';

const table: AppRoute[] = [
  { path: '/open', meta: { title: 'open' } },
  {
    path: '/area',
    meta: { title: 'area' },
    children: [
      { path: '/area/everyone', meta: { title: 'everyone' } },
      { path: '/area/vip', meta: { title: 'vip', roles: ['vip'] } },
      {
        path: '/area/agents',
        meta: { title: 'agents', roles: ['agent', 'manager'] },
        children: [
          { path: '/area/agents/all', meta: { title: 'all' } },
          { path: '/area/agents/managers', meta: { title: 'managers', roles: ['manager'] } },
        ],
      },
    ],
  },
  {
    path: '/staff',
    meta: { title: 'staff', roles: ['service'] },
    children: [{ path: '/staff/x', meta: { title: 'x' } }],
  },
];

const paths = (routes: AppRoute[]) => flattenRoutes(routes).map((r) => r.path);

describe('hasPermission', () => {
  it('opens a route without roles to everyone', () => {
    expect(hasPermission([], table[0]!)).toBe(true);
  });
  it('needs one of the listed roles', () => {
    const vip = table[1]!.children![1]!;
    expect(hasPermission(['user'], vip)).toBe(false);
    expect(hasPermission(['user', 'vip'], vip)).toBe(true);
  });
});

describe('filterRoutes', () => {
  it('gives admin every route', () => {
    expect(paths(filterRoutes(table, ['admin']))).toEqual(paths(table));
  });

  it("leaves the workspace screens out of the admin's menu, and every other screen in", () => {
    const admin = filterRoutes(appRoutes, ['admin']);
    const shown = flattenRoutes(admin);
    // No entry the admin would open only to read "The administrator has no workspace".
    expect(shown.filter((r) => r.meta?.workspace)).toEqual([]);
    for (const path of ['/devices/list', '/account/list', '/toker/like', '/service/list', '/user/division'])
      expect(paths(admin)).not.toContain(path);
    // Everything else of the table stays: administration, the dashboard, the user centre, help.
    const workspaceFree = (routes: readonly AppRoute[]): AppRoute[] =>
      routes.filter((r) => !r.meta?.workspace).flatMap((r) => [r, ...workspaceFree(r.children ?? [])]);
    expect(paths(admin)).toEqual(workspaceFree(appRoutes).map((r) => r.path));
    for (const path of [
      '/dashboard',
      '/admin/users',
      '/admin/prices',
      '/admin/contact',
      '/admin/audit',
      '/user/finance',
      '/help/document',
    ])
      expect(paths(admin)).toContain(path);
    // A link to a workspace screen still opens (its notice), not the 401 page.
    expect(isPathPermitted(appRoutes, '/devices/list', ['admin'])).toBe(true);
  });

  it("names no screen twice in the admin's menu (one Audit Log: Administration's, of every workspace)", () => {
    i18n.addTexts('en', en);
    const t = fixedT('en');
    const titles = flattenRoutes(filterRoutes(appRoutes, ['admin']))
      .filter((r) => r.page && !r.meta?.hidden)
      .map((r) => t(r.meta?.title ?? ''));
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(paths(filterRoutes(appRoutes, ['admin']))).not.toContain('/user/audit');
  });

  it('filters recursively through children', () => {
    expect(paths(filterRoutes(table, ['agent']))).toEqual([
      '/open',
      '/area',
      '/area/everyone',
      '/area/agents',
      '/area/agents/all',
    ]);
    expect(paths(filterRoutes(table, ['manager']))).toContain('/area/agents/managers');
  });

  it('drops a whole branch whose parent the roles may not see', () => {
    const user = paths(filterRoutes(table, ['user']));
    expect(user).toEqual(['/open', '/area', '/area/everyone']);
    expect(user).not.toContain('/staff/x');
  });

  it('shows each staff role the menu areas of its role in the real table (contract ROLE_AREAS)', () => {
    const service = paths(filterRoutes(appRoutes, ['service']));
    expect(service).not.toContain('/user/finance');
    expect(service).not.toContain('/user/division');
    expect(service).not.toContain('/devices/list');
    expect(service).toContain('/service/list');
    expect(service).toContain('/account/list');
    const operator = paths(filterRoutes(appRoutes, ['operator']));
    expect(operator).toContain('/devices/list');
    expect(operator).toContain('/toker/like');
    expect(operator).not.toContain('/service/list');
    expect(operator).not.toContain('/user/division');
    expect(operator).not.toContain('/user/finance');
    expect(paths(filterRoutes(appRoutes, ['manager']))).toContain('/user/division');
    expect(paths(filterRoutes(appRoutes, ['user']))).toContain('/user/finance');
    expect(paths(filterRoutes(appRoutes, ['user']))).toContain('/service/list');
  });
});

describe('isPathPermitted', () => {
  it('checks every route on the way down', () => {
    expect(isPathPermitted(table, '/area/agents/managers', ['agent'])).toBe(false);
    expect(isPathPermitted(table, '/area/agents/managers', ['manager'])).toBe(true);
    expect(isPathPermitted(table, '/staff/x', ['user'])).toBe(false);
    expect(isPathPermitted(table, '/staff/x', ['admin'])).toBe(true);
  });
  it('lets unknown paths through (they end on the 404 page)', () => {
    expect(isPathPermitted(table, '/nowhere', ['user'])).toBe(true);
  });
});

describe('canUse (links outside the menu: the workbench, the avatar menu)', () => {
  it("is false for the admin on a workspace screen, true on the admin's own", () => {
    expect(canUse(appRoutes, '/service/list', ['admin'])).toBe(false);
    expect(canUse(appRoutes, '/user/division', ['admin'])).toBe(false);
    expect(canUse(appRoutes, '/admin/audit', ['admin'])).toBe(true);
  });

  it('follows the staff roles and owners, and nobody before the roles are known', () => {
    expect(canUse(appRoutes, '/service/list', ['user'])).toBe(true);
    expect(canUse(appRoutes, '/service/list', ['service'])).toBe(true);
    expect(canUse(appRoutes, '/service/list', ['operator'])).toBe(false);
    expect(canUse(appRoutes, '/service/list', [])).toBe(false);
  });
});
