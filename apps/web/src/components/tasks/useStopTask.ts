import { type TaskInfo, translate } from '@reelfleet/contract';
import { tasksApi } from '../../api/tasks';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { refreshTaskList } from './queryKeys';

/** Statuses a task can be stopped in (spec 2; a paused one too: stopping releases what it held). */
export const STOPPABLE_STATUSES: readonly TaskInfo['status'][] = ['running', 'queue', 'paused'];

/**
 * Stop a task after a confirmation (from its list row or its dialog): waiting
 * actions are cancelled, the points they held come back, and the list of its
 * kind loads again.
 */
export function useStopTask() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  return (task: Pick<TaskInfo, 'id' | 'name' | 'type' | 'subtype'>, onStopped?: () => void) =>
    modal.confirm({
      title: t('tasks.stopTitle'),
      content: t('tasks.stopConfirm', { name: task.name }),
      okText: t('tasks.stop'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await tasksApi.stop(task.id);
          void message.success(translate('task.stoppedOk', currentLang()));
          void refreshTaskList(task.type, task.subtype);
          onStopped?.();
        } catch {
          // The request layer showed the server's message.
        }
      },
    });
}

/** Resume a paused task (e.g. one paused because its creator can no longer act: docs/staff.md); its list loads again. */
export function useResumeTask() {
  const { message } = useFeedback();
  return async (task: Pick<TaskInfo, 'id' | 'type' | 'subtype'>) => {
    try {
      await tasksApi.resume(task.id);
      void message.success(translate('task.resumedOk', currentLang()));
      void refreshTaskList(task.type, task.subtype);
    } catch {
      // The request layer showed the server's message.
    }
  };
}
