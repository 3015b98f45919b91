import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

const MaintenanceWizard = lazy(() => import('./MaintenanceWizard'));

/** Account tasks (/account/rest): account maintenance (nurturing) tasks and their wizard. */
export default function AccountTasksPage() {
  const { t } = useTranslation();
  return (
    <TaskScreen
      title={t('route.accountTasks')}
      type="account"
      subtype="maintenance"
      newLabel={t('tasks.new.maintenance')}
      Wizard={MaintenanceWizard}
    />
  );
}
