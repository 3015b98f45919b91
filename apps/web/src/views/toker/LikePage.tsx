import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Like tasks (/toker/like): target videos liked by the chosen accounts. */
export default function LikePage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerLike')} subtype="like" scheduled />;
}
