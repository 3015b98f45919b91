import { PRODUCT_TITLE } from '@reelfleet/contract';
import { Menu, type MenuProps, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { routeChain } from '../router/lookup';
import { AGENT_PATH } from '../router/paths';
import type { AppRoute } from '../router/types';
import { usePermissionStore } from '../stores/permission';
import { useSettingsStore } from '../stores/settings';
import { useUserStore } from '../stores/user';
import { useIdleShown } from './firstUse';
import { routeIcon } from './icons';
import LogoMark from './LogoMark';
import { MENU_BADGE_COLOURS } from './theme';

type MenuItem = NonNullable<MenuProps['items']>[number];
type Translate = (key: string) => string;

function label(route: AppRoute, t: Translate) {
  const badge = route.meta?.badge;
  return (
    <span className="rf-menu-label">
      <span>{t(route.meta?.title ?? '')}</span>
      {badge && (
        <Tag color={MENU_BADGE_COLOURS[badge]} className="rf-menu-badge" variant="solid">
          {t(`menu.${badge}`)}
        </Tag>
      )}
    </span>
  );
}

/** Menu items from the permitted routes: hidden ones left out, a parent with one visible child shown as that child. */
export function menuItems(routes: readonly AppRoute[], t: Translate): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.meta?.hidden || route.meta?.standalone) continue;
    const children = (route.children ?? []).filter((child) => !child.meta?.hidden);
    if (!route.children?.length) {
      if (route.page && route.meta)
        items.push({ key: route.path, icon: routeIcon(route.meta.icon), label: label(route, t) });
      continue;
    }
    if (!children.length) continue;
    const only = children[0]!;
    if (children.length === 1 && !route.meta?.title) {
      items.push({ key: only.path, icon: routeIcon(only.meta?.icon), label: label(only, t) });
      continue;
    }
    items.push({
      key: route.path,
      icon: routeIcon(route.meta?.icon),
      label: t(route.meta?.title ?? ''),
      children: children.map((child) => ({ key: child.path, label: label(child, t) })),
    });
  }
  return items;
}

interface SidebarProps {
  collapsed: boolean;
  onNavigate?: () => void;
  /** Mount the menu with the sidebar (the drawer, opened by a tap) instead of at the first idle moment. */
  menuAtOnce?: boolean;
}

export default function Sidebar({ collapsed, onNavigate, menuAtOnce = false }: SidebarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  const level = useUserStore((s) => s.user?.level ?? 0);
  const sidebarTheme = useSettingsStore((s) => s.sidebarTheme);
  const dark = useSettingsStore((s) => s.darkMode);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const primary = useSettingsStore((s) => s.theme);
  const menuTheme = sidebarTheme === 'dark' || dark ? 'dark' : 'light';

  const items = useMemo(() => {
    const list = menuItems(routes, t);
    // Users with a non-zero level see the agent back end, opened in a new window (spec 1).
    if (level !== 0) {
      list.push({
        key: 'agent-backend',
        icon: routeIcon('agent'),
        label: (
          <a href={AGENT_PATH} target="_blank" rel="noopener noreferrer">
            {t('route.agentBackend')}
          </a>
        ),
      });
    }
    return list;
  }, [routes, level, t]);

  const parents = useMemo(
    () =>
      routeChain(routes, pathname)
        .slice(0, -1)
        .map((r) => r.path),
    [routes, pathname],
  );
  // Accordion: one submenu open at a time, so the menu fits its column; going to a route opens its parent.
  const [openKeys, setOpenKeys] = useState<string[]>(parents);
  useEffect(() => setOpenKeys(parents), [parents]);
  // On the page, the menu mounts in a commit of its own, after the frame and the screen's first paint:
  // each submenu's popup trigger and motion re-render at once as they mount, which with the rest of
  // the layout made one long task, and mounted with the screen it held the screen's paint back.
  const menuShown = useIdleShown() || menuAtOnce;
  const openOne = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? [opened] : keys);
  };

  return (
    <div className={`rf-sidebar rf-sidebar-${menuTheme}`}>
      {showLogo && (
        <div className="rf-logo" title={PRODUCT_TITLE}>
          <LogoMark color={primary} />
          {!collapsed && <span>{PRODUCT_TITLE}</span>}
        </div>
      )}
      {menuShown && (
        <Menu
          mode="inline"
          theme={menuTheme}
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={[pathname]}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={openOne}
          onClick={({ key }) => {
            if (!key.startsWith('/')) return;
            navigate(key);
            onNavigate?.();
          }}
          style={{ borderInlineEnd: 'none' }}
        />
      )}
    </div>
  );
}
