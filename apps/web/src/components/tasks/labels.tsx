import {
  TASK_MODE_LABELS,
  TASK_STATUS_LABELS,
  TASK_SUBTYPE_LABELS,
  type TaskMode,
  type TaskStatus,
  type TaskSubtype,
} from '@reelfleet/contract';
import { label } from '../fleet/format';

/** Spec 2: failed reads "stopped", running "executing", success "completed", queue "in queue". */
export const statusLabel = (status: TaskStatus) => label(TASK_STATUS_LABELS[status]);
/** Spec 2: rotation is special mode, independent standard, reordering random, interception interception. */
export const modeLabel = (mode: TaskMode) => label(TASK_MODE_LABELS[mode]);
export const subtypeLabel = (subtype: TaskSubtype) => label(TASK_SUBTYPE_LABELS[subtype]);

/**
 * The tag names a task stored (comma-separated as the server joins them); a
 * system label is stored as its catalogue key and read in the console's language.
 */
export function tagNamesText(names: unknown): string {
  if (typeof names !== 'string' || !names.trim()) return '—';
  return names
    .split(', ')
    .map((name) => label(name as Parameters<typeof label>[0]))
    .join(', ');
}

/** Statuses that may still change: lists and dialogs keep polling while a task has one. */
export const LIVE_STATUSES: readonly TaskStatus[] = ['queue', 'running', 'paused'];
