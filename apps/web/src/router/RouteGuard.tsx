import type { SessionInfo } from '@reelfleet/contract';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import PageLoading from '../components/PageLoading';
import { usePermissionStore } from '../stores/permission';
import { useUserStore } from '../stores/user';
import { getToken } from '../utils/auth';
import { showError } from '../utils/feedback';
import { dropBootShell } from './bootShell';
import { decideAccess, type GuardDecision } from './guard';
import LinkSession from './LinkSession';
import { linkToken } from './linkToken';
import { loginPathFor } from './login-redirect';
import { findRoute, normalizePath } from './lookup';
import { AGENT_PATH } from './paths';
import { isPathPermitted } from './permission';
import { appRoutes } from './routes';

type SessionAction = Extract<GuardDecision, { type: 'invite' }>;

/** The session info asked for before the first render (preloadSession), for LoadSession to take. */
let early: { token: string; info: Promise<SessionInfo> } | null = null;

/**
 * Asks for the session info as the code starts (main.tsx) when the opened page will need it, instead
 * of after the first render: the logged-in first screen waits one round trip less.
 */
export function preloadSession(): void {
  const token = getToken();
  const { pathname, search } = window.location;
  if (!token || useUserStore.getState().token !== token) return;
  const decision = decideAccess({
    pathname,
    search,
    hasToken: true,
    linkToken: Boolean(linkToken()),
    routes: appRoutes,
  });
  if (decision.type !== 'session') return;
  const info = useUserStore.getState().getInfo();
  info.catch(() => undefined); // LoadSession reports it
  early = { token, info };
}

function takeEarly(token: string): Promise<SessionInfo> | null {
  const taken = early?.token === token ? early.info : null;
  early = null;
  return taken;
}

/** Logs out (an invitation arrived while logged in), then goes on. */
function RunSessionAction({ decision }: { decision: SessionAction }) {
  const navigate = useNavigate();
  // A new decision object comes with every render; act once per distinct decision.
  const key = JSON.stringify(decision);
  useEffect(() => {
    let live = true;
    const action = JSON.parse(key) as SessionAction;
    const run = async () => {
      await useUserStore.getState().logout();
      if (live) navigate(action.to, { replace: true });
    };
    void run();
    return () => {
      live = false;
    };
  }, [key, navigate]);
  return <PageLoading />;
}

/** Loads the user's roles and permitted routes for the token in the cookie; failure logs out (spec 6). */
function LoadSession({ wanted }: { wanted: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const load = async () => {
      const token = getToken();
      if (useUserStore.getState().token !== token) {
        useUserStore.setState({ token, roles: [] });
        usePermissionStore.getState().reset();
      }
      try {
        const info = await (takeEarly(token) ?? useUserStore.getState().getInfo());
        usePermissionStore.getState().generateRoutes(appRoutes, info.roles);
      } catch (error) {
        useUserStore.getState().resetToken();
        const message = error instanceof Error ? error.message : String(error);
        showError(message || 'Has Error');
        if (live) navigate(loginPathFor(wanted), { replace: true });
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [wanted, navigate]);
  return <PageLoading />;
}

/**
 * The route guard (spec 2 access rules, spec 6 roles): decides synchronously from
 * the URL and the token cookie with decideAccess(), and only waits when the
 * session must be loaded or changed.
 */
export default function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const token = getToken();
  const storeToken = useUserStore((s) => s.token);
  const roles = useUserStore((s) => s.roles);
  const level = useUserStore((s) => s.user?.level ?? 0);
  const generated = usePermissionStore((s) => s.generated);
  const decision = decideAccess({
    pathname,
    search,
    hasToken: Boolean(token),
    linkToken: Boolean(linkToken()),
    routes: appRoutes,
  });
  const loaded = storeToken === token && roles.length > 0 && generated;
  // The screen appears in a background render once the session is loaded: the store's update is
  // urgent (one long task for the whole layout), the deferred one is rendered in slices, the loading
  // screen staying until it is done (docs/console-shell.md, "Suspense throttling").
  const revealed = useDeferredValue(loaded);
  // index.html's outline of the layout goes when the layout mounts (Layout.tsx), when an open screen is
  // let through (the login page after a failed session) or when the page is one drawn without the
  // layout: /404 and /401 reached from a console path (an unknown or a forbidden one), whose outline
  // index.html had drawn, would otherwise keep it behind them.
  const open =
    decision.type === 'allow' || Boolean(findRoute(appRoutes, normalizePath(pathname))?.meta?.standalone);
  useEffect(() => {
    if (open) dropBootShell();
  }, [open]);

  switch (decision.type) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'invite':
      return <RunSessionAction decision={decision} />;
    case 'adopt':
      return <LinkSession to={decision.to} />;
    case 'session': {
      if (!loaded || !revealed) return <LoadSession wanted={pathname + search} />;
      const path = normalizePath(pathname);
      // Agents only (level > 0), the admin included, as the agent API answers: an admin is no agent.
      const agentDenied = path === AGENT_PATH && level === 0;
      if (!isPathPermitted(appRoutes, path, roles) || agentDenied) return <Navigate to="/401" replace />;
      return children;
    }
  }
}
