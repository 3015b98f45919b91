import { type CalendarItem, TASK_SCREEN_OF } from '@reelfleet/contract';
import { lookupTask, openTaskMonitor } from '../../components/notifications/taskLookup';
import type { JobDay } from './calendarDays';

type Navigate = (to: string) => void;

/** A task's details dialog (the monitor view) by its number. */
async function openTask(logId: string, gone: () => void): Promise<void> {
  const found = await lookupTask(logId);
  if (found.found) openTaskMonitor(found.task, null);
  else gone();
}

/** A post or a run opens its task's details; a rental end, the device's drawer in the device list. */
export function openItem(item: CalendarItem, navigate: Navigate, gone: () => void): void {
  if (item.kind === 'rental') navigate(`/devices/list?details=${item.id}`);
  else if (item.logId) void openTask(item.logId, gone);
}

/** A job's day: its one run's details, or else the job's screen, whose "Scheduled tasks" list it. */
export function openJobDay(line: JobDay, navigate: Navigate, gone: () => void): void {
  const only = line.runs.length === 1 && line.upcoming === 0 ? line.runs[0] : undefined;
  if (only?.logId) void openTask(only.logId, gone);
  else navigate(TASK_SCREEN_OF[line.subtype]);
}
