import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Change to corporate account (/account/business): enterprise/personal switch tasks and their wizard. */
export default function BusinessPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.accountBusiness')} subtype="business_account" />;
}
