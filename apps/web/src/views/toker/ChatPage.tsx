import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Private message tasks (/toker/chat): accounts message target users. */
export default function ChatPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerChat')} subtype="message" scheduled />;
}
