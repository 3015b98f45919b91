import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import PageContainer from '../components/PageContainer';
import { useTranslation } from '../i18n/useTranslation';

/** What the admin sees instead of a workspace screen (router/WorkspaceGate.tsx). */
export default function NoWorkspace({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer title={t(title)}>
      <Alert
        type="info"
        showIcon
        data-testid="no-workspace"
        title={t('admin.noWorkspaceTitle')}
        description={
          // Under the text, not as the Alert's action: beside it the text was squeezed to a few
          // characters a line at 390 px.
          <>
            {t('admin.noWorkspace')}
            <div style={{ marginTop: 8 }}>
              <Link to="/admin/users">
                <Button size="small">{t('admin.goToAdmin')}</Button>
              </Link>
            </div>
          </>
        }
      />
    </PageContainer>
  );
}
