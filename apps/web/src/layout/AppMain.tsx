import { type ReactNode, Suspense, useDeferredValue, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import ErrorBoundary from '../components/ErrorBoundary';
import PageLoading from '../components/PageLoading';
import { findRoute } from '../router/lookup';
import { appRoutes } from '../router/routes';
import { useTagsViewStore } from '../stores/tagsView';
import { ViewActiveContext } from './view-active';

function ViewSlot({ active, path, children }: { active: boolean; path: string; children: ReactNode }) {
  return (
    <div data-view={path} style={active ? undefined : { display: 'none' }} aria-hidden={!active}>
      <ViewActiveContext.Provider value={active}>
        <ErrorBoundary resetKey={path}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </ViewActiveContext.Provider>
    </div>
  );
}

/**
 * The main area with keep-alive: every visited view that is cached (in the tags
 * view's cachedViews and not flagged noCache) stays mounted, hidden while another
 * tab is active, so its state (form input, scroll, filters) survives switching tabs.
 * Closing its tag or refreshing it drops it.
 */
export default function AppMain() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const cachedViews = useTagsViewStore((s) => s.cachedViews);
  const kept = useRef(new Map<string, ReactNode>());
  const noCache = Boolean(findRoute(appRoutes, pathname)?.meta?.noCache);
  // The layout's first commit comes without the screen, which follows in a background render of its
  // own: two shorter tasks instead of one long one while the console starts.
  const started = useDeferredValue(true, false);
  if (!started) return null;

  // A kept view keeps the element it was first rendered with: a re-render of this component (the
  // tags store changing as the view is recorded, a setting) then passes React the same element and the
  // screen is not rendered again; the screen follows the URL's search through its own hooks.
  if (!noCache && !kept.current.has(pathname)) kept.current.set(pathname, outlet);
  for (const path of [...kept.current.keys()]) {
    if (path !== pathname && !cachedViews.includes(path)) kept.current.delete(path);
  }

  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <ViewSlot key={path} path={path} active={path === pathname}>
          {element}
        </ViewSlot>
      ))}
      {noCache && (
        <ViewSlot key={pathname} path={pathname} active>
          {outlet}
        </ViewSlot>
      )}
    </>
  );
}
