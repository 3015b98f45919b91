import {
  type EndpointQuery,
  fillPath,
  type ImplementedSubtype,
  type LogLevel,
  type TaskListBody,
  type TaskQuoteBody,
  type taskEndpoints,
} from '@reelfleet/contract';
import { call } from './call';
import { downloadText } from './download';
import { taskEndpoints as api, taskCreateEndpoints } from './endpoints';
import type { PageParams } from './finance';
import { buildUrl, type RequestOptions } from './request';

/** Task calls of spec 7: lists, delete, stop, and the task dialog's calls by logId. */
export const tasksApi = {
  list: (body: TaskListBody, page: PageParams) => call(api.list, { body, query: page }),
  /** The people whose tasks the caller sees (the task center's creator filter). */
  creators: () => call(api.creators, {}),
  remove: (id: number) => call(api.remove, { params: { id } }),
  removeMany: (ids: number[]) => call(api.removeMany, { body: { ids } }),
  /** Plan and cost of a creation body without creating it, with each problem on its field. */
  quote: (body: TaskQuoteBody, signal?: AbortSignal) => call(api.quote, { body }, { silent: true, signal }),
  /** Waiting actions are cancelled, running ones aborted, unused points released. */
  stop: (id: number) => call(api.stop, { params: { id } }),
  /** A paused task's waiting actions are due again (nothing resumes a task by itself). */
  resume: (id: number) => call(api.resume, { params: { id } }),
  /** Status, progress and counters (polled: failures are the caller's to show). */
  status: (logId: string, signal?: AbortSignal) =>
    call(api.status, { params: { logId } }, { silent: true, signal }),
  log: (logId: string, query: EndpointQuery<typeof taskEndpoints.log>, signal?: AbortSignal) =>
    call(api.log, { params: { logId }, query }, { silent: true, signal }),
  /**
   * The log (or only its lines of one level: ERROR lines are the failed
   * objects) as the text file the server names after the task kind and the
   * time. An error answer is JSON: it is asked again through the request
   * layer, which reports it like any other call (spec 8: 'No data to export').
   */
  exportLog: (logId: string, level?: LogLevel) => {
    const query = { level };
    return downloadText(buildUrl(fillPath(api.exportLog.path, { logId }), query), `${logId}.txt`, () =>
      call(api.exportLog, { params: { logId }, query }),
    );
  },
};

/**
 * Task creation (spec 7 "Platform actions"), at the kind's contract endpoint:
 * plan, hold the points, queue. Errors are shown by the wizard.
 */
export function createTask(
  subtype: ImplementedSubtype,
  body: Record<string, unknown>,
  options?: RequestOptions,
) {
  return call(taskCreateEndpoints[subtype], { body }, { silent: true, ...options });
}
