import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Save tasks (/toker/collect): target videos saved by the chosen accounts. */
export default function CollectPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerCollect')} subtype="save" scheduled />;
}
