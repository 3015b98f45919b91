import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Account tasks (/account/rest): account maintenance (nurturing) tasks and their wizard. */
export default function AccountTasksPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.accountTasks')} subtype="maintenance" />;
}
