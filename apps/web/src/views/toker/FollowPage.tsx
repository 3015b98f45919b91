import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Follow tasks (/toker/follow): accounts follow and unfollow target users. */
export default function FollowPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerFollow')} subtype="follow" scheduled />;
}
