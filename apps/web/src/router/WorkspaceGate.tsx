import { Role } from '@reelfleet/contract';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import PageContainer from '../components/PageContainer';
import { useUserStore } from '../stores/user';

/**
 * A screen that works on a workspace's rows. The admin has no workspace: instead of
 * a form that fails with 403 once filled, the screen says so up front and points to
 * the administration area. The screen itself is not even loaded.
 */
export default function WorkspaceGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const noWorkspace = useUserStore((s) => s.roles.includes(Role.admin));
  if (!noWorkspace) return children;
  return (
    <PageContainer title={t(title)}>
      <Alert
        type="info"
        showIcon
        data-testid="no-workspace"
        title={t('admin.noWorkspaceTitle')}
        description={t('admin.noWorkspace')}
        action={
          <Link to="/admin/users">
            <Button size="small">{t('admin.goToAdmin')}</Button>
          </Link>
        }
      />
    </PageContainer>
  );
}
