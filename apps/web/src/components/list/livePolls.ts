import type { AccountItem, DeviceItem, MaterialItem, Page, TaskInfo } from '@reelfleet/contract';
import { LOG_POLL_MS } from '@reelfleet/contract';

/**
 * Lists that keep up (issue 38 point 3): a list whose page shows a row in a passing state reads
 * itself again until every row has settled, quietly and only while its view is shown
 * (usePagedList's `pollMs`). The intervals, all in this one place:
 */

/** An upload being processed (a thumbnail, a video's duration): seconds of work. */
export const PROCESSING_POLL_MS = 3_000;
/** A task in queue or running: the task dialog's log poll (spec 9, 5 s). */
export const RUNNING_POLL_MS = LOG_POLL_MS;
/**
 * A slow state: a phone on its way back (minutes), an account waiting for its first login, a
 * paused task (its running steps finish; it resumes when someone resumes it).
 */
export const SETTLING_POLL_MS = 10_000;

type Poll<R> = (page: Page<R> | undefined) => number | false;

/** The shortest interval of a rule that a row of the page meets; none met: no poll. */
function pollWhile<R>(...rules: Array<[passing: (row: R) => boolean, ms: number]>): Poll<R> {
  return (page) => {
    const due = rules.filter(([passing]) => page?.list.some(passing)).map(([, ms]) => ms);
    return due.length > 0 ? Math.min(...due) : false;
  };
}

/** Devices: a phone just rented is offline until the farm brings it up; offline and disconnected come back. */
export const devicePollMs: Poll<DeviceItem> = pollWhile([
  (d) => d.status === 'offline' || d.status === 'disconnected',
  SETTLING_POLL_MS,
]);

/**
 * Accounts: `pending` (imported, never logged in) is the state a login task takes an account
 * out of (to online, abnormal or banned); the others change only when a task ends on them.
 */
export const accountPollMs: Poll<AccountItem> = pollWhile([(a) => a.status === 'pending', SETTLING_POLL_MS]);

/** Materials: an upload is `processing` until `ready` or `failed`. */
export const materialPollMs: Poll<MaterialItem> = pollWhile([
  (m) => m.status === 'processing',
  PROCESSING_POLL_MS,
]);

/** Tasks of every kind: queue and running move by themselves; paused waits for a resume. */
export const taskPollMs: Poll<TaskInfo> = pollWhile(
  [(t) => t.status === 'queue' || t.status === 'running', RUNNING_POLL_MS],
  [(t) => t.status === 'paused', SETTLING_POLL_MS],
);
