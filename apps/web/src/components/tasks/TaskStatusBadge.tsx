import type { TaskStatus } from '@reelfleet/contract';
import type { BadgeProps } from 'antd';
import Badge from 'antd/es/badge/Badge';
import { label } from '../fleet/format';
import { statusLabel } from './labels';

// Apart from labels.tsx: the wizards and forms that use the labels have no badge.
const STATUS_BADGES: Record<TaskStatus, BadgeProps['status']> = {
  queue: 'default',
  running: 'processing',
  paused: 'warning',
  success: 'success',
  failed: 'error',
};

/**
 * A status as a dot and its label: the text keeps the theme's contrast in light and dark. A queued
 * task with a start planned for later (`scheduledAt`) reads "Scheduled", not "In queue".
 */
export default function TaskStatusBadge({
  status,
  scheduledAt,
}: {
  status: TaskStatus;
  scheduledAt?: string | null;
}) {
  const scheduled = status === 'queue' && Boolean(scheduledAt);
  return (
    <Badge
      status={STATUS_BADGES[status]}
      text={scheduled ? label('task.scheduled') : statusLabel(status)}
      data-status={status}
      data-scheduled={scheduled || undefined}
    />
  );
}
