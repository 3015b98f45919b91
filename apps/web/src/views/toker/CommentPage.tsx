import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Comment tasks (/toker/comment): accounts comment on target videos. */
export default function CommentPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerComment')} subtype="comments" scheduled />;
}
