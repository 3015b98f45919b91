import {
  subtypeFromMessage,
  TASK_LOOKUP_PAGE_SIZE,
  TASK_SCREEN_OF,
  TASK_SUBTYPES,
  type TaskInfo,
  type TaskSubtype,
} from '@reelfleet/contract';
import { call } from '../../api/call';
import { taskEndpoints } from '../../api/endpoints';
import { ApiError } from '../../api/request';
import { openRegistrationFrom } from '../tasks/registration';

/**
 * Spec 2 "Notification click": a task notification carries the task's logId in
 * `mark`; clicking it looks the task up, infers its kind from the message and
 * opens it: the monitor view (the task details dialog) unless another opener was
 * registered with setTaskOpener(); with none, the console opens the screen of that kind.
 */

/** A notification points at a task of one of the spec's subtypes. */
export type TaskKind = TaskSubtype;

/** The fields of a task row the opener needs; the rest is passed through untouched. */
export interface FoundTask {
  id: number;
  logId?: string;
  type?: string;
  subtype?: string;
  description?: unknown;
  [field: string]: unknown;
}

/** The kind a notification names (contract TASK_KINDS' notification words), or null. */
export const inferTaskKind = (message: string): TaskKind | null => subtypeFromMessage(message);

/** The screen of each task kind, opened when no monitor view is registered. */
export const TASK_KIND_PATHS: Record<TaskKind, string> = TASK_SCREEN_OF;

export function isTaskKind(value: unknown): value is TaskKind {
  return (TASK_SUBTYPES as readonly unknown[]).includes(value);
}

/** An opener may answer a console path to go to instead of opening something itself. */
export type TaskOpener = (task: FoundTask, kind: TaskKind | null) => { navigate: string } | undefined;

/**
 * The monitor view: the task details dialog of the task area, over the current
 * screen (loaded when first needed). A registration area may put its own opener
 * first for sign-up tasks (spec 2) and hand the others to this one.
 */
export const openTaskMonitor: TaskOpener = (task) => {
  void import('../tasks/openTaskDetails').then(({ openTaskDetails }) =>
    openTaskDetails(task as unknown as TaskInfo),
  );
  return undefined;
};

/** Sign-up tasks open the registration dialog (spec 2); every other task the monitor view. */
const openTaskOrRegistration: TaskOpener = (task, kind) =>
  kind === 'signup' ? { navigate: openRegistrationFrom(task.description) } : openTaskMonitor(task, kind);

let opener: TaskOpener | null = openTaskOrRegistration;

/** The task area calls this once to open its registration dialog or monitor view. */
export function setTaskOpener(next: TaskOpener | null): void {
  opener = next;
}

export function getTaskOpener(): TaskOpener | null {
  return opener;
}

/**
 * A mark that names a console screen rather than a task's logId: the task screen of work paused
 * because its creator can no longer act (docs/staff.md), opened as it is. Null for a logId.
 */
export function screenOfMark(mark: string): string | null {
  return mark.startsWith('/') && !mark.startsWith('//') ? mark : null;
}

export type LookupResult = { found: true; task: FoundTask } | { found: false };

/**
 * POST /task/info/queryList with { numberId: mark }. No row, or a 404 (the task
 * area answers 404 for a task outside the workspace and while it does not
 * exist), means the task is gone; any other failure rejects with the server's
 * message.
 */
export async function lookupTask(mark: string): Promise<LookupResult> {
  try {
    const page: { list?: FoundTask[] } | null = await call(
      taskEndpoints.list,
      { body: { numberId: mark }, query: { pageNo: 1, pageSize: TASK_LOOKUP_PAGE_SIZE } },
      { silent: true },
    );
    const task = page?.list?.[0];
    return task ? { found: true, task } : { found: false };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || String(error.code) === '404'))
      return { found: false };
    throw error;
  }
}
