import type {
  BatchLoginTaskBody,
  BatchResult,
  LikeTaskBody,
  LogLevel,
  MaintenanceTaskBody,
  Page,
  TaskCreated,
  TaskInfo,
  TaskListBody,
  TaskLogPage,
  TaskProgress,
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

/** Creation bodies as the forms send them (defaults of the contract filled by the server). */
export type BatchLoginInput = Partial<BatchLoginTaskBody> & Pick<BatchLoginTaskBody, 'name' | 'groupId'>;
export type MaintenanceInput = Partial<MaintenanceTaskBody> &
  Pick<MaintenanceTaskBody, 'name' | 'accountLabelIds' | 'keywords'>;
export type LikeInput = Partial<Omit<LikeTaskBody, 'values'>> &
  Pick<LikeTaskBody, 'name' | 'accountLabelIds'> & { values: string[] };

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

/** Task creation (spec 7 "Platform actions"): plan, hold the points, queue. Errors are shown by the form. */
export const createTaskApi = {
  batchLogin: (body: BatchLoginInput, options?: RequestOptions) =>
    http.post<TaskCreated>('/tiktok/api/online/user/login', body, { silent: true, ...options }),
  maintenance: (body: MaintenanceInput, options?: RequestOptions) =>
    http.post<TaskCreated>('/tiktok/api/online/maintenance', body, { silent: true, ...options }),
  like: (body: LikeInput, options?: RequestOptions) =>
    http.post<TaskCreated>('/tiktok/api/online/comment/like', body, { silent: true, ...options }),
};
