import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Follow tasks (/toker/follow): accounts follow and unfollow target users. */
export default function FollowPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerFollow')} subtype="follow" scheduled />;
}
