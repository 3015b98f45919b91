import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Fan collection tasks (/resource/gather): blogger fans or comment-area fans into the fans library. */
export default function GatherPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.resourceGather')} subtype="comment_fans" />;
}
