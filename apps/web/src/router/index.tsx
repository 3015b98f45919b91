import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import PageLoading from '../components/PageLoading';
import { type Preloadable, preloadable, usePartReady } from '../components/preloadable';
import { useTranslation } from '../i18n/useTranslation';
import { FeedbackGate, preloadFeedback } from '../layout/FeedbackProvider';
import { findRoute, flattenRoutes, routeChain } from './lookup';
import { setScreenPreloader } from './preload';
import RouteGuard from './RouteGuard';
import { appRoutes } from './routes';
import { pageTitle } from './title';
import type { AppRoute } from './types';

const Layout = preloadable(() => import('../layout/Layout'));
// Only layout screens use it; kept out of the login route's first load.
const WorkspaceGate = preloadable(() => import('./WorkspaceGate'));

/** Each route's screen component, one per route (its code is fetched once, by either path). */
const screens = new Map<AppRoute, Preloadable<object>>();
function screenOf(route: AppRoute): Preloadable<object> {
  let screen = screens.get(route);
  if (!screen) {
    screen = preloadable(route.page!);
    screens.set(route, screen);
  }
  return screen;
}

/** Whether the route's screen sits behind the workspace gate (it or a parent needs a workspace). */
const needsWorkspace = (route: AppRoute) => routeChain(appRoutes, route.path).some((r) => r.meta?.workspace);

/**
 * Fetches the code the screen at `path` (query and hash ignored) draws with (its page, the layout,
 * the workspace gate, antd's toasts), so those parts render at once when the session is known
 * instead of each suspending in turn (see preloadable): as the console starts (index.html's
 * modulepreload links already fetch the files; this runs them) and as a login succeeds.
 */
function preloadRoute(path: string): void {
  const pathname = path.split(/[?#]/)[0]!;
  const route = findRoute(appRoutes, pathname);
  // '/' and the menu's parents only send on: the screen is the one they send to.
  if (route && !route.page && route.redirect && route.redirect !== pathname) {
    preloadRoute(route.redirect);
    return;
  }
  if (!route?.page) return;
  const loads: Promise<unknown>[] = [screenOf(route).preload()];
  if (!route.meta?.public) loads.push(preloadFeedback());
  if (!route.meta?.standalone) loads.push(Layout.preload());
  if (needsWorkspace(route)) loads.push(WorkspaceGate.preload());
  // A failed fetch shows where the part renders (its error boundary), not here.
  for (const load of loads) load.catch(() => undefined);
}
setScreenPreloader(preloadRoute);

/** Keeps document.title as "<route title> - ReelFleet" in the chosen language. */
function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = findRoute(appRoutes, pathname)?.meta?.title;
  const lang = i18n.language;
  useEffect(() => {
    document.title = pageTitle(titleKey ? t(titleKey, { lng: lang }) : '');
  }, [titleKey, t, lang]);
  return null;
}

function RootShell() {
  return (
    <>
      <DocumentTitle />
      <RouteGuard>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
    </>
  );
}

/**
 * A route's screen, inside the workspace gate when it needs one: drawn at once when their code has
 * run, else the page spinner until it (and the parts it fetches) has landed. A Suspense fallback
 * instead would hold the screen back 300 ms (usePartReady), which every first visit of a screen
 * from the menu paid.
 */
function Screen({ route }: { route: AppRoute }) {
  const Page = screenOf(route);
  const title = needsWorkspace(route) ? route.meta?.title : undefined;
  const page = usePartReady(Page, true);
  const gate = usePartReady(WorkspaceGate, title !== undefined);
  if (page === 'loading' || (title !== undefined && gate === 'loading')) return <PageLoading />;
  return title !== undefined ? (
    <WorkspaceGate title={title}>
      <Page />
    </WorkspaceGate>
  ) : (
    <Page />
  );
}

/** The layout, drawn once its code has run (the page spinner meanwhile, not a held Suspense fallback). */
function LayoutScreen() {
  return usePartReady(Layout, true) === 'loading' ? <PageLoading /> : <Layout />;
}

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.splat ? `${route.path}/*` : route.path, element: <Screen route={route} /> };
}

/**
 * Every screen of the table, code-split: standalone ones on their own, the rest inside the layout.
 * The open screens (login, auth-redirect) also do without antd's toast and dialog code until they
 * need it; the others wait for it (they call App.useApp() freely).
 */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  const withPages = flattenRoutes(routes).filter((route) => route.page);
  const standalone = withPages.filter((r) => r.meta?.standalone);
  return [
    {
      element: <RootShell />,
      children: [
        ...standalone.filter((r) => r.meta?.public).map(toRouteObject),
        {
          element: (
            <FeedbackGate>
              <Outlet />
            </FeedbackGate>
          ),
          children: [
            ...standalone.filter((r) => !r.meta?.public).map(toRouteObject),
            {
              element: <LayoutScreen />,
              children: withPages.filter((r) => !r.meta?.standalone).map(toRouteObject),
            },
          ],
        },
        // Parents that only redirect ('/', '/devices', ...) are sent on by the guard before this matches.
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

const routeObjects = buildRouteObjects();

export default function AppRoutes() {
  return useRoutes(routeObjects);
}
