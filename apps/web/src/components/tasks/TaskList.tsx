import { EyeOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import {
  TASK_NAME_MAX,
  TASK_STATUSES,
  type TaskInfo,
  type TaskStatus,
  type TaskSubtype,
  type TaskType,
} from '@reelfleet/contract';
import { Tooltip, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { tasksApi } from '../../api/tasks';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../../layout/useIsMobile';
import { toThousands } from '../../utils/number';
import { formatWithZone } from '../../utils/time';
import { SelectFilter } from '../fleet/choiceFilter';
import FilterBar from '../fleet/FilterBar';
import { formatDateTime } from '../fleet/format';
import ListPage, { type ListAction } from '../list/ListPage';
import { deleteAction, deleteSelectedAction, RowActions } from '../list/RowActions';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { modeLabel, statusLabel } from './labels';
import { openTaskDetails } from './openTaskDetails';
import { refreshTaskList } from './queryKeys';
import TaskProgressLine from './TaskProgressLine';
import TaskStatusBadge from './TaskStatusBadge';
import { STOPPABLE_STATUSES, useResumeTask, useStopTask } from './useStopTask';
import { type TaskFilter, useTaskList } from './useTaskList';
import { useToneColours } from './useToneColours';
import './tasks.css';
import { TextFilter, textOrUnset } from '../fleet/textFilter';

interface Props {
  type: TaskType;
  subtype: TaskSubtype;
  /** Toolbar buttons before the batch delete (the "new task" button). */
  actions?: ListAction[];
}

/**
 * The tasks of one type and subtype (spec 2) on the shared list: status and mode
 * labels, progress and outcome counts, details (the task dialog), resume (paused),
 * stop, delete and batch delete.
 */
export default function TaskList({ type, subtype, actions = [] }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tones = useToneColours();
  const mobile = useIsMobile();
  const list = useTaskList(type, subtype);
  const stop = useStopTask();
  const resume = useResumeTask();
  const remove = useConfirmDelete({
    title: t('tasks.deleteTitle'),
    content: (ids, name) =>
      name ? t('tasks.deleteOne', { name }) : t('tasks.deleteMany', { count: ids.length }),
    api: tasksApi,
    done: async (ids) => {
      list.deselect(ids);
      await refreshTaskList(type, subtype);
    },
  });

  const allColumns: ColumnsType<TaskInfo> = [
    {
      key: 'name',
      title: t('tasks.field.name'),
      render: (_v, task) => (
        <div style={{ minWidth: 160, maxWidth: 260 }}>
          <div className="rf-task-name">{task.name}</div>
          <div className="rf-task-mono rf-task-secondary" title={t('tasks.field.number')}>
            #{task.logId}
          </div>
        </div>
      ),
    },
    { key: 'mode', title: t('tasks.field.mode'), dataIndex: 'mode', render: modeLabel },
    { key: 'threads', title: t('tasks.field.threads'), dataIndex: 'threadCount', align: 'right' },
    {
      key: 'progress',
      title: t('tasks.progress'),
      width: 140,
      render: (_v, task) => (
        <TaskProgressLine status={task.status} progress={task.progress} counters={task.message} compact />
      ),
    },
    {
      key: 'outcomes',
      title: (
        <Tooltip title={t('tasks.outcomesHint')}>
          <span>{t('tasks.outcomes')}</span>
        </Tooltip>
      ),
      render: (_v, task) => (
        <span className="rf-task-outcomes" title={t('tasks.outcomesHint')}>
          <span style={{ color: tones.success }}>{toThousands(task.success)}</span> /{' '}
          <span style={{ color: tones.error }}>{toThousands(task.failed)}</span> /{' '}
          <span style={{ color: tones.warning }}>{toThousands(task.error)}</span>{' '}
          <span style={{ color: token.colorTextSecondary }}>/ {toThousands(task.number)}</span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('tasks.field.status'),
      dataIndex: 'status',
      render: (v: TaskStatus, task) => <TaskStatusBadge status={v} scheduledAt={task.scheduledAt} />,
    },
    {
      key: 'times',
      title: t('tasks.field.createdEnded'),
      render: (_v, task) => (
        <div>
          <div>{formatDateTime(task.createTime)}</div>
          <div className="rf-task-secondary">
            {task.scheduledAt
              ? t('tasks.startsAt', { time: formatWithZone(task.scheduledAt) })
              : formatDateTime(task.endTime)}
          </div>
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('fleet.actions'),
      render: (_v, task) => (
        <RowActions
          actions={[
            {
              key: 'details',
              label: t('tasks.details'),
              icon: <EyeOutlined />,
              onClick: () => openTaskDetails(task),
            },
            ...(task.status === 'paused'
              ? [
                  {
                    key: 'resume',
                    label: t('tasks.resume'),
                    icon: <PlayCircleOutlined />,
                    onClick: () => void resume(task),
                  },
                ]
              : []),
            ...(STOPPABLE_STATUSES.includes(task.status)
              ? [
                  {
                    key: 'stop',
                    label: t('tasks.stop'),
                    icon: <StopOutlined />,
                    danger: true,
                    onClick: () => stop(task),
                  },
                ]
              : []),
            deleteAction(t, () => remove([task.id], task.name)),
          ]}
        />
      ),
    },
  ];
  // On a phone the table scrolls sideways: the row's buttons come right after its name.
  const columns = mobile ? [allColumns[0]!, allColumns.at(-1)!, ...allColumns.slice(1, -1)] : allColumns;

  return (
    <ListPage<TaskFilter, TaskInfo>
      list={list}
      columns={columns}
      emptyText={t('tasks.empty')}
      scrollBox
      testId={`task-list-${subtype}`}
      filters={
        <FilterBar<TaskFilter> onSearch={(v) => list.search({ name: textOrUnset(v.name), status: v.status })}>
          <TextFilter name="name" label="tasks.field.name" maxLength={TASK_NAME_MAX} />
          <SelectFilter<TaskStatus>
            name="status"
            label="tasks.field.status"
            width={150}
            options={TASK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          />
        </FilterBar>
      }
      actions={[...actions, deleteSelectedAction(t, 'selection.tasks', (ids) => remove(ids))]}
    />
  );
}
