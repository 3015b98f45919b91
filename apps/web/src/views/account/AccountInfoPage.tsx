import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Modify profile (/account/info): batch profile edit tasks and their wizard. */
export default function AccountInfoPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.accountInfo')} subtype="batch_modify_profile" />;
}
