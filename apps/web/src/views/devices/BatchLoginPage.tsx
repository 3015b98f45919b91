import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

const BatchLoginWizard = lazy(() => import('./BatchLoginWizard'));

/** Batch login (/devices/batchlogin): logs accounts into the free devices of a group. */
export default function BatchLoginPage() {
  const { t } = useTranslation();
  return (
    <TaskScreen
      title={t('route.batchLogin')}
      type="device"
      subtype="batch_login"
      newLabel={t('tasks.new.batch_login')}
      Wizard={BatchLoginWizard}
    />
  );
}
