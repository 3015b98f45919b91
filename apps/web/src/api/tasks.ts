import {
  type BatchResult,
  type ImplementedSubtype,
  type LogLevel,
  type Page,
  TASK_KINDS,
  type TaskCreated,
  type TaskInfo,
  type TaskListBody,
  type TaskLogPage,
  type TaskProgress,
  type TaskQuote,
  type TaskQuoteBody,
} from '@reelfleet/contract';
import { currentLang } from '../i18n';
import { getToken } from '../utils/auth';
import type { PageParams } from './finance';
import { buildUrl, http, type RequestOptions } from './request';

export interface LogQuery {
  pageNo?: number;
  pageSize?: number;
  level?: LogLevel;
  /** Only lines newer than this id (live polling). */
  afterId?: number;
}

/** A downloaded text file. */
export interface TextFile {
  name: string;
  blob: Blob;
}

/** Task calls of spec 7: lists, delete, stop, and the task dialog's calls by logId. */
export const tasksApi = {
  list: (body: TaskListBody, page: PageParams) =>
    http.post<Page<TaskInfo>>('/task/info/queryList', body, { query: { ...page } }),
  remove: (id: number) => http.delete<BatchResult>(`/task/info/delete/${id}`),
  removeMany: (ids: number[]) => http.delete<BatchResult>('/task/info/deletes', { ids }),
  /** Plan and cost of a creation body without creating it, with each problem on its field. */
  quote: (body: TaskQuoteBody, signal?: AbortSignal) =>
    http.post<TaskQuote>('/task/info/quote', body, { silent: true, signal }),
  /** Waiting actions are cancelled, running ones aborted, unused points released. */
  stop: (id: number) => http.post<TaskInfo>(`/task/info/stop/${id}`),
  /** Status, progress and counters (polled: failures are the caller's to show). */
  status: (logId: string, signal?: AbortSignal) =>
    http.get<TaskProgress>(`/task/log/${logId}/status`, undefined, { silent: true, signal }),
  log: (logId: string, query: LogQuery, signal?: AbortSignal) =>
    http.get<TaskLogPage>(`/task/log/${logId}`, { ...query }, { silent: true, signal }),
  /**
   * The log (or only its lines of one level: ERROR lines are the failed
   * objects) as the text file the server names after the task kind and the
   * time. An error answer is JSON: it is asked again through the request
   * layer, which reports it like any other call (spec 8: 'No data to export').
   */
  exportLog: async (logId: string, level?: LogLevel): Promise<TextFile> => {
    const path = `/task/log/${logId}/export`;
    const query = { level };
    const token = getToken();
    const response = await fetch(buildUrl(path, query), {
      headers: {
        'Accept-Language': currentLang(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    }).catch(() => null);
    const type = response?.headers.get('content-type') ?? '';
    if (!response?.ok || type.includes('json')) {
      await http.get<never>(path, query);
      throw new Error('export failed');
    }
    return {
      name: fileNameOf(response.headers.get('content-disposition'), logId),
      blob: await response.blob(),
    };
  },
};

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? `${fallback}.txt`;
}

/**
 * Task creation (spec 7 "Platform actions"), at the kind's contract path:
 * plan, hold the points, queue. Errors are shown by the wizard.
 */
export function createTask(
  subtype: ImplementedSubtype,
  body: Record<string, unknown>,
  options?: RequestOptions,
) {
  return http.post<TaskCreated>(TASK_KINDS[subtype].path, body, { silent: true, ...options });
}
