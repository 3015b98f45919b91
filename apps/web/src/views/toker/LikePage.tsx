import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import TaskScreen from '../../components/tasks/TaskScreen';

const LikeWizard = lazy(() => import('./LikeWizard'));

/** Like tasks (/toker/like): target videos liked by the accounts under the chosen tags. */
export default function LikePage() {
  const { t } = useTranslation();
  return (
    <TaskScreen
      title={t('route.tokerLike')}
      type="toker"
      subtype="like"
      newLabel={t('tasks.new.like')}
      Wizard={LikeWizard}
    />
  );
}
