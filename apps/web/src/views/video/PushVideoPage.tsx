import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Video publishing (/video/pushvideo): post tasks, and the wizard that publishes video materials. */
export default function PushVideoPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.pushVideo')} subtype="post" />;
}
