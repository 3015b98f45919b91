import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Video publishing (/video/pushvideo): post tasks, their recurring schedules, and the wizard. */
export default function PushVideoPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.pushVideo')} subtype="post" scheduled />;
}
