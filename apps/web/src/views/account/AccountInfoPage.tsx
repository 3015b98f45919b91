import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

/** Modify profile (/account/info): batch profile edit tasks and their wizard. */
export default function AccountInfoPage() {
  const { t } = useTranslation();
  return <TaskScreen title={t('route.accountInfo')} subtype="batch_modify_profile" />;
}
