import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Comment tasks (/toker/comment): accounts comment on target videos. */
export default function CommentPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerComment')} subtype="comments" scheduled />;
}
