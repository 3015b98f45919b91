import { useTranslation } from 'react-i18next';
import ScheduledJobs from '../../components/tasks/ScheduledJobs';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Private message tasks (/toker/chat): accounts message target users. */
export default function ChatPage() {
  const { t } = useTranslation();
  return (
    <TaskScreen title={t('route.tokerChat')} subtype="message">
      <ScheduledJobs subtype="message" />
    </TaskScreen>
  );
}
