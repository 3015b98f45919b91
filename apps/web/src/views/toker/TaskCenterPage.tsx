import { NUMBER_FILTER_PATTERN } from '@reelfleet/contract';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import PageContainer from '../../components/PageContainer';
import TaskList, { type TaskListLink } from '../../components/tasks/TaskList';
import { useTranslation } from '../../i18n/useTranslation';
import { useViewActive } from '../../layout/view-active';
import { TASK_CENTER_NUMBER } from '../../router/paths';

/** The filter a link to the center names (`?number=<logId>`), or null. */
function linkOf(number: string | null, key: string): TaskListLink | null {
  return number && NUMBER_FILTER_PATTERN.test(number) ? { filter: { numberId: number }, key } : null;
}

/**
 * The task center (/tasks, issue 38): every task of every kind on one list, with live progress,
 * details, stop and the log export; `?number=<logId>` (a submission's "View task") shows that task.
 */
export default function TaskCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { key } = useLocation();
  const active = useViewActive();
  const number = params.get(TASK_CENTER_NUMBER);
  const [link, setLink] = useState(() => linkOf(number, key));
  // The view stays alive between visits: each followed link applies its task again; a visit
  // without one (the menu) keeps the filters as they were left.
  useEffect(() => {
    const next = active ? linkOf(number, key) : null;
    if (next) setLink((shown) => (shown?.key === next.key ? shown : next));
  }, [active, number, key]);
  return (
    <PageContainer title={t('route.taskCenter')}>
      <TaskList linked={link ?? undefined} />
    </PageContainer>
  );
}
