import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Save tasks (/toker/collect): target videos saved by the chosen accounts. */
export default function CollectPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.tokerCollect')} subtype="save" scheduled />;
}
