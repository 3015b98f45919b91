import type { TaskCreated } from '@reelfleet/contract';
import { useTranslation } from '../../../i18n/useTranslation';
import { taskCenterLink } from '../../../router/paths';

/** How long the submission message with its link stays (antd's 3 s is short for reading and a click). */
export const SUBMITTED_MESSAGE_SECONDS = 6;

/** The logId of what a submission created: a task has one; a schedule (a job) creates its tasks later. */
export function createdLogId(created: unknown): string | null {
  const logId = (created as Partial<TaskCreated> | null)?.logId;
  return typeof logId === 'string' && logId ? logId : null;
}

/**
 * 'Task Submitted Successfully' with "View task": the task center filtered to the new task, where
 * its progress moves live and its details open (issue 38). A plain link too, so it opens in a new tab.
 * The app's message holder is outside the router: `onOpen` (the wizard's) goes there.
 */
export default function SubmittedMessage({
  text,
  logId,
  onOpen,
}: {
  text: string;
  logId: string;
  onOpen: (href: string) => void;
}) {
  const { t } = useTranslation();
  const href = taskCenterLink(logId);
  return (
    <span data-testid="task-submitted">
      {text}{' '}
      <a
        href={href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(href);
        }}
      >
        {t('tasks.viewTask')}
      </a>
    </span>
  );
}
