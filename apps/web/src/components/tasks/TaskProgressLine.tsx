import type { TaskCounters, TaskStatus } from '@reelfleet/contract';
import { Flex, type ProgressProps, theme } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import { lazyPart } from '../lazyPart';

// antd's bar in a chunk fetched with the screen's code rather than in it (task lists draw it in their
// table, which loads beside the screen too); until it lands an empty line of the bar's height.
const Progress = lazyPart(
  () => import('antd/es/progress') as Promise<{ default: ComponentType<ProgressProps> }>,
  { eager: true, fallback: ({ style }) => <div style={{ ...style, height: 22 }} /> },
);

/**
 * A task's progress in words and as a bar. A stopped task says how many
 * actions ran and how many were cancelled, and its bar shows only what ran
 * (not a full red bar).
 */
export default function TaskProgressLine({
  status,
  progress,
  counters,
  compact,
}: {
  status: TaskStatus;
  /** 0-100: finished actions over planned ones. */
  progress: number;
  counters: TaskCounters;
  /** In a table cell: the bar, and under it the words of a stopped task only. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ran = counters.success + counters.failed + counters.error;
  const stopped = status === 'failed';
  const percent = stopped
    ? counters.max > 0
      ? Math.floor((ran / counters.max) * 100)
      : 0
    : Math.floor(progress);
  const words = stopped
    ? t('tasks.stoppedOf', { ran: toThousands(ran), cancelled: toThousands(counters.cancelled) })
    : t('tasks.progressOf', {
        done: toThousands(ran + counters.cancelled),
        total: toThousands(counters.max),
        count: counters.max,
      });
  const bar = (
    <Progress
      percent={percent}
      size={compact ? 'small' : undefined}
      status={
        stopped ? 'exception' : status === 'success' ? 'success' : status === 'running' ? 'active' : 'normal'
      }
      aria-label={t('tasks.progress')}
      style={{ margin: 0, flex: 1, minWidth: compact ? 120 : undefined }}
    />
  );
  const text = (
    <span
      data-testid="task-progress-text"
      style={{
        whiteSpace: 'nowrap',
        color: token.colorTextSecondary,
        fontSize: compact ? token.fontSizeSM : undefined,
      }}
    >
      {words}
    </span>
  );
  return compact ? (
    <div>
      {bar}
      {stopped && text}
    </div>
  ) : (
    <Flex align="center" gap={12} style={{ marginTop: 12 }}>
      {text}
      {bar}
    </Flex>
  );
}
