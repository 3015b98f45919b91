import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** View tasks (/toker/play, increase views): target videos played by the chosen accounts. */
export default function PlayPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerPlay')} subtype="view" scheduled />;
}
