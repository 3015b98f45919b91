import type { TaskInfo } from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from '../../i18n/translate';

const asked = (task: TaskInfo) =>
  typeof task.description.targetCount === 'number' ? task.description.targetCount : 0;

/**
 * The columns of a kind that works without an account (fan collection, TASK_KINDS `accountless`)
 * in place of the outcome counts: its pages' counts (3 / 0 / 0 / 400) said nothing of the fans
 * (issue 38). What was asked and collected, and that no account acts.
 */
export function fanColumns(t: TFunction): ColumnsType<TaskInfo> {
  return [
    {
      key: 'fans',
      title: t('tasks.fans.title'),
      render: (_v, task) => (
        <div data-testid="task-fans">
          <div>{t('tasks.fans.asked', { count: asked(task) })}</div>
          <div>{t('tasks.fans.collected', { count: task.collected ?? 0 })}</div>
        </div>
      ),
    },
    {
      key: 'account',
      title: t('tasks.fans.account'),
      render: () => <span className="rf-task-secondary">{t('tasks.fans.noAccount')}</span>,
    },
  ];
}
