import { TASK_KINDS, type TaskInfo } from '@reelfleet/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { queryClient } from '../../api/query-client';
import { useTranslation } from '../../i18n/useTranslation';
import { getFeedback } from '../../utils/feedback';

// The monitor view (log, counters, its popovers and tabs): fetched when a task's details are opened.
const TaskDetails = lazy(() => import('./TaskDetails'));

/** Spec 2: maintenance tasks use the wider dialog. */
export const TASK_DIALOG_WIDTH = { maintenance: 1450, other: 1000 } as const;

function Title({ task }: { task: TaskInfo }) {
  const { t } = useTranslation();
  return (
    <span>
      {t('tasks.detailsTitle')} <span className="rf-task-number">#{task.logId}</span>
    </span>
  );
}

/**
 * Opens the task details dialog (the monitor view) over whatever screen is
 * shown: from a task list's details button and from a task notification
 * alike. It lives in the app's modal holder, so it follows the theme and
 * language; the dialog polls only while it is open.
 */
export function openTaskDetails(task: TaskInfo): void {
  const feedback = getFeedback();
  if (!feedback) return;
  const width =
    TASK_KINDS[task.subtype].counters === 'actions' ? TASK_DIALOG_WIDTH.maintenance : TASK_DIALOG_WIDTH.other;
  feedback.modal.info({
    icon: null,
    title: <Title task={task} />,
    content: (
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<Spin />}>
          <TaskDetails task={task} />
        </Suspense>
      </QueryClientProvider>
    ),
    footer: null,
    closable: true,
    maskClosable: true,
    // The app's ordinary modal layer, so dialogs opened from inside (video details, confirmations) stack above it.
    zIndex: 1000,
    width,
    className: 'rf-task-dialog rf-full-mobile',
    rootClassName: 'rf-task-dialog-root',
  });
}
