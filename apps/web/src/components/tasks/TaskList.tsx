import { EyeOutlined, FileTextOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import {
  TASK_KINDS,
  TASK_NAME_MAX,
  type TaskInfo,
  type TaskKindEntry,
  type TaskStatus,
  type TaskSubtype,
  type TaskType,
} from '@reelfleet/contract';
import { Tooltip, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { tasksApi } from '../../api/tasks';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../../layout/useIsMobile';
import { toThousands } from '../../utils/number';
import { formatWithZone } from '../../utils/time';
import FilterBar from '../fleet/FilterBar';
import { formatDateTime } from '../fleet/format';
import ListPage, { type ListAction } from '../list/ListPage';
import { deleteAction, deleteSelectedAction, type RowAction, RowActions } from '../list/RowActions';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { exportTaskLog } from './exportFile';
import { fanColumns } from './fanColumns';
import { modeLabel, subtypeLabel } from './labels';
import { openTaskDetails } from './openTaskDetails';
import { refreshTaskList } from './queryKeys';
import TaskCenterFilters, {
  type CenterFilterValues,
  centerFilter,
  StatusFilter,
  useTaskCreators,
} from './TaskFilters';
import TaskProgressLine from './TaskProgressLine';
import TaskStatusBadge from './TaskStatusBadge';
import { STOPPABLE_STATUSES, useResumeTask, useStopTask } from './useStopTask';
import { type TaskFilter, useTaskList } from './useTaskList';
import { useToneColours } from './useToneColours';
import './tasks.css';
import { TextFilter, textOrUnset } from '../fleet/textFilter';

interface Props {
  /** The kind listed: both, or neither for every kind (the task center). */
  type?: TaskType;
  subtype?: TaskSubtype;
  /** Toolbar buttons before the batch delete (the "new task" button). */
  actions?: ListAction[];
  /** The task center's filter from a link (`?number=`): applied when drawn, and again at each new link. */
  linked?: TaskListLink;
}

/** A filter a link asks for; `key` tells one following of a link from the next. */
export interface TaskListLink {
  filter: TaskFilter;
  key: string;
}

/**
 * The tasks of one type and subtype (spec 2) on the shared list: status and mode
 * labels, progress and outcome counts, details (the task dialog), resume (paused),
 * stop, delete and batch delete. Without a kind it is the task center: every kind,
 * with the kind and creator columns, more filters, and the log export on each row.
 */
export default function TaskList({ type, subtype, actions = [], linked }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tones = useToneColours();
  const mobile = useIsMobile();
  const kind = type && subtype ? { type, subtype } : undefined;
  const center = !kind;
  const list = useTaskList(kind, linked?.filter);
  const shownLink = useRef(linked?.key);
  useEffect(() => {
    if (!linked || shownLink.current === linked.key) return;
    shownLink.current = linked.key;
    list.search(linked.filter);
  }, [linked, list]);
  const creators = useTaskCreators(center);
  const accountless = subtype !== undefined && (TASK_KINDS[subtype] as TaskKindEntry).accountless === true;
  const stop = useStopTask();
  const resume = useResumeTask();
  const remove = useConfirmDelete({
    title: t('tasks.deleteTitle'),
    content: (ids, name) =>
      name ? t('tasks.deleteOne', { name }) : t('tasks.deleteMany', { count: ids.length }),
    api: tasksApi,
    done: async (ids) => {
      list.deselect(ids);
      if (kind) await refreshTaskList(kind.type, kind.subtype);
      else await list.refetch();
    },
  });
  const creatorName = (userId: number) => {
    const who = creators.find((c) => c.id === userId);
    if (!who) return `#${userId}`;
    return who.owner ? t('tasks.center.owner', { name: who.name }) : who.name;
  };
  const exportAction = (task: TaskInfo): RowAction => ({
    key: 'export',
    label: t('tasks.exportLogs'),
    icon: <FileTextOutlined />,
    onClick: () => void exportTaskLog(task.logId),
  });

  const allColumns: ColumnsType<TaskInfo> = [
    {
      key: 'name',
      title: t('tasks.field.name'),
      // On a phone the name and number wrap (the number anywhere), so status and buttons fit 390 px.
      className: mobile ? 'rf-task-wrap' : undefined,
      render: (_v, task) => (
        <div style={mobile ? { maxWidth: 260 } : { minWidth: 160, maxWidth: 260 }}>
          <div className="rf-task-name">{task.name}</div>
          <div className="rf-task-mono rf-task-secondary" title={t('tasks.field.number')}>
            #{task.logId}
          </div>
          {/* Below 992 px the kind column folds away; the center's rows still say what each task is. */}
          {center && mobile && <div className="rf-task-secondary">{subtypeLabel(task.subtype)}</div>}
        </div>
      ),
    },
    ...(center
      ? [
          {
            key: 'kind',
            title: t('tasks.field.type'),
            render: (_v: unknown, task: TaskInfo) => subtypeLabel(task.subtype),
          },
          {
            key: 'creator',
            title: t('tasks.center.creator'),
            render: (_v: unknown, task: TaskInfo) => creatorName(task.userId),
          },
        ]
      : [
          // A kind's own settings; the center shows who and what instead (its dialog says the rest).
          { key: 'mode', title: t('tasks.field.mode'), dataIndex: 'mode', render: modeLabel },
          {
            key: 'threads',
            title: t('tasks.field.threads'),
            dataIndex: 'threadCount',
            align: 'right' as const,
          },
        ]),
    {
      key: 'progress',
      title: t('tasks.progress'),
      width: 140,
      render: (_v, task) => (
        <TaskProgressLine status={task.status} progress={task.progress} counters={task.message} compact />
      ),
    },
    ...(accountless
      ? fanColumns(t)
      : ([
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
        ] satisfies ColumnsType<TaskInfo>)),
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
            ...(center ? [exportAction(task)] : []),
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
      emptyText={t(list.filtered ? 'tasks.center.noMatch' : 'tasks.empty')}
      scrollBox
      testId={`task-list-${subtype ?? 'all'}`}
      filters={
        center ? (
          // A new link draws the bar again with its filter.
          <FilterBar<CenterFilterValues>
            key={linked?.key}
            initial={linked?.filter}
            onSearch={(v) => list.search(centerFilter(v))}
          >
            <TaskCenterFilters creators={creators} creatorName={creatorName} />
          </FilterBar>
        ) : (
          <FilterBar<TaskFilter>
            onSearch={(v) => list.search({ name: textOrUnset(v.name), status: v.status })}
          >
            <TextFilter name="name" label="tasks.field.name" maxLength={TASK_NAME_MAX} />
            <StatusFilter />
          </FilterBar>
        )
      }
      actions={[...actions, deleteSelectedAction(t, 'selection.tasks', (ids) => remove(ids))]}
    />
  );
}
