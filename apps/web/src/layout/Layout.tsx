import { SIDEBAR_WIDTH } from '@reelfleet/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { Layout as AntLayout, theme } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { queryClient } from '../api/query-client';
import { usePushStream } from '../components/push/usePushStream';
import '../i18n/dayjs-locale';
import { dropBootShell } from '../router/bootShell';
import { findRoute, flattenRoutes } from '../router/lookup';
import { REDIRECT_PATH } from '../router/paths';
import { appRoutes } from '../router/routes';
import { usePermissionStore } from '../stores/permission';
import { useSettingsStore } from '../stores/settings';
import { useTagsViewStore } from '../stores/tagsView';
import AppMain from './AppMain';
import FixedButtons from './FixedButtons';
import Navbar from './Navbar';
import { useOnDemand } from './onDemand';
import Sidebar from './Sidebar';
import TagsView from './TagsView';
import { SIDER_COLLAPSED_WIDTH } from './theme';
import { useIsMobile } from './useIsMobile';
import './layout.css';

// Fetched when first opened (the button shows a spinner until they have mounted): no screen needs
// them to paint, and they bring antd's Drawer, Switch, Collapse and Typography.
const loadSettingsDrawer = () => import('./SettingsDrawer');
const loadMobileSidebar = () => import('./MobileSidebar');

/** Records each visited view in the tags bar; affixed views first. */
function useVisitedViews() {
  const { pathname, search } = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  useEffect(() => {
    const { addView } = useTagsViewStore.getState();
    for (const route of flattenRoutes(routes)) {
      if (route.meta?.affix)
        addView({ path: route.path, fullPath: route.path, title: route.meta.title, affix: true });
    }
  }, [routes]);
  useEffect(() => {
    if (pathname.startsWith(`${REDIRECT_PATH}/`)) return;
    const meta = findRoute(appRoutes, pathname)?.meta;
    if (!meta) return;
    useTagsViewStore.getState().addView({
      path: pathname,
      fullPath: pathname + search,
      title: meta.title,
      affix: meta.affix,
      noCache: meta.noCache,
    });
  }, [pathname, search]);
}

/** The main layout: sidebar (a drawer below 992 px), navbar, tags bar, the kept-alive views, fixed buttons. */
export default function Layout() {
  // Live updates while someone is signed in (docs/push.md).
  usePushStream();
  const mobile = useIsMobile();
  const { token } = theme.useToken();
  const collapsed = useSettingsStore((s) => s.sidebarCollapsed);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const showTags = useSettingsStore((s) => s.tagsView);
  const sidebarTheme = useSettingsStore((s) => s.sidebarTheme);
  const dark = useSettingsStore((s) => s.darkMode);
  const change = useSettingsStore((s) => s.change);
  const drawer = useOnDemand(loadMobileSidebar);
  const settings = useOnDemand(loadSettingsDrawer);
  useVisitedViews();
  // index.html's outline of this layout (router/bootShell.ts), covered by it from this first paint.
  useEffect(dropBootShell, []);

  const siderDark = sidebarTheme === 'dark' || dark;
  const toggleSidebar = () => {
    if (!mobile) return change('sidebarCollapsed', !collapsed);
    if (drawer.open) drawer.hide();
    else drawer.show();
  };

  return (
    <QueryClientProvider client={queryClient}>
      <AntLayout className={`rf-layout${mobile ? ' rf-mobile' : ''}`} style={{ minHeight: '100vh' }}>
        {mobile ? (
          drawer.mount()
        ) : (
          <AntLayout.Sider
            width={SIDEBAR_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsed={collapsed}
            trigger={null}
            theme={siderDark ? 'dark' : 'light'}
            className="rf-sider"
            style={siderDark ? undefined : { borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
          >
            <Sidebar collapsed={collapsed} />
          </AntLayout.Sider>
        )}
        <AntLayout style={{ minWidth: 0 }}>
          <div className={fixedHeader ? 'rf-header rf-header-fixed' : 'rf-header'}>
            <Navbar
              mobile={mobile}
              sidebarOpen={mobile ? drawer.open : !collapsed}
              sidebarLoading={mobile && drawer.loading}
              onToggleSidebar={toggleSidebar}
              settingsOpen={settings.open}
              settingsLoading={settings.loading}
              onOpenSettings={settings.show}
            />
            {showTags && <TagsView />}
          </div>
          <AntLayout.Content className="rf-main">
            <AppMain />
          </AntLayout.Content>
        </AntLayout>
        {settings.mount()}
        <FixedButtons />
      </AntLayout>
    </QueryClientProvider>
  );
}
