import { TASK_TYPE_LABELS, type TaskInfo, type TaskProgress } from '@reelfleet/contract';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatWithZone } from '../../utils/time';
import { formatDateTime, label } from '../fleet/format';
import { describeTask } from './kinds';
import { modeLabel, subtypeLabel, tagNamesText } from './labels';
import { secondsText } from './secondsText';
import TaskStatusBadge from './TaskStatusBadge';

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** What the task was submitted with, in words: the fields its kind filled (kinds.tsx), then the shared ones. */
function DescriptionText({ task, onVideos }: { task: TaskInfo; onVideos: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const d = task.description;
  const rows: ReactNode[] = describeTask(d, { t, onVideos });
  if (num(d.accountCount)) rows.push(t('tasks.accountsUsed', { count: num(d.accountCount) }));
  if (d.sleepMin !== undefined) {
    const range = secondsText(t, num(d.sleepMin), num(d.sleepMax));
    rows.push(t('tasks.labelValue', { label: t('tasks.field.sleep'), value: range }));
  }
  return (
    <div>
      {rows.filter(Boolean).map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list built above
        <div key={i}>{row}</div>
      ))}
    </div>
  );
}

/** The left panel of the task dialog (spec 2), in its order. */
export default function TaskInfoPanel({
  task,
  progress,
  onVideos,
}: {
  task: TaskInfo;
  progress: TaskProgress;
  onVideos: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}
      items={[
        { key: 'name', label: t('tasks.field.name'), children: task.name },
        {
          key: 'type',
          label: t('tasks.field.type'),
          children: `${label(TASK_TYPE_LABELS[task.type])} · ${subtypeLabel(task.subtype)}`,
        },
        {
          key: 'tags',
          label: t('tasks.field.accountTags'),
          children: tagNamesText(task.description.accountLabelName),
        },
        {
          key: 'interval',
          label: t('tasks.field.interval'),
          children: t('tasks.minutes', { count: task.intervalTime }),
        },
        { key: 'mode', label: t('tasks.field.mode'), children: modeLabel(task.mode) },
        { key: 'threads', label: t('tasks.field.threads'), children: task.threadCount },
        {
          key: 'status',
          label: t('tasks.field.status'),
          children: (
            <TaskStatusBadge
              status={progress.status}
              scheduledAt={progress.startTime ? null : task.scheduledAt}
            />
          ),
        },
        {
          key: 'description',
          label: t('tasks.field.description'),
          children: <DescriptionText task={task} onVideos={onVideos} />,
        },
        {
          key: 'start',
          label: t('tasks.field.startTime'),
          children:
            !progress.startTime && progress.status === 'queue' && task.scheduledAt
              ? t('tasks.startsAt', { time: formatWithZone(task.scheduledAt) })
              : formatDateTime(progress.startTime),
        },
        { key: 'end', label: t('tasks.field.endTime'), children: formatDateTime(progress.endTime) },
      ]}
    />
  );
}
