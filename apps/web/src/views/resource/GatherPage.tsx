import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Fan collection tasks (/resource/gather): blogger fans or comment-area fans into the fans library. */
export default function GatherPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.resourceGather')} subtype="comment_fans" />;
}
