import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Batch login (/devices/batchlogin): logs accounts into the free devices of a group. */
export default function BatchLoginPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.batchLogin')} subtype="batch_login" />;
}
