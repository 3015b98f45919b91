import { Role } from '@reelfleet/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import PageLoading from '../components/PageLoading';
import { useUserStore } from '../stores/user';

// Only the admin sees it: fetched when the admin opens a workspace screen, not by every screen.
const NoWorkspace = lazy(() => import('./NoWorkspace'));

/**
 * A screen that works on a workspace's rows. The admin has no workspace: instead of
 * a form that fails with 403 once filled, the screen says so up front and points to
 * the administration area. The screen itself is not even loaded.
 */
export default function WorkspaceGate({ title, children }: { title: string; children: ReactNode }) {
  const noWorkspace = useUserStore((s) => s.roles.includes(Role.admin));
  if (!noWorkspace) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <NoWorkspace title={title} />
    </Suspense>
  );
}
