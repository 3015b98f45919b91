import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** View tasks (/toker/play, increase views): target videos played by the chosen accounts. */
export default function PlayPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerPlay')} subtype="view" scheduled />;
}
