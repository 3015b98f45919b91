import type {
  BatchResult,
  Page,
  ProxyAddBody,
  ProxyAddResult,
  ProxyItem,
  ProxyListBody,
  ProxyUpdateBody,
  TagAssignBody,
} from '@reelfleet/contract';
import type { PageParams } from './finance';
import { http, type RequestOptions } from './request';

/** Proxies (docs/fleet.md "Proxies"); credentials come back masked, never in clear. */
export const proxiesApi = {
  list: (body: ProxyListBody, page: PageParams) =>
    http.post<Page<ProxyItem>>('/proxy/info/queryList', body, { query: { ...page } }),
  /** All or nothing: a bad line answers 400 naming every bad line in `data.errors`. */
  add: (body: ProxyAddBody, options?: RequestOptions) =>
    http.post<ProxyAddResult>('/proxy/info/add', body, options),
  detail: (id: number) => http.get<ProxyItem>(`/proxy/info/detail/${id}`),
  update: (body: ProxyUpdateBody, options?: RequestOptions) =>
    http.put<ProxyItem>('/proxy/info/update', body, options),
  tag: (body: TagAssignBody) => http.put<BatchResult>('/proxy/info/tag', body),
  remove: (id: number) => http.delete<BatchResult>(`/proxy/info/delete/${id}`),
  removeMany: (ids: number[]) => http.delete<BatchResult>('/proxy/info/deletes', { ids }),
};
