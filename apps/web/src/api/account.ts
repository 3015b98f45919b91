import type {
  AccountAddBody,
  AccountBindBody,
  AccountItem,
  AccountListBody,
  AccountUpdateBody,
  BatchResult,
  ImportReport,
  Page,
  TagAssignBody,
} from '@reelfleet/contract';
import type { PageParams } from './finance';
import { http, type RequestOptions } from './request';

/** Social accounts (docs/fleet.md "Accounts"); the password is never returned. */
export const accountsApi = {
  list: (body: AccountListBody, page: PageParams) =>
    http.post<Page<AccountItem>>('/account/info/queryList', body, { query: { ...page } }),
  /** TXT import (multipart field `file`), one `account|password` a line; answers the line report. */
  upload: (file: Blob, labelId: number | null, options?: RequestOptions) =>
    http.upload<ImportReport>('/account/info/upload', file, {}, { ...options, query: { labelId } }),
  add: (body: AccountAddBody, options?: RequestOptions) =>
    http.post<AccountItem>('/account/info/add', body, options),
  detail: (id: number) => http.get<AccountItem>(`/account/info/detail/${id}`),
  update: (body: AccountUpdateBody, options?: RequestOptions) =>
    http.put<AccountItem>('/account/info/update', body, options),
  bind: (body: AccountBindBody, options?: RequestOptions) =>
    http.put<BatchResult>('/account/info/bind', body, options),
  tag: (body: TagAssignBody) => http.put<BatchResult>('/account/info/tag', body),
  remove: (id: number) => http.delete<BatchResult>(`/account/info/delete/${id}`),
  removeMany: (ids: number[]) => http.delete<BatchResult>('/account/info/deletes', { ids }),
};
